#!/usr/bin/env node
// Load benchmark (not a test): starts the built server on loopback with a temporary DATA_DIR,
// seeds a verified user, then drives GET /api/jobs/list, POST /api/user/login and
// POST /api/analytics (a page's beacon: a page view and four vitals) with 50 connections for
// ~10 s each and prints median and p99 latency and requests per second.
// Run with `npm run bench` from the repository root (it builds the server first).
// The server runs with RATE_LIMITS=off: with the limits on, login answers 429 after 30 tries.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'corvane-bench-'));

function startServer() {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function seedUser(url) {
  const user = {
    email: 'bench.user@example.com',
    retypeEmail: 'bench.user@example.com',
    password: 'Bench!mark1',
    retypePassword: 'Bench!mark1',
    firstName: 'Bench',
    lastName: 'Mark',
    countryCode: 'United Kingdom (+44)',
    PhoneNo: '7700900123',
    country: 'United Kingdom',
  };
  await postJson(`${url}/api/user/register`, user);
  // The outbox worker writes the mail just after the reply: wait for it.
  const outbox = join(dataDir, 'outbox');
  let mail;
  for (let waited = 0; !mail && waited < 10_000; waited += 50) {
    const names = existsSync(outbox) ? readdirSync(outbox).filter((n) => n.endsWith('.eml')) : [];
    if (names.length > 0) mail = readFileSync(join(outbox, names.sort().at(-1)), 'utf8');
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const otp = /code: (\d{6})/.exec(mail)[1];
  await postJson(`${url}/api/user/verify-otp`, { email: user.email, otp });
  return { email: user.email, password: user.password };
}

/** A page's beacon after consent: its page view and four vitals. */
const beacon = (path) => [
  { type: 'pageview', path, referrer: 'www.example.com', width: 'phone', language: 'en-GB' },
  { type: 'vital', path, name: 'LCP', value: 2210, rating: 'good', element: 'main h1' },
  { type: 'vital', path, name: 'FCP', value: 1180, rating: 'good' },
  { type: 'vital', path, name: 'TTFB', value: 95, rating: 'good' },
  { type: 'vital', path, name: 'CLS', value: 0.002, rating: 'good' },
];
// Twenty pages, so rows are written up to the daily cap (100,000 rows, 10,000 per page) before
// the rest are dropped: the run measures both.
const PAGES = Array.from({ length: 20 }, (_, i) => `/services/page-${i}`);

async function measure(title, options) {
  // Logins queue behind password hashing: allow slow answers rather than count them failed.
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    ...options,
  });
  const ok = result['2xx'];
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(24)} median ${String(result.latency.p50).padStart(5)} ms   p99 ${String(
      result.latency.p99,
    ).padStart(5)} ms   ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `(${ok} ok, ${failed} failed)`,
  );
  return result;
}

const { child, url } = await startServer();
try {
  const user = await seedUser(url);
  console.log(
    `Corvane API on ${url}: ${CONNECTIONS} connections, ${SECONDS} s per endpoint, Node ${process.version}`,
  );
  await measure('GET /api/jobs/list', { url: `${url}/api/jobs/list` });
  // What navigator.sendBeacon sends after consent (decision 090): text/plain, answered 204.
  let sent = 0;
  await measure('POST /api/analytics', {
    url: `${url}/api/analytics`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'bench' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ events: beacon(PAGES[sent++ % PAGES.length]) }),
        }),
      },
    ],
  });
  await measure('POST /api/user/login', {
    url: `${url}/api/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
