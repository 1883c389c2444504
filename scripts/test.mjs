#!/usr/bin/env node
// `npm test`: lint, typecheck, builds, unit tests, every story in Chromium, the HTML of every page
// through the W3C Nu Html Checker, package checks, apps that consume the packed packages, the
// end-to-end suite, every story against its baseline screenshots and the Lighthouse budgets.
// Tasks in a stage run side by side (sized for 2 cores); each task's output is printed whole
// when it ends. The last line sums every runner: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './chromium.mjs';
import { cpuMeter, machineBusySeconds } from './cpu-meter.mjs';
import { decide, ensurePrerequisites, machineProbe } from './prerequisites.mjs';

const root = new URL('..', import.meta.url).pathname;

// Before anything else: what the suites need from the machine (Chromium, PostgreSQL, Redis,
// unshare, Java). What is missing and cannot be installed stops the run at once, with the command
// to run; what apt-get can install (we are root) is installed beside the first stage, the build
// and lint, which need none of it, and waited for before the second.
console.log('Prerequisites:');
const probe = machineProbe();
const firstLook = await decide(probe);
const prerequisites = ensurePrerequisites({
  probe,
  plan: firstLook,
  log: (line) => console.log(line.replace(/^/gm, '  ')),
});
if (firstLook.action === 'stop' && !(await prerequisites)) process.exit(1);

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = { ...process.env, FORCE_COLOR: '0' };

/** Waits for the prerequisites (installed beside the first stage); then every later task is
 * told which Chromium to launch. False when they could not be installed. */
async function machineReady() {
  if (!(await prerequisites)) return false;
  const browser = await findChromium();
  if (browser?.path) env.CHROMIUM_PATH = browser.path;
  return true;
}

/**
 * Runs one command; resolves with its exit code, everything it printed and the CPU time it and
 * every process it started used (scripts/cpu-meter.mjs).
 */
