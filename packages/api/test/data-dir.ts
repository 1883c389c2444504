import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { embeddedDatabaseDir } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by pglite-template.ts: an embedded database with every migration applied, closed. */
    pgliteTemplate?: string;
    /** Set by scratch-dir.ts: the run's folder for the tests' folders, removed when it ends. */
    scratchDir?: string;
  }
}

/** A new empty folder for a test, inside the run's folder (scratch-dir.ts) where there is one. */
export function newScratchDir(prefix: string): string {
  return mkdtempSync(join(inject('scratchDir') ?? tmpdir(), prefix));
}

/**
 * A new data folder for a server under test. Where the project's global setup made the run's
 * embedded database (pglite-template.ts), a copy of it is put in, so the server skips making one
 * (PostgreSQL's initdb, 2-3 s of CPU each time); elsewhere the folder is empty.
 */
export function newDataDir(prefix = 'corvane-api-'): string {
  const dataDir = newScratchDir(prefix);
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, embeddedDatabaseDir(dataDir), { recursive: true });
  return dataDir;
}
