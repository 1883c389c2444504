import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { shortLivedNodeArgs } from './node-args';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const contractDir = fileURLToPath(new URL('../../contract', import.meta.url));

function newestSource(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/**
 * The built server (it starts in a fraction of tsx's time, which matters when a suite starts
 * a dozen). A build older than the source would test old code: that stops the suite instead.
 */
function builtServer(): string {
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
  return entry;
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** The built server's process on a free loopback port, its output piped; `prefix` wraps it. */
function startBuiltServer(env: Record<string, string>, prefix: string[] = []) {
  const command = [...prefix, process.execPath, ...shortLivedNodeArgs, builtServer()];
  return spawn(command[0]!, command.slice(1), {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The server as `npm start` runs it (V8 at its baseline WebAssembly compiler, node-args.ts), on a
 * free loopback port. `prefix` wraps the command (e.g. in `unshare`). Its output goes to the
 * run's log folder when it exits, so the log scan reads it too.
 */
export function spawnServer(
  env: Record<string, string>,
  prefix: string[] = [],
): Promise<ServerProcess> {
  const child = startBuiltServer(env, prefix);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => {
    const logDir = inject('logDir');
    if (logDir) writeFileSync(join(logDir, `process-${child.pid}.log`), output);
    return code as number | null;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no address in 120 s:\n${output}`));
    }, 120_000);
    const onData = () => {
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, output: () => output, exited });
      }
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Starts the server and expects it to refuse: resolves with its exit code and output. */
export async function spawnFailingServer(env: Record<string, string>) {
  const child = startBuiltServer(env);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

export const postJson = (url: string, body: unknown, init: RequestInit = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
