// Starts the built server (packages/api/dist/main.js) serving the built site on a free loopback
// port with a throwaway embedded database, and stops it again: for the runners that need the real
// server (Lighthouse, the HTML validation, the end-to-end measurement spec).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// The embedded database's first start can take a minute on a busy 2-core machine.
async function waitForHealth(origin, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${origin}/api/health within ${timeoutMs / 1000} s.`);
}

/**
 * @param {string} name who runs it: names the temporary data directory (`corvane-NAME-…`)
 * @param {{ siteDir?: string }} [options] the built site to serve (default site/build/client)
 * @returns {Promise<{ origin: string, dataDir: string, exit: () => Promise<void>, stop: () => Promise<void> }>}
 *   `exit` stops the server (SIGTERM: it writes what it holds) and keeps its data directory, to be
 *   read; `stop` stops it and removes the directory.
 */
export async function startServer(name, { siteDir = join(root, 'site/build/client') } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `corvane-${name}-`));
  const child = spawn(process.execPath, [join(root, 'packages/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exit = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await exit();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, exit, stop };
}
