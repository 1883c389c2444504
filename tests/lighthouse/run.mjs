#!/usr/bin/env node
// `npm run lighthouse`: builds what is stale, starts the built server on a free loopback port and
// runs Lighthouse (mobile preset) on one page of every family, several times each: with simulated
// throttling (Lighthouse's default), and with the same throttling applied to a real load and
// observed, at the widths the config names (decision 086). Prints a table of medians and exits 1
// when a page breaks a budget.
//
//   --test-run      only what `npm test` checks: the pages marked inTestRun (simulated) and the
//                   observed widths marked testRunWidths, each in one run (a run over budget is
//                   confirmed by two more), with the config's and the page's testRunBudgets over
//                   the budgets
//   --mode M        simulated or observed only (default: both)
//   --runs N        runs per page and mode (default: the config's)
//   --page PATH     only this page (repeatable)
//   --width W       observed runs at this width only (375, 412 or 1280)
//   --json FILE     also write the medians and verdicts as JSON
//   --save DIR      also write every run's full Lighthouse report (JSON) into DIR
//   --site DIR      serve the built site in DIR (a copy of site/build/client kept for a before
//                   and after) instead of building what is stale
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, headlessShellPath } from '../../scripts/chromium.mjs';
import { signedInToken } from './account.mjs';
import { cpuSlowdownFor, measureBenchmarkIndex } from './calibrate.mjs';
import { startServer } from '../support/builtServer.mjs';
import { settingsFor } from './settings.mjs';
import { brokenBudgets, failedAudits, figures, medians, table } from './summary.mjs';

const root = new URL('../../', import.meta.url).pathname;
const config = JSON.parse(readFileSync(new URL('./lighthouse.config.json', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    'test-run': { type: 'boolean', default: false },
    mode: { type: 'string' },
    runs: { type: 'string' },
    page: { type: 'string', multiple: true },
    width: { type: 'string' },
    json: { type: 'string' },
    save: { type: 'string' },
    site: { type: 'string' },
  },
});
const testRun = args['test-run'];
const modes = args.mode ? [args.mode] : ['simulated', 'observed'];
if (!modes.every((mode) => mode === 'simulated' || mode === 'observed')) {
  throw new Error(`--mode is simulated or observed, not ${args.mode}.`);
}
const pages = config.pages.filter((page) => !args.page || args.page.includes(page.path));

/**
 * What to measure, in order: per page, the simulated runs (the mobile preset's phone), then each
 * observed width. In a test run each is run once: a run over budget is confirmed by two more
 * before it counts (see `measureAll`), so a run within budget is not repeated (decision 093).
 */
function plan() {
  const list = [];
  for (const page of pages) {
    if (modes.includes('simulated') && (!testRun || page.inTestRun)) {
      const budgets = {
        ...config.budgets,
        ...page.budgets,
        ...(testRun ? { ...config.testRunBudgets, ...page.testRunBudgets } : {}),
      };
      const runs = testRun ? 1 : config.runs;
      list.push({ page, mode: 'simulated', width: 412, runs, budgets });
    }
    if (!modes.includes('observed')) continue;
    const observed = { ...config.observed, ...page.observed };
    const widths = testRun ? observed.testRunWidths : observed.widths;
    for (const width of widths.filter((w) => !args.width || w === Number(args.width))) {
      const { afterLoadMs, budgets } = observed;
      const runs = testRun ? 1 : observed.runs;
      list.push({ page, mode: 'observed', width, runs, afterLoadMs, budgets });
    }
  }
  if (args.runs) for (const item of list) item.runs = Number(args.runs);
  return list;
}
const measurements = plan();
if (measurements.length === 0)
  throw new Error(`Nothing to measure for ${args.page ?? 'the pages'}.`);
const CONFIRMING_RUNS = 3;

/** The newest modification time of any file under the given folders. */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.filter((path) => existsSync(path)).forEach(visit);
  return latest;
}

function buildIfStale() {
  const outputs = ['site/build/client/index.html', 'packages/api/dist/main.js'].map((p) =>
    join(root, p),
  );
  const sources = ['site/app', 'site/public', 'packages/ui/src', 'packages/contract/src'];
  const stale =
    outputs.some((output) => !existsSync(output)) ||
    newest(sources.map((p) => join(root, p))) >
      Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  if (stale) {
    console.log('The build is missing or older than its sources: npm run build...');
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
}

// Chromium's headless shell: the same Blink and V8 without the desktop browser, whose own pages
// (the address bar's suggestion popup, drawn in a renderer of its own) otherwise load beside the
// page on the same cores and go into its timings (decision 080).
const chromiumPath = headlessShellPath();
if (!chromiumPath) {
  console.error(
    'No Chromium: set CHROMIUM_HEADLESS_SHELL_PATH or apt-get install chromium-headless-shell.',
  );
  process.exit(1);
}

if (!args.site) buildIfStale();
const server = await startServer('lighthouse', args.site ? { siteDir: args.site } : {});
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', ...chromiumArgs],
});

