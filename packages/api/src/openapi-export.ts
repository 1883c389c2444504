import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenAPIV3_1 } from 'openapi-types';
import { buildApp } from './app';
import { loadConfig } from './config';

// The OpenAPI document as `@corvane/contract/openapi.json` ships it, for apps that are not
// written in TypeScript. Written by `npm run openapi -w @corvane/api`; a test fails when the
// committed file differs from what the server generates.

/** The committed file, in the contract package. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../contract/openapi.json', import.meta.url));

/** The command that rewrites it. */
export const OPENAPI_COMMAND = 'npm run openapi -w @corvane/api';

/** The file's text, formatted as the repository's Prettier check wants it. */
export async function documentText(document: unknown): Promise<string> {
  // Loaded here only: the server itself never formats anything.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(OPENAPI_FILE);
  return prettier.format(JSON.stringify(document), { ...options, parser: 'json' });
}

/**
 * The document of a server built without listening, on a throwaway embedded database and the
 * default settings (none of the environment's: the file must not depend on who wrote it).
 */
export async function generateOpenApiDocument(): Promise<OpenAPIV3_1.Document> {
  const dataDir = mkdtempSync(join(tmpdir(), 'corvane-openapi-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, 'no-site'),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config);
    try {
      return app.swagger() as OpenAPIV3_1.Document;
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
