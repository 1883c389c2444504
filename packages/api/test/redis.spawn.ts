import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeIn } from '../../../tests/support/mailbox.mjs';
import { registration } from './helpers';
import { header } from './mail-parts';
import { freePort, startPostgres, type PostgresServer } from './pg-server';
import { duplicates, smtpCapture, type SmtpCapture } from './smtp-capture';
import { postJson, spawnServer, type ServerProcess } from './spawn-server';
import { newScratchDir } from './data-dir';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

/** Mail sent in the background is waited for up to a minute. */
const BACKGROUND = { timeout: 60_000, interval: 25 };

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
  let smtp: SmtpCapture;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    [pg, redis, smtp] = await Promise.all([startPostgres(), startRedis(), smtpCapture()]);
    const shared = {
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      JWT_SECRET: 'one-secret-for-every-process-behind-the-proxy',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // Each contact message below speaks for its own client, so per-IP limits stay on.
      TRUST_PROXY: 'on',
    };
    // One at a time: both would run the migrations at once otherwise.
    a = await spawnServer({ ...shared, DATA_DIR: newScratchDir('corvane-a-') });
    b = await spawnServer({ ...shared, DATA_DIR: newScratchDir('corvane-b-') });
  });
  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill('SIGTERM');
      await server?.exited;
    }
    redis?.child.kill('SIGTERM');
    if (redis) await once(redis.child, 'exit');
    await smtp?.close();
    pg?.destroy();
  });

  it('signs in through one and reads the profile through the other', async () => {
    const user = registration();
    expect((await postJson(`${a.url}/api/user/register`, user)).status).toBe(201);
    await expect
      .poll(() => smtp.mails.flatMap((mail) => mail.to), BACKGROUND)
      .toContain(user.email);
    const code = smtp.mails.find((mail) => mail.to.includes(user.email))!;
    const otp = codeIn(header(code.raw, 'Subject') ?? '', 'verify');
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

  it('sends each mail owed through either process exactly once', async () => {
    // Owed while the mail server is away, so both processes find the whole backlog due at once.
    await smtp.close();
    const owed = 40;
    const replies = await Promise.all(
      Array.from({ length: owed }, (_, i) =>
        postJson(
          `${(i % 2 ? a : b).url}/api/contact`,
          {
            name: 'Grace Okafor',
            email: `grace.${i}@example.com`,
            subject: `Two processes ${i}`,
            message: 'One mail each, from whichever process takes it.',
          },
          { headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i}` } },
        ),
      ),
    );
    expect(replies.map((res) => res.status)).toEqual(Array(owed).fill(201));
    const before = smtp.mails.length;
    await smtp.listen();
    const ours = () => smtp.mails.slice(before);
    await expect.poll(() => ours().length, BACKGROUND).toBeGreaterThanOrEqual(owed);
    // Long enough for a second copy to show, if either process sent one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const sentBy = (server: ServerProcess) =>
      (server.output().match(/\(contact\) to careers@corvane\.com sent/g) ?? []).length;
    console.log(
      `Two processes: mails owed ${owed}, arrived ${ours().length}, duplicates ` +
        `${duplicates(ours()).length}; sent by A ${sentBy(a)}, by B ${sentBy(b)}`,
    );
    expect(ours()).toHaveLength(owed);
    expect(duplicates(ours())).toEqual([]);
    expect(new Set(ours().map((mail) => header(mail.raw, 'Subject'))).size).toBe(owed);
    expect(sentBy(a) + sentBy(b)).toBe(owed);
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
