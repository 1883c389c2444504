import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page, Request } from '@playwright/test';

// What the measurement tests (analytics.spec.ts, decision 090) share: the beacons a page sends,
// a server of their own whose database the report CLI can read once it stops, and that report.

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics';

/** The measurement code itself (web-vitals and the beacon), loaded only after consent. */
export const isMeasureScript = (url: string) => /\/assets\/measure-[\w-]+\.js$/.test(url);

export interface SentEvent {
  type: 'pageview' | 'vital';
  path: string;
  name?: string;
  element?: string;
}

/**
 * Makes the page hidden, or visible again, as switching tabs does: the headless browser never
 * hides a page by itself, and a beacon sent while a page unloads reaches the server but is not
 * reported to the test. web-vitals and the batcher read the same state and event as for a tab
 * switch.
 */
export async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      value: hide ? 'hidden' : 'visible',
      configurable: true,
    });
    Object.defineProperty(document, 'hidden', { value: hide, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** Every beacon the page sends from now on, and every script it loads (call before navigating). */
export function watchMeasurement(page: Page) {
  const beacons: SentEvent[][] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) {
      beacons.push((JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events);
    } else if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { beacons, events: () => beacons.flat(), scripts };
}

/**
 * Resolves once the page has loaded the measurement code (from the network or its cache) and
 * the browser has been idle since, so the module has run and observes the page.
 */
export async function measurementLoaded(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/measure-/.test(entry.name)),
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

export interface OwnServer {
  origin: string;
  /** Stops the server (SIGTERM: it writes what its queue holds) and answers its data folder. */
  stop(): Promise<string>;
  remove(): void;
}

/** The built server on a free loopback port with a new embedded database. */
export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'corvane-analytics-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'packages/api/dist/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  child.stdout!.resume();
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    return dataDir;
  };
  return { origin, stop, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** `npm run analytics -- report ARGS` on a stopped server's data folder: its standard output. */
export async function analyticsReport(dataDir: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'analytics', '--', 'report', ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  return stdout;
}
