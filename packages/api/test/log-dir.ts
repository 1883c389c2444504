// Global setup of every project that starts API servers: one folder for the whole run's server
// logs (shared through the environment, since each project runs its own setup in this process).
// The "api-log-scan" project runs after the others and searches it (secrets-in-log.scan.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const KEY = 'CORVANE_TEST_LOG_DIR';

export default function setup(project: TestProject) {
  // A folder named by the caller (npm test runs the projects in several vitest runs, one folder
  // for all of them) is the caller's to remove; one made here is removed here.
  const given = process.env[KEY];
  const dir = (process.env[KEY] ??= mkdtempSync(join(tmpdir(), 'corvane-logs-')));
  project.provide('logDir', dir);
  return () => {
    // Kept when the scan found something, so the lines can be read.
    if (!given && !existsSync(join(dir, 'LEAKS'))) rmSync(dir, { recursive: true, force: true });
  };
}
