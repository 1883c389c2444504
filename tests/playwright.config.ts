import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../scripts/chromium.mjs';
import type { BackendKind } from './e2e/support/backends';
import { DESKTOP } from './support/viewports.mjs';

const executablePath = headlessShellPath();
// Workers load this file again: the folders are made once and reach them through the env. The
// process that made the data folder removes it as it exits, after the server has stopped.
const dataDir = process.env.E2E_DATA_DIR ?? newDataDir();
function newDataDir() {
  const dir = (process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'corvane-e2e-')));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const mailbox = (process.env.E2E_MAILBOX ??= join(dataDir, 'mailbox'));
/** A loopback port free now (chosen once: workers read it from the env). */
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
  ])
    .toString()
    .trim();
// The built server's port: E2E_PORT, else a free one, so that a server already on a fixed port
// (a developer's, another run's) is never mistaken for the suite's.
const port = Number((process.env.E2E_PORT ??= freePort()));
// The origin cross-origin.spec.ts serves its own build of the site from, allowed by the API's
// CORS_ORIGIN (the server must know it before it starts).
const crossOriginPort = (process.env.E2E_CROSS_ORIGIN_PORT ??= freePort());
const desktop = { ...devices['Desktop Chrome'], viewport: DESKTOP };
// No host name resolves but loopback's: nothing a test opens leaves the machine (a link to another
// site ends at the browser's error page; a spec that needs an answer from one routes it). And
// with no request routing, a page's scripts come from the HTTP cache on its next load.
const offline = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

export default defineConfig<object, { backendKind: BackendKind }>({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...chromiumArgs, offline],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['spec7-*.spec.ts', 'cross-origin.spec.ts'],
      use: desktop,
    },
    // The journeys again, against a minimal backend written from spec section 7 alone (decision
    // 057): each worker starts its own on loopback, serving the same built site.
    {
      name: 'spec-7',
      testMatch: ['journeys.spec.ts', 'spec7-*.spec.ts'],
      use: { ...desktop, backendKind: 'spec-7' },
    },
    // The site built for an API on another origin (VITE_API_BASE_URL, CORS_ORIGIN).
    { name: 'cross-origin', testMatch: 'cross-origin.spec.ts', use: desktop },
  ],
  // The built server serving the built site, on loopback, with a throwaway data folder, its mail
  // caught by a loopback SMTP server for the tests to read (support/builtServer.mjs, run as a
  // command).
  webServer: {
    command: 'node support/builtServer.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // The launcher's own limit (the embedded database's first start on a loaded machine).
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: join(dataDir, 'server'),
      E2E_MAILBOX: mailbox,
      // Each test may speak for its own client address (X-Forwarded-For, see e2e/support), so
      // the per-IP rate limits stay on without one test's sign-ups using up another's.
      TRUST_PROXY: 'on',
      CORS_ORIGIN: `http://127.0.0.1:${crossOriginPort}`,
    },
  },
});
