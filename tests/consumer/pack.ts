// Global setup of the consumer tests: the release script packs both packages once (`--pack-only`,
// from the dist folders `npm run build` left), and every test file installs those tarballs. The
// folder is removed when the run ends.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { exec, root } from './harness';

export interface ReleaseReport {
  published: boolean;
  dryRun: boolean;
  packages: Array<{ name: string; version: string; tarball: string; files: number }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    release: ReleaseReport;
  }
}

export default async function pack(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'corvane-release-'));
  const json = join(work, 'release.json');
  await exec(
    process.execPath,
    ['scripts/release.mjs', '--pack-only', '--out', join(work, 'tarballs'), '--json', json],
    root,
  );
  project.provide('release', JSON.parse(readFileSync(json, 'utf8')) as ReleaseReport);
  return () => rmSync(work, { recursive: true, force: true });
}
