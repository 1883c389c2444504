#!/usr/bin/env node
// `npm test`: every check of the repository, in stages (decision 093). The tasks of a stage
// run side by side, each runner with its own parallelism (Vitest's workers, Playwright's); the
// next stage starts when they have all ended. Each task's output is printed whole when it ends,
// the failed checks are named again at the end, and the last line sums every runner:
// "N passed, N failed" (scripts/test-reports.mjs says how each is counted).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { decide, ensurePrerequisites, machineProbe } from './prerequisites.mjs';
import * as count from './test-reports.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
const report = (name) => join(reports, `${name}.json`);

/** A named command and how its result is counted (default: one check, its exit code). */
const task = (name, command, counter = count.exitCode(), env = {}) => ({
  name,
  command,
  counter,
  env,
});

const vitestJson = (file) => `--reporter=default --reporter=json --outputFile.json=${file}`;
const isValid = (page) => page.errors;
const withinBudget = (page) => page.broken.map((line) => `${page.mode} ${page.width} px: ${line}`);

const stages = [
  // Needs nothing beyond Node: it runs while apt-get installs what the later stages need.
  [task('build (ui, contract, site, api, console)', 'npm run build'), task('lint', 'npm run lint')],
  [
    task('typecheck', 'npm run typecheck'),
    // Every project of vitest.config.ts: unit, the API suite on both databases, the API's
    // processes, the log scan, and every story in Chromium.
    task(
      'unit, API and story tests (vitest)',
      `npx vitest run ${vitestJson(report('vitest'))}`,
      count.vitest(report('vitest'), root),
    ),
    task(
      'consumer apps (packed packages; Vite on React 19 and 18, Next.js)',
      `npx vitest run --config tests/consumer/vitest.config.ts ${vitestJson(report('consumer'))}`,
      count.vitest(report('consumer'), root),
    ),
    task('Storybook build', 'npm run build-storybook'),
    task('UI package checks (publint, attw)', 'npm run check:package'),
    task('UI size budgets (size-limit)', 'npm run size'),
  ],
  // On the built site, server and Storybook, one browser suite at a time: each keeps the two
  // cores to itself (side by side, the end-to-end tests ran past their timeouts), and Lighthouse
  // times the main thread.
  ...[
    task('end-to-end (Playwright)', 'npm run test:e2e', count.playwright(report('playwright')), {
      PLAYWRIGHT_JSON_OUTPUT_FILE: report('playwright'),
    }),
    task(
      'visual regression and fonts of every story',
      `node tests/visual/run.mjs --json ${report('visual')}`,
      count.visual(report('visual')),
    ),
    task(
      'valid HTML of every page served (W3C Nu Html Checker)',
      `node tests/html/run.mjs --json ${report('html')}`,
      count.perPage(report('html'), isValid),
    ),
    task(
      'the site in WebKit and Firefox',
      `node tests/engines/run.mjs --json ${report('engines')}`,
      count.engines(report('engines')),
    ),
    task(
      'Lighthouse budgets',
      `node tests/lighthouse/run.mjs --test-run --json ${report('lighthouse')}`,
      count.perPage(report('lighthouse'), withinBudget),
    ),
  ].map((alone) => [alone]),
];

const env = { ...process.env, FORCE_COLOR: '0' };

/** Runs a task's command; resolves with its exit code and everything it printed. */
function run({ command, env: extra }) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, env: { ...env, ...extra } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** The last non-empty lines of a failed command whose report names no failure. */
const lastLines = (output, n = 12) =>
  output
    .trimEnd()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-n);

// What the suites need from the machine (Chromium, PostgreSQL, Redis, Java...): what cannot be
// installed stops the run at once; what apt-get can install is installed beside the first stage.
console.log('Prerequisites:');
const probe = machineProbe();
const plan = await decide(probe);
const log = (line) => console.log(line.replace(/^/gm, '  '));
const prerequisites = ensurePrerequisites({ probe, plan, log });
if (plan.action === 'stop' && !(await prerequisites)) process.exit(1);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failed = [];
const started = Date.now();
for (const [index, stage] of stages.entries()) {
  if (index === 1) {
    if (!(await prerequisites)) {
      console.log('\nThe prerequisites above are missing: nothing after the first stage ran.');
      process.exit(1);
    }
    const chromium = await findChromium();
    if (chromium?.path) env.CHROMIUM_PATH = chromium.path;
  }
  await Promise.all(
    stage.map(async (each) => {
      const t0 = Date.now();
      const { code, output } = await run(each);
      const { passed, failed: failedHere, failures } = each.counter(code);
      totals.passed += passed;
      totals.failed += failedHere;
      if (failedHere)
        failed.push({ name: each.name, lines: failures.length ? failures : lastLines(output) });
      const seconds = ((Date.now() - t0) / 1000).toFixed(0);
      const verdict = failedHere ? 'FAILED' : 'ok';
      console.log(
        `\n━━━ ${each.name}: ${verdict} (${passed} passed, ${failedHere} failed, ${seconds} s)\n$ ${each.command}`,
      );
      console.log(output.trimEnd());
    }),
  );
}

for (const { name, lines } of failed) {
  console.log(`\nFAILED: ${name}`);
  for (const line of lines.slice(0, 20)) console.log(`  ${line}`);
  if (lines.length > 20) console.log(`  … and ${lines.length - 20} more (see above)`);
}
console.log(`\nAll checks finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed ? 1 : 0;
