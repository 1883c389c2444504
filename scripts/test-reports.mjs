// How `npm test` counts each runner's result (scripts/test.mjs): from the JSON report the runner
// wrote, each test, page, story or engine check is one check, and anything skipped, pending or
// todo is a failure, since nothing may be switched off. A command that is not a test runner (a
// build, lint) is one check. A missing report is one failure, and so is a runner that exited
// non-zero without a failure in its report. Every counter takes the report's path and returns a
// function of the exit code: `{ passed, failed, failures }`, `failures` naming what failed, one
// line each, for the end of the run (empty when the report names nothing: the run then shows the
// command's last lines instead).
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const NO_REPORT = { passed: 0, failed: 1, failures: [] };

/** `failed` is the failures named, or one for a failed command whose report names none. */
const tally = (passed, failures, code, failedCount = failures.length) => ({
  passed,
  failed: failedCount || (code === 0 ? 0 : 1),
  failures,
});

/** A command that is not a test runner: one check, passed when it exits 0. */
export const exitCode = () => (code) => tally(code === 0 ? 1 : 0, [], code);

/**
 * A vitest JSON report (`--reporter=json`). A file that ran no test (it failed to load, or its
 * browser never connected, which the report still calls passed) is one failure too.
 */
export const vitest = (report, root) => (code) => {
  const r = readJson(report);
  if (!r) return NO_REPORT;
  const empty = r.testResults.filter((file) => file.assertionResults.length === 0);
  const failures = r.testResults.flatMap((file) => {
    const rel = file.name.replace(root, '');
    if (file.assertionResults.length === 0)
      return [`${rel}: ran no test${file.message ? `: ${file.message}` : ''}`];
    return file.assertionResults
      .filter((test) => test.status !== 'passed')
      .map((test) => `${rel} › ${test.fullName} (${test.status})`);
  });
  const failed = r.numFailedTests + r.numPendingTests + r.numTodoTests + empty.length;
  return tally(r.numPassedTests, failures, code, failed);
};

/** `: ` and the first two lines of a failed Playwright test's last error (the run keeps no trace). */
function firstError(test) {
  const message = test.results?.at(-1)?.error?.message ?? '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? `: ${lines.slice(0, 2).join(' / ').slice(0, 240)}` : '';
}

/** A Playwright JSON report (`PLAYWRIGHT_JSON_OUTPUT_FILE`); a flaky test is a failure too. */
export const playwright = (report) => (code) => {
  const r = readJson(report);
  if (!r?.stats) return NO_REPORT;
  const failures = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status !== 'expected')
          failures.push(
            `${file ?? spec.file}:${spec.line} › ${spec.title} (${test.status})${firstError(test)}`,
          );
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of r.suites ?? []) walk(suite, suite.file);
  const { expected, unexpected, flaky, skipped } = r.stats;
  return tally(expected, failures, code, unexpected + flaky + skipped);
};

/** A report of `pages` (the HTML and Lighthouse runners): a page with any problem fails. */
export const perPage = (report, problems) => (code) => {
  const pages = readJson(report)?.pages;
  if (!pages) return NO_REPORT;
  const failures = pages
    .filter((page) => problems(page).length > 0)
    .map((page) => `${page.path}: ${problems(page).join('; ')}`);
  return tally(pages.length - failures.length, failures, code);
};

/** The visual runner's report: one check a story, its four shots and its fonts. */
export const visual = (report) => (code) => {
  const r = readJson(report);
  if (!r) return NO_REPORT;
  const failures = (r.stories ?? [])
    .filter((story) => story.status === 'failed')
    .map((story) => {
      const reasons = [
        ...story.shots
          .filter((shot) => shot.status === 'failed')
          .map((shot) => `${shot.name}: ${shot.detail}`),
        ...(story.fonts ?? []).map((line) => `not a font we ship: ${line}`),
      ];
      const why = reasons.length
        ? reasons.join('; ')
        : String(story.errors?.[0] ?? '').split('\n')[0];
      return `${story.id} (${why})`;
    });
  return tally(r.passed, failures, code, r.failed);
};

/** The engines runner's report: `checks`, each one check, named with its engine. */
export const engines = (report) => (code) => {
  const checks = readJson(report)?.checks;
  if (!Array.isArray(checks)) return NO_REPORT;
  const failures = checks
    .filter((check) => !check.passed)
    .map((check) => `${check.engine}: ${check.name}${check.error ? `: ${check.error}` : ''}`);
  return tally(checks.length - failures.length, failures, code);
};
