// The Next.js consumer: the App Router app in next-app/, built with `next build` and served with
// `next start` on a free loopback port. Telemetry is off, so the only network the app uses is
// the npm registry during its install.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, exec } from './harness';

export const nextTemplate = fileURLToPath(new URL('./next-app', import.meta.url));

/** The Next.js version the app installs: pinned so a run installs from the npm cache. */
export const NEXT_VERSION = '16.4.6';

const nextEnv = { NEXT_TELEMETRY_DISABLED: '1' };
const nextBin = (dir: string) => join(dir, 'node_modules/next/dist/bin/next');

/** `next build` (production); resolves with what it printed and how long it took, in seconds. */
export async function buildNext(dir: string) {
  const started = performance.now();
  const output = await exec(process.execPath, [nextBin(dir), 'build'], dir, {
    ...nextEnv,
    NODE_ENV: 'production',
  });
  return { output, seconds: (performance.now() - started) / 1000 };
}

/** A port nothing listens on at the moment of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * `next start` on 127.0.0.1 and a free port; resolves once it answers. `stop()` ends the
 * server's process group (`next start` may run its server in a child) and waits for it.
 */
export async function startNext(dir: string, timeoutMs = 30_000) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [nextBin(dir), 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: dir, env: childEnv({ ...nextEnv, NODE_ENV: 'production' }), detached: true },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited ${child.exitCode}\n${log}`);
    const ok = await fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { origin, stop, log: () => log };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start did not answer on ${origin} within ${timeoutMs} ms\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
