import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';
import { outboxMails } from '../../../tests/support/mailbox.mjs';
import { runCli } from './cli-process';
import { header, plainText } from './mail-parts';
import { duplicates, smtpCapture } from './smtp-capture';
import { setTimeout as sleep } from 'node:timers/promises';
import { postJson, spawnServer, type ServerProcess } from './spawn-server';
import { newDataDir } from './data-dir';
import { embeddedDatabaseDir } from '../src/db/client';

// A newsletter to 200 confirmed subscribers (decision 089), sent from the command line while the
// server runs, with the mail server down, a kill -9 in the middle and a restart: each confirmed
// subscriber gets the issue exactly once, waiting and unsubscribed addresses get nothing.

vi.setConfig({ testTimeout: 300_000 });

const SITE = 'https://www.corvane.test';
const CONFIRMED = 200;
const WAITING = 10;
const LEFT = 5;
const RATE = 40; // a second: NEWSLETTER_RATE=40/1s
const SUBJECT = 'Corvane news: two hundred readers';
const ISSUE = `# ${SUBJECT}\n\nThank you for reading. Our [careers page](/careers) has new roles.\n`;

/** Runs `work` over `items`, `lanes` at a time. */
async function inLanes<T>(items: T[], lanes: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The confirmation mails in DATA_DIR/outbox, by address (mail without SMTP_URL goes there). */
function confirmationMails(dataDir: string): Map<string, string> {
  return new Map(outboxMails(dataDir).map((mail) => [header(mail, 'To')!, mail]));
}

const tokenIn = (mail: string, path: string) =>
  decodeURIComponent(new RegExp(`${SITE}${path}\\?token=(\\S+)`).exec(plainText(mail))![1]!);

async function addConfirmed(dataDir: string, emails: string[]): Promise<void> {
  const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
  try {
    await db.query(
      'insert into newsletter_subscribers (email, confirmed_at) select unnest($1::text[]), now()',
      [emails],
    );
  } finally {
    await db.close();
  }
}

async function issueStates(dataDir: string) {
  const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
  try {
    const states = await db.query<{ state: string; count: number }>(
      "select state, count(*)::int as count from mail_outbox where kind = 'newsletter-issue' group by state",
    );
    const claims = await db.query<{ at: number }>(
      "select extract(epoch from claimed_at) * 1000 as at from mail_outbox where kind = 'newsletter-issue' order by claimed_at",
    );
    return {
      states: Object.fromEntries(states.rows.map((row) => [row.state, row.count])),
      claims: claims.rows.map((row) => Number(row.at)),
    };
  } finally {
    await db.close();
  }
}

/** The most attempts that began within any one second. */
function busiestSecond(claims: number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < claims.length; i++) {
    while (claims[i]! - claims[j]! >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('a newsletter to 200 subscribers through an SMTP outage, a kill -9 and a restart', () => {
  it('reaches each confirmed subscriber exactly once, and nobody else', async () => {
    const dataDir = newDataDir('corvane-newsletter-');
    const env = { DATA_DIR: dataDir, INIT_CWD: dataDir };
    const address = (kind: string, i: number) => `${kind}.${i}@example.com`;
    const confirmed = Array.from({ length: CONFIRMED }, (_, i) => address('reader', i));
    const waiting = Array.from({ length: WAITING }, (_, i) => address('waiting', i));
    const left = Array.from({ length: LEFT }, (_, i) => address('left', i));

    // Through the site's form (mail to files): 10 addresses ask and never confirm, 5 confirm and
    // then leave. The 200 confirmed subscribers are written straight into the database (the
    // consent flow itself is newsletter.test.ts's): 200 confirmation mails would take longer
    // than the newsletter.
    let server: ServerProcess = await spawnServer({
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      PUBLIC_SITE_URL: SITE,
    });
    await inLanes([...waiting, ...left], 5, async (email) => {
      expect((await postJson(`${server.url}/api/newsletter`, { email })).status).toBe(200);
    });
    const asked = WAITING + LEFT;
    await expect
      .poll(() => confirmationMails(dataDir).size === asked, {
        timeout: 60_000,
        interval: 25,
        message: `${asked} confirmations`,
      })
      .toBe(true);
    const mails = confirmationMails(dataDir);
    for (const email of left) {
      const confirm = tokenIn(mails.get(email)!, '/newsletter/confirm');
      expect((await postJson(`${server.url}/api/newsletter/confirm`, { token: confirm })).ok).toBe(
        true,
      );
      const token = tokenIn(mails.get(email)!, '/newsletter/unsubscribe');
      const res = await postJson(`${server.url}/api/newsletter/unsubscribe`, { token });
      expect(res.status).toBe(200);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await addConfirmed(dataDir, confirmed);

    // The mail server is down. The issue is sent from the command line while the server runs,
    // and the server is killed once the first of its mails has failed.
    const capture = await smtpCapture();
    await capture.close();
    const serverEnv = {
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      PUBLIC_SITE_URL: SITE,
      SMTP_URL: `smtp://127.0.0.1:${capture.port}`,
      NEWSLETTER_RATE: `${RATE}/1s`,
    };
    server = await spawnServer(serverEnv);
    writeFileSync(join(dataDir, 'issue.md'), ISSUE);
    const firstSend = runCli('newsletter', ['send', 'issue.md'], env);
    const first = server;
    await expect
      .poll(() => /to reader\.\d+@example\.com not sent/.test(first.output()), {
        timeout: 60_000,
        interval: 25,
        message: 'a failed issue mail',
      })
      .toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    const sent1 = await firstSend;
    const cutShort = sent1.code !== 0;
    if (cutShort) {
      expect(sent1.stderr).toBe(
        'The server stopped while running "newsletter send". Run the command again once it is back.\n',
      );
    } else {
      expect(sent1.stdout).toContain(`queued for ${CONFIRMED} subscribers`);
    }

    // With the server dead (its socket left behind), the command line opens the database itself.
    const down = await runCli('newsletter', ['list'], env);
    expect(down.code, down.stderr).toBe(0);
    expect(down.stdout).toMatch(/^ {2}confirmed +200 {2}/m);
    expect(down.stdout).toMatch(/^ {2}waiting +10 {2}/m);
    expect(down.stdout).toMatch(/^ {2}unsubscribed +5 {2}/m);
    const queuedBefore = Number(
      /: sent to (\d+)$/m.exec(down.stdout)?.[1] ??
        /: \d+ of (\d+) sent, \d+ still to go$/m.exec(down.stdout)?.[1] ??
        0,
    );

    // Restarted, still without SMTP; the same command again queues only what is missing.
    server = await spawnServer(serverEnv);
    const sent2 = await runCli('newsletter', ['send', 'issue.md'], env);
    expect(sent2.code, sent2.stderr).toBe(0);
    const owedNow = CONFIRMED - queuedBefore;
    expect(sent2.stdout).toContain(
      owedNow === 0
        ? `every one of the ${CONFIRMED} confirmed subscribers has it already; nothing was sent.`
        : `queued for ${owedNow} subscribers; ${queuedBefore} of the ${CONFIRMED} confirmed had it already.`,
    );
    const second = server;
    await expect
      .poll(() => second.output().includes('not sent'), {
        timeout: 60_000,
        interval: 25,
        message: 'a failed attempt after the restart',
      })
      .toBe(true);

    // The mail server returns.
    await capture.listen();
    const back = Date.now();
    const issues = () => capture.mails.filter((mail) => header(mail.raw, 'Subject') === SUBJECT);
    await expect
      .poll(() => issues().length >= CONFIRMED, {
        timeout: 120_000,
        interval: 25,
        message: `${CONFIRMED} issue mails`,
      })
      .toBe(true);
    const drainedMs = Math.max(...issues().map((mail) => mail.at)) - back;
    await sleep(1000); // nothing more arrives

    const third = await runCli('newsletter', ['send', 'issue.md'], env);
    expect(third.stdout).toContain('has it already; nothing was sent.');

    // The one-click unsubscribe of an issue that arrived.
    const reader = issues().find((mail) => mail.to.includes(confirmed[7]!))!;
    const oneClick = new URL(header(reader.raw, 'List-Unsubscribe')!.slice(1, -1));
    const res = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const list = await runCli('newsletter', ['list'], env);
    expect(list.stdout).toMatch(/^ {2}confirmed +199 {2}/m);
    expect(list.stdout).toMatch(/^ {2}unsubscribed +6 {2}/m);
    expect(list.stdout).toMatch(new RegExp(`"${SUBJECT}": sent to ${CONFIRMED}$`, 'm'));

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await capture.close();

    const recipients = issues().map((mail) => mail.to.join());
    const { states, claims } = await issueStates(dataDir);
    const figures =
      `Newsletter: owed ${CONFIRMED}, sent ${issues().length}, duplicates ` +
      `${duplicates(issues()).length} (by recipient ${recipients.length - new Set(recipients).size}), ` +
      `to waiting or unsubscribed ${recipients.filter((to) => !confirmed.includes(to)).length}, ` +
      `all sent ${(drainedMs / 1000).toFixed(1)} s after SMTP returned; kill -9 ` +
      `${cutShort ? `cut the send after ${queuedBefore} were queued` : 'came after the send'}; ` +
      `busiest second ${busiestSecond(claims)} (NEWSLETTER_RATE=${RATE}/1s); outbox ${JSON.stringify(states)}`;
    console.log(figures);

    expect(recipients.sort()).toEqual([...confirmed].sort());
    expect(duplicates(issues())).toEqual([]);
    expect(states).toEqual({ sent: CONFIRMED });
    expect(busiestSecond(claims)).toBeLessThanOrEqual(RATE);
    expect(drainedMs).toBeLessThan(60_000);
  });
});
