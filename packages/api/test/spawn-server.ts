import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { startServer, type BuiltServer } from '../../../tests/support/builtServer.mjs';

// The process suites' built server: the one launcher every test of the built server uses
// (tests/support/builtServer.mjs), with the API tests' habits around it: the build checked first,
// the server's output kept rather than printed, and written to the run's log folder at its exit so
// that the log scan reads it too.

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const contractDir = fileURLToPath(new URL('../../contract', import.meta.url));

function newestSource(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/** A build older than the source would test old code: that stops the suite instead. */
function checkBuild() {
  const entry = join(apiDir, 'dist', 'main.js');
  const contract = join(contractDir, 'dist', 'index.js');
  const stale =
    !existsSync(entry) ||
    !existsSync(contract) ||
    statSync(entry).mtimeMs < newestSource(join(apiDir, 'src')) ||
    statSync(contract).mtimeMs < newestSource(join(contractDir, 'src'));
  if (stale) {
    throw new Error(
      'The built server is missing or older than its source: run ' +
        '`npm run build -w @corvane/contract -w @corvane/api` (npm test builds first).',
    );
  }
}

export type ServerProcess = BuiltServer;

function start({ DATA_DIR, ...env }: Record<string, string>, prefix: string[] = []) {
  checkBuild();
  return startServer('api', {
    dataDir: DATA_DIR,
    env: { LOG_LEVEL: 'info', ...env },
    prefix,
    echo: false,
  });
}

/**
 * The built server as `npm start` runs it, on a free loopback port, its data in `env.DATA_DIR`.
 * `prefix` wraps the command (e.g. in `unshare`).
 */
export async function spawnServer(
  env: Record<string, string>,
  prefix: string[] = [],
): Promise<ServerProcess> {
  const server = await start(env, prefix);
  void server.exited.then(() => {
    const logDir = inject('logDir');
    if (logDir) writeFileSync(join(logDir, `process-${server.child.pid}.log`), server.output());
  });
  return server;
}

/** Starts the server and expects it to refuse: resolves with its exit code and output. */
export async function spawnFailingServer(env: Record<string, string>) {
  try {
    const server = await start(env);
    await server.stop();
    throw new Error('The server started, though it should have refused to.');
  } catch (error) {
    const { exitCode, output } = error as { exitCode?: number | null; output?: string };
    if (output === undefined) throw error;
    return { code: exitCode ?? null, output };
  }
}

export const postJson = (url: string, body: unknown, init: RequestInit = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