function run(command, extraEnv = {}) {
  return new Promise((resolve) => {
    const meter = cpuMeter();
    const child = spawn(meter.wrap(command), {
      cwd: root,
      shell: true,
      env: { ...env, ...extraEnv },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const cpu = meter.seconds();
      meter.close();
      resolve({ code: code ?? 1, output, cpu });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// A task is a named command plus how to count its result. Commands that are not test runners
// (lint, a build) count as one check each.
const check = (name, command) => ({
  name,
  command,
  count: ({ code }) => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }),
});

/** The last `n` non-empty lines of a task's output: where a failed command says why, when its
 * report names no failed test (or it has no report). */
function lastLines(output, n) {
  return output
    .trimEnd()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-n);
}

const consumerReport = join(reports, 'consumer.json');
const playwrightReport = join(reports, 'playwright.json');

// Counts a vitest JSON report. Skipped or todo tests count as failures: nothing may be switched off.
const vitestCount =
  (report) =>
  ({ code }) => {
    const r = readJson(report);
    if (!r) return { passed: 0, failed: 1 };
    const failed = r.numFailedTests + r.numPendingTests + r.numTodoTests;
    return { passed: r.numPassedTests, failed: failed || (code === 0 ? 0 : 1) };
  };

// The failed, skipped or todo tests of a vitest JSON report, by file and full name.
const vitestFailures = (report) => () =>
  (readJson(report)?.testResults ?? []).flatMap((file) => {
    const rel = file.name.replace(root, '');
    const tests = file.assertionResults
      .filter((test) => test.status !== 'passed')
      .map((test) => `${rel} › ${test.fullName} (${test.status})`);
    // A file that fails before any test runs has no failed test to name.
    return tests.length || file.status === 'passed' ? tests : [`${rel}: ${file.message}`];
  });

/** Some of vitest.config.ts's projects, in one vitest run with its own report. */
const vitestRun = (name, projects, options = '') => {
  const report = join(reports, `vitest-${projects[0]}.json`);
  return {
    name,
    command: `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} ${options} --reporter=default --reporter=json --outputFile.json=${report}`,
    count: vitestCount(report),
    failures: vitestFailures(report),
  };
};

// Four vitest runs instead of one, each in the lane where it fits (decision 093): the Node
// projects, the story tests (they need no build, and run beside the end-to-end suite, which
// alone leaves part of the CPU idle), the suites that start processes, and the log scan. One log
// folder for every API server of them, searched by the last.
const logDir = mkdtempSync(join(tmpdir(), 'corvane-logs-'));
env.CORVANE_TEST_LOG_DIR = logDir;
const unit = vitestRun('unit and API tests (vitest: unit, api-postgres)', ['unit', 'api-postgres']);
const stories = vitestRun('story tests in Chromium (vitest: storybook)', ['storybook']);
const processes = vitestRun('API processes: kill -9, restarts, Redis, the CLI (vitest)', [
  'api-processes',
]);
const logScan = vitestRun('the API logs of the whole run, searched for secrets (vitest)', [
  'api-log-scan',
]);

// Packs the built packages and installs them into fresh apps (tests/consumer): Vite on React 19
// and React 18, and a Next.js App Router app.
const consumer = {
  name: 'consumer apps (packed packages; Vite on React 19 and 18, Next.js; SSR, hydration, tsc)',
  command: `npx vitest run --config tests/consumer/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${consumerReport}`,
  count: vitestCount(consumerReport),
  failures: vitestFailures(consumerReport),
};

/** `: ` and the first two lines of a failed Playwright test's last error, so that the last lines
 * of a run say why (the run keeps no trace). */
function firstError(test) {
  const message = test.results?.at(-1)?.error?.message ?? '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? `: ${lines.slice(0, 2).join(' / ').slice(0, 240)}` : '';
}

const e2e = {
  name: 'end-to-end (playwright)',
  command: 'npm run test:e2e',
  extraEnv: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  count: ({ code }) => {
    const s = readJson(playwrightReport)?.stats;
    if (!s) return { passed: 0, failed: 1 };
    const failed = s.unexpected + s.flaky + s.skipped;
    return { passed: s.expected, failed: failed || (code === 0 ? 0 : 1) };
  },
  failures: () => {
    const names = [];
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== 'expected')
            names.push(
              `${file ?? spec.file}:${spec.line} › ${spec.title} (${test.status})${firstError(test)}`,
            );
        }
      }
      for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
    };
    for (const suite of readJson(playwrightReport)?.suites ?? []) walk(suite, suite.file);
    return names;
  },
};

/** Counts a runner whose JSON report lists `pages`: each page is one check, failed when
 * `problems(page)` names any, and named with them at the end. */
const perPage = (report, problems) => ({
  count: ({ code }) => {
    const pages = readJson(report)?.pages;
    if (!pages) return { passed: 0, failed: 1 };
    const failed = pages.filter((page) => problems(page).length > 0).length;
    return { passed: pages.length - failed, failed: failed || (code === 0 ? 0 : 1) };
  },
  failures: () =>
    (readJson(report)?.pages ?? [])
      .filter((page) => problems(page).length > 0)
      .map((page) => `${page.path}: ${problems(page).join('; ')}`),
});

const lighthouseReport = join(reports, 'lighthouse.json');
const lighthouse = {
  name: 'Lighthouse budgets (home, a service page, careers; the home page observed past a rotation)',
  command: `node tests/lighthouse/run.mjs --test-run --json ${lighthouseReport}`,
  // Each page (and the home page's observed load) is one check: within every budget, or not.
  ...perPage(lighthouseReport, (page) =>
    page.broken.map((line) => `${page.mode} ${page.width} px: ${line}`),
  ),
};

const htmlReport = join(reports, 'html.json');
const html = {
  name: 'valid HTML of every page served (W3C Nu Html Checker)',
  command: `node tests/html/run.mjs --json ${htmlReport}`,
  // Each page is one check: no error, or not (warnings are printed, not counted).
  ...perPage(htmlReport, (page) => page.errors),
};

