// The one launcher of the built server (packages/api/dist/main.js serving the built site) for
// every test that needs it: the end-to-end suite (Playwright's webServer runs this file as a
// command, below), the HTML, Lighthouse and engines runners, the end-to-end measurement spec and
// the API's process suites (packages/api/test/spawn-server.ts). On loopback only, with a throwaway
// embedded database unless told otherwise; `stop()` ends it within 10 s.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureMail } from './mailbox.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const apiDir = join(root, 'packages/api');

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

// The embedded database's first start takes seconds alone, and minutes on a 2-core machine
// loaded many times over.
async function waitForHealth(origin, exitCode, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode() !== null) return `it exited with code ${exitCode()}`;
    const answered = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `it did not answer ${origin}/api/health within ${timeoutMs / 1000} s`;
}

/**
 * Starts the built server and resolves once it answers /api/health.
 * @param {string} name who runs it: names the temporary data folder (`corvane-NAME-…`)
 * @param {import('./builtServer.d.mts').StartOptions} [options]
 * @returns {Promise<import('./builtServer.d.mts').BuiltServer>}
 */
export async function startServer(name, options = {}) {
  const { siteDir = join(root, 'site/build/client'), env = {}, prefix = [], echo = true } = options;
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `corvane-${name}-`));
  mkdirSync(dataDir, { recursive: true });
  const mail = options.mailbox ? await captureMail(options.mailbox) : undefined;
  const command = [...prefix, process.execPath, join(apiDir, 'dist/main.js')];
  const child = spawn(command[0], command.slice(1), {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SITE_DIR: siteDir,
      ...(mail ? { SMTP_URL: mail.url } : {}),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => {
      output += chunk;
      if (echo) to.write(chunk);
    });
  }
  const exited = once(child, 'exit').then(async ([code]) => {
    await mail?.close();
    return code;
  });
  const exit = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await exited;
  };
  const stop = async () => {
    await exit();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const failed = await waitForHealth(origin, () => child.exitCode);
  if (failed) {
    await stop();
    throw Object.assign(new Error(`The built server did not start: ${failed}.\n${output}`), {
      exitCode: child.exitCode,
      output,
    });
  }
  return { origin, url: origin, dataDir, child, output: () => output, exited, exit, stop };
}

// As a command (Playwright's webServer): the server on PORT with DATA_DIR, its mail captured into
// E2E_MAILBOX, the rest of the environment passed on; it stops on SIGTERM or SIGINT and exits
// with the server.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { PORT, DATA_DIR, E2E_MAILBOX } = process.env;
  const server = await startServer('e2e', {
    port: PORT ? Number(PORT) : undefined,
    dataDir: DATA_DIR,
    mailbox: E2E_MAILBOX,
  });
  console.log(`The built server answers at ${server.origin}.`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void server.exit());
  process.exitCode = (await server.exited) ?? 0;
}
