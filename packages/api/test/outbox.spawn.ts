import { createServer, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from './cli-process';
import { applicationFields, RESUMES } from './forms';
import { registration } from './helpers';
import { header, plainText } from './mail-parts';
import { duplicates, smtpCapture, type CapturedMail } from './smtp-capture';
import { postJson, spawnServer, type ServerProcess } from './spawn-server';
import { newDataDir } from './data-dir';
import { embeddedDatabaseDir } from '../src/db/client';

vi.setConfig({ testTimeout: 240_000 });

const CAREERS = 'careers@corvane.test';
/** What the servers do in the background (attempts, mails) is waited for up to a minute. */
const BACKGROUND = { timeout: 60_000, interval: 25 };

function serverEnv(dataDir: string, smtpPort: number) {
  return {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CAREERS_MAILBOX: CAREERS,
    RATE_LIMITS: 'off',
  };
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function outboxStates(dataDir: string): Promise<Record<string, number>> {
  const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
  try {
    const { rows } = await db.query<{ state: string; count: number }>(
      'select state, count(*)::int as count from mail_outbox group by state',
    );
    return Object.fromEntries(rows.map((row) => [row.state, row.count]));
  } finally {
    await db.close();
  }
}

const contact = (i: number) => ({
  name: 'Grace Okafor',
  email: `grace.${i}@example.com`,
  subject: `Staffing request ${i}`,
  message: `We need ${i} SAP consultants from March.`,
});

async function apply(url: string, email: string): Promise<Response> {
  const { jobs } = (await (await fetch(`${url}/api/jobs/list`)).json()) as {
    jobs: { _id: string }[];
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(applicationFields(jobs[0]!._id, { email }))) {
    form.append(key, value);
  }
  form.append('resume', new Blob([RESUMES.pdf], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${url}/api/applications/submit`, { method: 'POST', body: form });
}

/** A mail server that takes connections and never greets: a sender that waited would hang. */
async function silentServer(port: number) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
}

describe('a mail server outage', () => {
  it('answers every form at once, survives a restart, and sends every mail once when SMTP returns', async () => {
    const capture = await smtpCapture();
    await capture.close();
    const dataDir = newDataDir('corvane-outage-');
    const env = serverEnv(dataDir, capture.port);
    const stopSilence = await silentServer(capture.port);
    let server = await spawnServer(env);
    const firstPort = new URL(server.url).port;

    // 4 contact messages, 3 applications, 2 sign-ups (codes) and a newsletter sign-up.
    const replies = await Promise.all([
      ...[1, 2, 3, 4].map((i) => postJson(`${server.url}/api/contact`, contact(i))),
      ...[1, 2, 3].map((i) => apply(server.url, `outage.applicant.${i}@example.com`)),
      ...[1, 2].map((i) =>
        postJson(
          `${server.url}/api/user/register`,
          registration({ email: `outage.user.${i}@example.com` }),
        ),
      ),
      postJson(`${server.url}/api/newsletter`, { email: 'outage.reader@example.com' }),
    ]);
    expect(replies.map((res) => res.ok)).toEqual(Array(10).fill(true));
    // Every answer came while the worker still waited for the server's greeting.
    expect(server.output()).not.toContain('not sent');
    const owed = replies.length;

    // The outage goes on (connections refused) while attempts back off; then a restart.
    await stopSilence();
    await expect.poll(() => server.output(), BACKGROUND).toContain('not sent (attempt 3)');
    await stop(server);
    server = await spawnServer(env);
    await expect.poll(() => server.output(), BACKGROUND).toContain('not sent');

    await capture.listen();
    const back = Date.now();
    await expect.poll(() => capture.mails.length, BACKGROUND).toBeGreaterThanOrEqual(owed);
    const drainedMs = Math.max(...capture.mails.map((mail) => mail.at)) - back;
    await stop(server);

    const states = await outboxStates(dataDir);
    const recipients = capture.mails.map((mail) => mail.to.join()).sort();
    console.log(
      `Outage: mails owed ${owed}, sent ${capture.mails.length}, duplicates ` +
        `${duplicates(capture.mails).length}, all sent ${(drainedMs / 1000).toFixed(1)} s after ` +
        `SMTP returned; outbox ${JSON.stringify(states)}`,
    );
    expect(capture.mails).toHaveLength(owed);
    expect(duplicates(capture.mails)).toEqual([]);
    expect(states).toEqual({ sent: owed });
    expect(recipients).toEqual(
      [
        ...Array(7).fill(CAREERS),
        'outage.reader@example.com',
        'outage.user.1@example.com',
        'outage.user.2@example.com',
      ].sort(),
    );
    expect(drainedMs).toBeLessThan(60_000);
    // With no PUBLIC_SITE_URL, links point at what the server itself serves.
    const newsletter = capture.mails.find((mail) => mail.to.includes('outage.reader@example.com'));
    expect(plainText(newsletter!.raw)).toContain(
      `http://localhost:${firstPort}/newsletter/confirm?token=`,
    );
  });
});

describe('kill -9 while the mail server is accepting a mail', () => {
  it('loses none, sends none twice, and lists the one it cannot be sure of', async () => {
    const dataDir = newDataDir('corvane-kill-');
    let server: ServerProcess | undefined;
    let held: CapturedMail | undefined;
    // The third mail is in (final dot received) when the sender is killed, before the 250.
    const capture = await smtpCapture(async (mail) => {
      if (capture.mails.length !== 3) return;
      held = mail;
      server!.child.kill('SIGKILL');
      await server!.exited;
    });
    const env = serverEnv(dataDir, capture.port);
    server = await spawnServer(env);

    const acknowledged: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        try {
          const res = await postJson(`${server!.url}/api/contact`, contact(i));
          if (res.ok) acknowledged.push(`Website message: Staffing request ${i}`);
        } catch {
          // Cut by the kill: no promise was made.
        }
      }),
    );
    await server.exited;
    expect(held).toBeDefined();

    server = await spawnServer(env);
    const subjects = () => capture.mails.map((mail) => header(mail.raw, 'Subject'));
    const missing = () => acknowledged.filter((subject) => !subjects().includes(subject));
    await expect.poll(missing, BACKGROUND).toEqual([]);
    await stop(server);

    const states = await outboxStates(dataDir);
    console.log(
      `kill -9: messages acknowledged ${acknowledged.length}, mails arrived ` +
        `${capture.mails.length}, duplicates ${duplicates(capture.mails).length}; ` +
        `outbox ${JSON.stringify(states)}`,
    );
    expect(duplicates(capture.mails)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    // The held mail arrived once and was not sent again: it waits, visible, for a person.
    expect(states.unconfirmed).toBe(1);
    expect(states.sent).toBe(capture.mails.length - 1);

    const cli = (...args: string[]) => runCli('outbox', args, { DATA_DIR: dataDir });
    const { stdout: list } = await cli('list');
    const id = /^(\d+) {2}UNCONFIRMED: may have arrived {2}contact to careers@corvane\.test/m.exec(
      list,
    )?.[1];
    expect(id, list).toBeDefined();
    expect(list).toContain(`${states.sent} sent in the last 7 days.`);
    // With the server stopped, the command says when the mail will go.
    expect((await cli('retry', id!)).stdout).toBe(
      `Mail ${id} will be sent again.\n` +
        'No server is running: the mail goes out when it starts (npm start).\n',
    );
    expect(await outboxStates(dataDir)).toEqual({ sent: states.sent, pending: 1 });
    await capture.close();
  });
});
