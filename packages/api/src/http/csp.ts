import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** Written next to the pages by site/scripts/csp-hashes.mjs at build time. */
export const CSP_MANIFEST = 'csp-hashes.json';

export interface CspManifest {
  /** Each page's inline script hashes, keyed by its file ("terms/index.html"). */
  pages: Map<string, string[]>;
  /** Origins the pages call besides their own: the API's, when the site was built for one elsewhere. */
  connect: string[];
}

/**
 * The build's manifest. Without one, pages get no hashes: their inline scripts are blocked (the
 * HTML still reads in full) and the log says how to fix it.
 */
export function loadCspManifest(siteDir: string, log: FastifyBaseLogger): CspManifest {
  try {
    const manifest = JSON.parse(readFileSync(join(siteDir, CSP_MANIFEST), 'utf8')) as {
      pages: Record<string, string[]>;
      connect?: string[];
    };
    return { pages: new Map(Object.entries(manifest.pages)), connect: manifest.connect ?? [] };
  } catch (error) {
    log.warn(
      { err: error },
      `No ${CSP_MANIFEST} in ${siteDir}: build the site with "npm run build" so its inline scripts may run.`,
    );
    return { pages: new Map(), connect: [] };
  }
}

/**
 * The Content-Security-Policy of a page: its own inline scripts by hash and our files, nothing
 * else. Styles keep 'unsafe-inline' (React sets style attributes); scripts never do. Calls (the
 * forms' and the measurement beacon's) go to our origin and to the API's when it is elsewhere.
 */
export function pageCsp(scriptHashes: readonly string[], connect: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
