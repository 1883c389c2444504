// Global setup of every project that starts API servers: one folder for the whole run's server
// logs (shared through the environment, since each project runs its own setup in this process).
// The "api-log-scan" project runs after the others and searches it (secrets-in-log.scan.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const KEY = 'CORVANE_TEST_LOG_DIR';

export default function setup(project: TestProject) {
  process.env[KEY] ??= mkdtempSync(join(tmpdir(), 'corvane-logs-'));
  const dir = process.env[KEY];
  project.provide('logDir', dir);
  return () => {
    // Kept when the scan found something, so the lines can be read.
    if (!existsSync(join(dir, 'LEAKS'))) rmSync(dir, { recursive: true, force: true });
  };
}
