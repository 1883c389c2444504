import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as count from './test-reports.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;
/** A report file with `content` (an object, written as JSON). */
function reportOf(content) {
  const file = join(dir, `report-${++written}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
const missing = join(dir, 'never-written.json');

describe("npm test's counting (scripts/test-reports.mjs)", () => {
  it('counts a command that is not a test runner as one check, by its exit code', () => {
    expect(count.exitCode()(0)).toEqual({ passed: 1, failed: 0, failures: [] });
    expect(count.exitCode()(2)).toEqual({ passed: 0, failed: 1, failures: [] });
  });

  it('counts a missing report as one failure, whatever the exit code', () => {
    for (const counter of [
      count.vitest(missing, dir),
      count.playwright(missing),
      count.perPage(missing, () => []),
      count.visual(missing),
      count.engines(missing),
    ])
      expect(counter(0)).toEqual({ passed: 0, failed: 1, failures: [] });
  });

  it('counts skipped and todo vitest tests as failures, and names them by file', () => {
    const report = reportOf({
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 1,
      testResults: [
        {
          name: `${dir}/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'works', status: 'passed' },
            { fullName: 'breaks', status: 'failed' },
            { fullName: 'waits', status: 'skipped' },
            { fullName: 'someday', status: 'todo' },
          ],
        },
        {
          name: `${dir}/b.test.ts`,
          status: 'failed',
          message: 'cannot import',
          assertionResults: [],
        },
      ],
    });
    expect(count.vitest(report, dir)(1)).toEqual({
      passed: 3,
      failed: 4,
      failures: [
        '/a.test.ts › breaks (failed)',
        '/a.test.ts › waits (skipped)',
        '/a.test.ts › someday (todo)',
        '/b.test.ts: ran no test: cannot import',
      ],
    });
  });

  it('counts a file that ran no test as a failure, though vitest calls it passed', () => {
    const report = reportOf({
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: `${dir}/Button.stories.tsx`,
          status: 'passed',
          assertionResults: [],
        },
        {
          name: `${dir}/c.test.ts`,
          status: 'passed',
          assertionResults: [
            { fullName: 'one', status: 'passed' },
            { fullName: 'two', status: 'passed' },
          ],
        },
      ],
    });
    expect(count.vitest(report, dir)(1)).toEqual({
      passed: 2,
      failed: 1,
      failures: ['/Button.stories.tsx: ran no test'],
    });
  });

  it('counts a runner that failed with a clean report as one failure', () => {
    const report = reportOf({
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [],
    });
    expect(count.vitest(report, dir)(0)).toEqual({ passed: 5, failed: 0, failures: [] });
    expect(count.vitest(report, dir)(1)).toEqual({ passed: 5, failed: 1, failures: [] });
  });

  it('counts flaky and skipped Playwright tests as failures, with the first lines of the error', () => {
    const report = reportOf({
      stats: { expected: 7, unexpected: 1, flaky: 1, skipped: 1 },
      suites: [
        {
          file: 'home.spec.ts',
          specs: [
            {
              title: 'shows the hero',
              line: 4,
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'one\n\ntwo\nthree' } }] },
              ],
            },
          ],
          suites: [
            {
              specs: [
                { title: 'retries', line: 9, tests: [{ status: 'flaky', results: [] }] },
                { title: 'waits', line: 12, tests: [{ status: 'skipped', results: [] }] },
                { title: 'passes', line: 15, tests: [{ status: 'expected', results: [] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(count.playwright(report)(1)).toEqual({
      passed: 7,
      failed: 3,
      failures: [
        'home.spec.ts:4 › shows the hero (unexpected): one / two',
        'home.spec.ts:9 › retries (flaky)',
        'home.spec.ts:12 › waits (skipped)',
      ],
    });
  });

  it('counts each page of the HTML and Lighthouse reports, failed by any problem', () => {
    const report = reportOf({
      pages: [
        { path: '/', errors: [] },
        { path: '/terms', errors: ['Stray end tag', 'Duplicate ID'] },
      ],
    });
    expect(count.perPage(report, (page) => page.errors)(1)).toEqual({
      passed: 1,
      failed: 1,
      failures: ['/terms: Stray end tag; Duplicate ID'],
    });
  });

  it('counts each story of the visual report, named with the shots that differ', () => {
    const report = reportOf({
      passed: 2,
      failed: 1,
      stories: [
        {
          id: 'components-button--default',
          status: 'failed',
          shots: [{ name: '375-light', status: 'failed', detail: '12 pixels differ' }],
          fonts: ['DejaVu Sans'],
        },
      ],
    });
    expect(count.visual(report)(1)).toEqual({
      passed: 2,
      failed: 1,
      failures: [
        'components-button--default (375-light: 12 pixels differ; not a font we ship: DejaVu Sans)',
      ],
    });
  });

  it('counts each engine check, a failure named with its engine', () => {
    const report = reportOf({
      checks: [
        { engine: 'webkit', name: 'every route loads', passed: true },
        {
          engine: 'firefox',
          name: 'every route loads',
          passed: false,
          error: '/careers: TypeError',
        },
        { engine: 'firefox', name: 'the phone menu', passed: false },
      ],
    });
    expect(count.engines(report)(1)).toEqual({
      passed: 1,
      failed: 2,
      failures: ['firefox: every route loads: /careers: TypeError', 'firefox: the phone menu'],
    });
  });
});
