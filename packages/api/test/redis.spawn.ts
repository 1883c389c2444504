import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestCode, registration } from './helpers';
import { freePort, startPostgres, type PostgresServer } from './pg-server';
import { postJson, spawnServer, type ServerProcess } from './spawn-server';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

/** Debian's redis-server on a free loopback port, keeping nothing on disk. */
async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not run (npm test installs it as root: apt-get install redis-server): ${error.message}`,
        ),
      ),
    );
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}

describe('two API processes behind one PostgreSQL and one Redis', () => {
  let pg: PostgresServer;
  let redis: { url: string; child: ChildProcess };
  let a: ServerProcess;
  let b: ServerProcess;
  const dataA = mkdtempSync(join(tmpdir(), 'corvane-a-'));

  beforeAll(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const shared = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      JWT_SECRET: 'one-secret-for-every-process-behind-the-proxy',
    };
    // One at a time: both would run the migrations at once otherwise.
    a = await spawnServer({ ...shared, DATA_DIR: dataA });
    b = await spawnServer({ ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'corvane-b-')) });
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    redis?.child.kill('SIGTERM');
    if (redis) await once(redis.child, 'exit');
    pg?.destroy();
  });

  it('signs in through one and reads the profile through the other', async () => {
    const user = registration();
    expect((await postJson(`${a.url}/api/user/register`, user)).status).toBe(201);
    const otp = await latestCode(dataA, user.email);
    expect(
      (await postJson(`${b.url}/api/user/verify-otp`, { email: user.email, otp })).status,
    ).toBe(200);
    const login = await postJson(`${a.url}/api/user/login`, {
      email: user.email,
      password: user.password,
    });
    const { token } = (await login.json()) as { token: string };
    const profile = await fetch(`${b.url}/api/user/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe(user.email);
  });

  it('holds a rate limit reached on one process on the other', async () => {
    const email = 'shared.limit@example.com';
    // The per-email sign-in limit is 10 tries in 15 minutes: all of them through A...
    for (let i = 0; i < 10; i++) {
      const res = await postJson(`${a.url}/api/user/login`, { email, password: 'Wrong!pass1' });
      expect(res.status).toBe(401);
    }
    // ...and the 11th, through B, is refused.
    const limited = await postJson(`${b.url}/api/user/login`, { email, password: 'Wrong!pass1' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { msg: string }).msg).toMatch(/^Too many attempts/);
  });
});
