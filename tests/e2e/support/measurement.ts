import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page, Request } from '@playwright/test';

// What the measurement tests (analytics.spec.ts, decision 090) share: the beacons a page sends,
// and the report CLI run on the data folder of a server of their own once it stops
// (tests/support/builtServer.mjs).

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics';

/** The measurement code itself (web-vitals and the beacon), loaded only after consent. */
export const isMeasureScript = (url: string) => /\/assets\/measure-[\w-]+\.js$/.test(url);

export interface SentEvent {
  type: 'pageview' | 'vital';
  path: string;
  name?: string;
  value?: number;
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
  await browserIdle(page);
}

/**
 * Resolves once the page's main thread has been idle: what waited for it has run (web-vitals
 * reads a visitor's interactions then), as it has for a visitor who reads the page a moment.
 */
export async function browserIdle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
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
