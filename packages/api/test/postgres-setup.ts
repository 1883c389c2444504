// Global setup of the "api-postgres" Vitest project: a throwaway PostgreSQL server on loopback
// for the API suite, started and stopped by the run itself. Missing binaries fail the project.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

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
      `PostgreSQL's ${name} was not found (PATH or /usr/lib/postgresql/*/bin): the api-postgres ` +
        'tests need it. Debian/Ubuntu: apt-get install -y postgresql (.ci/run does this).',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export default async function setup(project: TestProject) {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  const dir = mkdtempSync(join(tmpdir(), 'corvane-pg-'));
  const dataDir = join(dir, 'data');
  // initdb refuses to run as root: run the server as the postgres user, in a folder it owns.
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
  run(initdb, ['-D', dataDir, '-A', 'trust', '-U', 'app', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(pgCtl, ['-D', dataDir, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  project.provide('databaseUrl', `postgres://app@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
