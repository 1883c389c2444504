#!/usr/bin/env node
// `npm run test:engines`: the site in WebKit (WebKitGTK, Safari's engine) and Firefox ESR through
// WebdriverIO (decision 106). Starts the built server on a free loopback port; for each engine
// starts the browser, runs every check of checks.mjs (every page of the sitemap, then five
// journeys), prints one line a check (`✓`/`✗ <engine> › <check>: <error>`) and stops what it
// started, also on failure, SIGINT and SIGTERM. Exits 1 if any check failed.
//
//   --json FILE      also write { checks: [{ engine, name, passed, error?, seconds? }],
//                    seconds: { webkit?, firefox? } } (seconds: each check's, each engine's)
//   --engine NAME    webkit or firefox (repeatable; default both)
//   --check TEXT     only the checks whose name contains TEXT (repeatable)
import './quietWebdriver.mjs';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../support/builtServer.mjs';
import { engineChecks, sitemapPaths } from './checks.mjs';
import { startCollectorProxy } from './collectorProxy.mjs';
import { expectCollectorHears } from './engine.mjs';
import { startFirefox } from './firefox.mjs';
import { ProcessGroup } from './processes.mjs';
import { startWebKit } from './webkit.mjs';

const root = new URL('../../', import.meta.url).pathname;
const siteDir = join(root, 'site/build/client');

/** Each engine: how it starts, and whether its pages need the collector proxy in front. */
const ENGINES = {
  webkit: { label: 'WebKit', start: startWebKit, throughProxy: true },
  firefox: { label: 'Firefox', start: startFirefox, throughProxy: false },
};

/** A browser's cold start on a busy machine, and the longest check (the hero's ~25 s). */
const START_TIMEOUT_MS = 150_000;
const CHECK_TIMEOUT_MS = 90_000;
/** Closing a session; past it the browser's processes are stopped anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    engine: { type: 'string', multiple: true },
    check: { type: 'string', multiple: true },
  },
});
const chosen = args.engine ?? Object.keys(ENGINES);
for (const name of chosen)
  if (!ENGINES[name]) {
    console.error(`Unknown engine "${name}": ${Object.keys(ENGINES).join(' or ')}.`);
    process.exit(2);
  }
for (const [file, what] of [
  [join(siteDir, 'sitemap.xml'), 'built site'],
  [join(root, 'packages/api/dist/main.js'), 'built server'],
]) {
  if (!existsSync(file)) {
    console.error(`No ${what} (${relative(root, file)}): run npm run build first.`);
    process.exit(1);
  }
}

const checks = engineChecks(
  sitemapPaths(readFileSync(join(siteDir, 'sitemap.xml'), 'utf8')),
).filter((check) => !args.check || args.check.some((text) => check.name.includes(text)));
if (checks.length === 0) {
  console.error(`No check's name contains ${args.check.map((text) => `"${text}"`).join(' or ')}.`);
  process.exit(2);
}
const report = { checks: [], seconds: {} };
const processes = new ProcessGroup();
let server;
let proxy;

/** The signal that stopped the run, if one did: then a check that fails failed for that. */
let stoppedBy;

function record(engine, name, failure, seconds) {
  const error = failure !== undefined && stoppedBy ? `the run was stopped (${stoppedBy})` : failure;
  const timed = seconds === undefined ? {} : { seconds: Math.round(seconds * 10) / 10 };
  report.checks.push(
    error === undefined
      ? { engine, name, passed: true, ...timed }
      : { engine, name, passed: false, error, ...timed },
  );
  console.log(error === undefined ? `✓ ${engine} › ${name}` : `✗ ${engine} › ${name}: ${error}`);
}

function withTimeout(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const oneLine = (error) => String(error?.message ?? error).split('\n')[0];

/** Every check not yet recorded for the engine fails with `why`: the count stays the same. */
function failTheRest(name, why) {
  const done = new Set(report.checks.filter((check) => check.engine === name).map((c) => c.name));
  for (const check of checks) if (!done.has(check.name)) record(name, check.name, why);
}

/** Starts the engine and checks that its pages' errors are heard. */
async function startEngine(name, site) {
  const engine = await ENGINES[name].start(processes);
  await expectCollectorHears(engine, site.origin);
  return engine;
}

/** Starts one engine, runs every check in it, and closes it. */
async function runEngine(name, site) {
  const { label } = ENGINES[name];
  let engine;
  try {
    engine = await withTimeout(startEngine(name, site), START_TIMEOUT_MS, `starting ${label}`);
  } catch (error) {
    failTheRest(name, `${label} did not start: ${oneLine(error)}`);
    return;
  }
  console.log(`${label}: ${engine.version}`);
  for (const check of checks) {
    if (stoppedBy) return;
    const started = Date.now();
    const seconds = () => (Date.now() - started) / 1000;
    try {
      await withTimeout(check.run(engine, site), CHECK_TIMEOUT_MS, 'the check');
      record(name, check.name, undefined, seconds());
    } catch (error) {
      record(name, check.name, oneLine(error), seconds());
    }
  }
  await withTimeout(engine.close(), CLOSE_TIMEOUT_MS, `closing ${label}`).catch(() => undefined);
}

let stopping;
/** Stops every process, the proxy and the server; once, however often it is asked. */
function stopEverything() {
  stopping ??= (async () => {
    await processes.close();
    await proxy?.close();
    await server?.stop();
  })();
  return stopping;
}

function writeReport() {
  if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    stoppedBy = signal;
    console.log(`\n${signal}: stopping the browsers and the server`);
    setTimeout(() => process.exit(1), 30_000).unref();
    await stopEverything();
    for (const name of chosen) failTheRest(name, `the run was stopped (${signal})`);
    writeReport();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

try {
  server = await startServer('engines');
  for (const name of chosen) {
    if (stoppedBy) break;
    const started = Date.now();
    const site = { origin: server.origin, dataDir: server.dataDir };
    if (ENGINES[name].throughProxy) {
      proxy = await startCollectorProxy(server.origin);
      site.origin = proxy.origin;
    }
    await runEngine(name, site);
    await processes.stopAll();
    await proxy?.close();
    proxy = undefined;
    report.seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  }
} catch (error) {
  // The server, the proxy or a browser process would not start or stop.
  for (const name of chosen)
    failTheRest(name, `the run stopped before this check: ${oneLine(error)}`);
} finally {
  await stopEverything();
}

writeReport();
const failed = report.checks.filter((check) => !check.passed).length;
const times = Object.entries(report.seconds)
  .map(([name, seconds]) => `${ENGINES[name].label} ${seconds} s`)
  .join(', ');
console.log(
  `\n${report.checks.length - failed} of ${report.checks.length} engine checks passed${times ? ` (${times})` : ''}.`,
);
process.exitCode = failed ? 1 : 0;
