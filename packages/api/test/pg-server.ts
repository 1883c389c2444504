// A throwaway PostgreSQL server on loopback, run as the postgres user when the tests run as root
// (initdb refuses root). Used by the api-postgres project's global setup and by the suites that
// stop and restart a server under the API (faults, durability).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBin(name: string): string {
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, name));
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((version) => join('/usr/lib/postgresql', version, 'bin', name))
    : [];
  const found = [...onPath, ...debian].find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `PostgreSQL's ${name} was not found (PATH or /usr/lib/postgresql/*/bin): the PostgreSQL ` +
        'tests need it. Debian/Ubuntu: apt-get install -y postgresql (npm test installs it as root).',
    );
  }
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PostgresServer {
  /** postgres://app@127.0.0.1:PORT/postgres */
  url: string;
  /** Stops the server at once, as a crash or an outage would ("immediate" shutdown). */
  stop(): void;
  start(): void;
  /** Stops it if running and deletes its files. */
  destroy(): void;
}

export async function startPostgres(
  options: { durable?: boolean; maxConnections?: number } = {},
): Promise<PostgresServer> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'corvane-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (bin: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, {
      stdio: 'pipe',
      timeout: 60_000,
    });

  const port = await freePort();
  // fsync stays on for durability tests; elsewhere it is off for speed.
  run(initdb, [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'app',
    ...(options.durable ? [] : ['--no-sync']),
  ]);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c fsync=${options.durable ? 'on' : 'off'}`,
    `-c max_connections=${options.maxConnections ?? 100}`,
  ].join(' ');
  let running = false;
  const start = () => {
    run(pgCtl, ['-D', dataDir, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '60', 'start']);
    running = true;
  };
  const stop = () => {
    run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    running = false;
  };
  start();
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        if (running) stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
