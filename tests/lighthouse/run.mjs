#!/usr/bin/env node
// `npm run lighthouse`: builds what is stale, starts the built server on a free loopback port and
// runs Lighthouse (mobile preset, simulated throttling) on one page of every family, several
// times each. Prints a table of medians and exits 1 when a page breaks a budget.
//
//   --test-run      only the pages marked inTestRun (what `npm test` checks)
//   --runs N        runs per page (default: the config's)
//   --page PATH     only this page (repeatable)
//   --json FILE     also write the medians and verdicts as JSON
//   --save DIR      also write every run's full Lighthouse report (JSON) into DIR
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath as locateChromium } from '../../scripts/chromium.mjs';
import { signedInToken } from './account.mjs';
import { cpuSlowdownFor, measureBenchmarkIndex } from './calibrate.mjs';
import { startServer } from '../support/builtServer.mjs';
import { brokenBudgets, failedAudits, figures, medians, table } from './summary.mjs';

const root = new URL('../../', import.meta.url).pathname;
const config = JSON.parse(readFileSync(new URL('./lighthouse.config.json', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    'test-run': { type: 'boolean', default: false },
    runs: { type: 'string' },
    page: { type: 'string', multiple: true },
    json: { type: 'string' },
    save: { type: 'string' },
  },
});
const runs = Number(args.runs ?? config.runs);
const pages = config.pages.filter(
  (page) => (!args['test-run'] || page.inTestRun) && (!args.page || args.page.includes(page.path)),
);
if (pages.length === 0) throw new Error(`No page matches ${args.page}.`);

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

const chromiumPath = locateChromium();
if (!chromiumPath) {
  console.error('No Chromium: set CHROMIUM_PATH or apt-get install chromium.');
  process.exit(1);
}

buildIfStale();
const server = await startServer('lighthouse');
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
async function measure(url, throttling, token) {
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
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        throttling,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      tab,
    );
    await tab.close();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (error.code !== 'NO_NAVSTART' || attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`${url}: Chromium recorded no trace (${error.code}); running again.`);
  }
}

const results = [];
try {
  // Pages marked signedIn are measured as a signed-in visitor sees them (decision 054).
  const token = pages.some((page) => page.signedIn) ? await signedInToken(server) : undefined;
  for (const page of pages) {
    const url = server.origin + page.path;
    // Measured before each page, so that a busy moment slows the emulated phone no further.
    const benchmarkIndex = await measureBenchmarkIndex(browser);
    const throttling = {
      ...constants.throttling.mobileSlow4G,
      cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
    };
    const perRun = [];
    let lastFailures = [];
    for (let i = 0; i < runs; i++) {
      const result = await measure(url, throttling, page.signedIn ? token : undefined);
      perRun.push(figures(result.lhr));
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        const name = `${page.family}-${i + 1}.json`;
        writeFileSync(join(args.save, name), JSON.stringify(result.lhr));
      }
      lastFailures = failedAudits(result.lhr);
    }
    const m = medians(perRun);
    // A page's own budgets (decisions 031, 065) replace the shared ones they name.
    const broken = brokenBudgets(m, { ...config.budgets, ...page.budgets });
    const host = { benchmarkIndex, cpuSlowdown: throttling.cpuSlowdownMultiplier };
    results.push({ ...page, host, m, broken, failedAudits: broken.length ? lastFailures : [] });
    const verdict = broken.length ? `BUDGET BROKEN: ${broken.join('; ')}` : 'ok';
    console.log(
      `${page.path}: ${verdict} (host BenchmarkIndex ${benchmarkIndex}, CPU ${host.cpuSlowdown}x)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(
  `\nLighthouse ${runs}x per page, mobile preset (CPU slowdown calibrated to the host), medians:\n`,
);
console.log(table(results));
const failures = results.filter((r) => r.broken.length);
for (const r of failures) {
  console.log(`\n${r.path} breaks: ${r.broken.join('; ')}`);
  for (const audit of r.failedAudits) console.log(`  - ${audit}`);
}
if (args.json) {
  const budgets = config.budgets;
  writeFileSync(args.json, JSON.stringify({ runs, budgets, pages: results }, null, 2));
}
console.log(`\n${results.length - failures.length} of ${results.length} pages within budget.`);
process.exitCode = failures.length ? 1 : 0;