const visualReport = join(reports, 'visual.json');
const visual = {
  name: 'visual regression and fonts of every story (375 and 1280 px, light and dark)',
  command: `node tests/visual/run.mjs --json ${visualReport}`,
  // Each story is one check: its four shots match their baselines, or not.
  count: ({ code }) => {
    const r = readJson(visualReport);
    if (!r) return { passed: 0, failed: 1 };
    return { passed: r.passed, failed: r.failed || (code === 0 ? 0 : 1) };
  },
  failures: () =>
    (readJson(visualReport)?.stories ?? [])
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
      }),
};

const stages = [
  // Stage 1 needs nothing beyond Node: it runs while apt-get installs what the others need.
  [
    check('build (ui, site, api)', 'npm run build'),
    check('lint (eslint, prettier)', 'npm run lint'),
  ],
  // A stage's entries run side by side; an entry that is a list runs its tasks one after another
  // (a lane). Stage 2, on the builds: two lanes of about the same length, each keeping a core
  // busy. Stage 3: the end-to-end suite beside the story and visual tests; alone it leaves a
  // tenth of the two cores idle and each of them half, together they fill both (decision 093).
  // The story lane ends about a minute before the end-to-end suite: the short checks of the
  // built site and package end it, off stage 2's longer lane.
  [
    [unit, consumer],
    [
      check('typecheck', 'npm run typecheck'),
      check('build storybook', 'npm run build-storybook'),
      processes,
    ],
  ],
  [
    e2e,
    [
      stories,
      visual,
      html,
      check('UI package checks (publint, attw)', 'npm run check:package'),
      check('UI size budgets (size-limit)', 'npm run size'),
      logScan,
    ],
  ],
  // Alone: Lighthouse times the main thread, so nothing else may run beside it.
  [lighthouse],
];

const totals = { passed: 0, failed: 0 };
/** What failed, task by task, repeated at the very end so the last lines of a run say it. */
const failures = [];
const started = Date.now();
const busyAtStart = machineBusySeconds();
for (const stage of stages) {
  if (stage === stages[1] && !(await machineReady())) {
    console.log('\nThe prerequisites above are missing: nothing after the first stage ran.');
    process.exit(1);
  }
  await Promise.all(
    stage.map(async (lane) => {
      for (const task of [lane].flat()) {
        const t0 = Date.now();
        const result = await run(task.command, task.extraEnv);
        const { passed, failed } = task.count(result);
        totals.passed += passed;
        totals.failed += failed;
        if (failed) {
          const named = task.failures?.() ?? [];
          failures.push({
            task: task.name,
            lines: named.length ? named : lastLines(result.output, 12),
          });
        }
        const seconds = ((Date.now() - t0) / 1000).toFixed(1);
        const cpu = result.cpu === undefined ? '' : `, CPU ${result.cpu.toFixed(0)} s`;
        const verdict = failed ? 'FAILED' : 'ok';
        console.log(
          `\n━━━ ${task.name}: ${verdict} (${passed} passed, ${failed} failed, ${seconds}s${cpu})\n$ ${task.command}`,
        );
        console.log(result.output.trimEnd());
      }
    }),
  );
}

// The run's API logs are kept only when the scan found a secret in them, to be read.
if (!existsSync(join(logDir, 'LEAKS'))) rmSync(logDir, { recursive: true, force: true });

for (const { task, lines } of failures) {
  console.log(`\nFAILED: ${task}`);
  for (const line of lines.slice(0, 20)) console.log(`  ${line}`);
  if (lines.length > 20) console.log(`  … and ${lines.length - 20} more (see above)`);
}
const wall = (Date.now() - started) / 1000;
const busyAtEnd = machineBusySeconds();
const cores = availableParallelism();
const busy =
  busyAtEnd === undefined || busyAtStart === undefined ? undefined : busyAtEnd - busyAtStart;
const cpuLine =
  busy === undefined
    ? ''
    : ` The machine's ${cores} cores were busy ${busy.toFixed(0)} of ${(wall * cores).toFixed(0)} core-seconds (${((100 * busy) / (wall * cores)).toFixed(0)} %).`;
console.log(`\nAll checks finished in ${wall.toFixed(0)}s.${cpuLine}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed ? 1 : 0;
