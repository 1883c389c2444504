// Global setup of every project whose tests make folders (servers' data folders, sites to
// serve): one folder for the run, removed with everything in it when the run ends, so that a run
// leaves nothing in the machine's temporary folder (each server's data folder holds a copy of
// the embedded database, about 40 MB). data-dir.ts makes the tests' folders inside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'corvane-tests-'));
  project.provide('scratchDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