/**
 * One Lighthouse run in a fresh tab. A run whose trace Chromium failed to record (NO_NAVSTART,
 * seen now and then on a busy machine) says nothing about the page: it is run again, twice at
 * most; any other runtime error stops the measurement.
 */
async function measure(url, settings, token) {
  for (let attempt = 1; ; attempt++) {
    const tab = await browser.newPage();
    // Lighthouse clears caches but not localStorage between runs: each document starts with
    // the token its page is measured with (signed in), or with none (a new visitor).
    // (about:blank has no storage: the try keeps it quiet there.)
    await tab.evaluateOnNewDocument(
      token
        ? `try{localStorage.setItem('token',${JSON.stringify(token)})}catch(e){}`
        : `try{localStorage.removeItem('token')}catch(e){}`,
    );
    const result = await lighthouse(url, settings, undefined, tab);
    await tab.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (error.code !== 'NO_NAVSTART' || attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`${url}: Chromium recorded no trace (${error.code}); running again.`);
  }
}

/**
 * Runs one measurement `runs` times and takes the medians. Fewer runs than three that break a
 * budget are not trusted alone (a busy moment on a shared machine): runs are added up to three
 * and the medians of all of them decide.
 */
async function measureAll({ page, mode, width, runs, afterLoadMs, budgets }, token) {
  const url = server.origin + page.path;
  // Measured before each page, so that a busy moment slows the emulated phone no further.
  const benchmarkIndex = await measureBenchmarkIndex(browser);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const settings = settingsFor({ mode, width, cpuSlowdown, afterLoadMs });
  const perRun = [];
  let lastFailures = [];
  const runOnce = async () => {
    const result = await measure(url, settings, page.signedIn ? token : undefined);
    perRun.push(figures(result.lhr));
    if (args.save) {
      mkdirSync(args.save, { recursive: true });
      const name = `${page.family}-${mode}-${width}-${perRun.length}.json`;
      writeFileSync(join(args.save, name), JSON.stringify(result.lhr));
    }
    lastFailures = failedAudits(result.lhr);
  };
  while (perRun.length < runs) await runOnce();
  let m = medians(perRun);
  let broken = brokenBudgets(m, budgets);
  if (broken.length && perRun.length < CONFIRMING_RUNS) {
    console.log(`${page.path} (${mode} ${width} px): ${broken.join('; ')}; measuring again.`);
    while (perRun.length < CONFIRMING_RUNS) await runOnce();
    m = medians(perRun);
    broken = brokenBudgets(m, budgets);
  }
  const host = { benchmarkIndex, cpuSlowdown };
  const failures = broken.length ? lastFailures : [];
  const { family, path } = page;
  return {
    family,
    path,
    mode,
    width,
    runs: perRun.length,
    host,
    m,
    broken,
    failedAudits: failures,
  };
}

const results = [];
try {
  // Pages marked signedIn are measured as a signed-in visitor sees them (decision 054).
  const signedIn = measurements.some(({ page }) => page.signedIn);
  const token = signedIn ? await signedInToken(server) : undefined;
  for (const measurement of measurements) {
    const result = await measureAll(measurement, token);
    results.push(result);
    const { path, mode, width, broken, host } = result;
    const verdict = broken.length ? `BUDGET BROKEN: ${broken.join('; ')}` : 'ok';
    console.log(
      `${path} (${mode} ${width} px): ${verdict} (host BenchmarkIndex ${host.benchmarkIndex}, CPU ${host.cpuSlowdown}x)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  '\nLighthouse, mobile preset (CPU slowdown calibrated to the host); medians of the runs:\n',
);
console.log(table(results));
const failures = results.filter((r) => r.broken.length);
for (const r of failures) {
  console.log(`\n${r.path} (${r.mode} ${r.width} px) breaks: ${r.broken.join('; ')}`);
  for (const audit of r.failedAudits) console.log(`  - ${audit}`);
}
if (args.json) {
  const { budgets, observed } = config;
  const json = { budgets, observedBudgets: observed.budgets, pages: results };
  writeFileSync(args.json, JSON.stringify(json, null, 2));
}
const passed = results.length - failures.length;
console.log(`\n${passed} of ${results.length} measurements within budget.`);
process.exitCode = failures.length ? 1 : 0;
