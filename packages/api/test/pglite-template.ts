// Global setup of the projects whose tests start API servers on the embedded database: the
// database made once for the run (PostgreSQL's initdb in WebAssembly and every migration, 2-3 s
// of CPU), which data-dir.ts copies into each new data folder instead of making it again.
// Migrations still run at every server start, and the first start on an empty folder is what
// the process suites, main.test.ts and the end-to-end server do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseDir, openDatabase } from '../src/db/client';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'corvane-template-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined, purpose: 'a template' });
  await database.close();
  project.provide('pgliteTemplate', embeddedDatabaseDir(dataDir));
  return () => rmSync(dataDir, { recursive: true, force: true });
}
