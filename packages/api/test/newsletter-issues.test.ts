import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../src/services/errors';
import { expectedRunner, runAs } from './commands';
import { post, startTestServer, uniqueEmail, type TestServer } from './helpers';
import { mailsTo, outboxFor } from './mailbox';
import { header, htmlText, plainText } from './mail-parts';
import { setTimeout as sleep } from 'node:timers/promises';

// `npm run newsletter -- send | list` (decision 089), run as the command line runs it: through
// the server's control channel on the embedded database, directly on PostgreSQL.

const SITE = 'https://www.corvane.test';
const ISSUE = `# Corvane news, November

Hello from **Corvane**: our [careers page](/careers) lists five new roles.

<script>alert("hi")</script> & Zoë joined the data team.
`;
const SUBJECT = 'Corvane news, November';

interface Reader {
  email: string;
  /** The unsubscribe token of their links (the same in every mail they get). */
  token: string;
}

/** Subscribes through the form and, unless `confirm` is false, opens the confirmation link. */
async function subscribe(server: TestServer, name: string, confirm = true): Promise<Reader> {
  const email = uniqueEmail(name);
  expect((await post(server.app, '/api/newsletter', { email })).statusCode).toBe(200);
  const [mail] = await mailsTo(server.dataDir, email);
  const text = plainText(mail!);
  const link = (path: string) =>
    decodeURIComponent(new RegExp(`${SITE}${path}\\?token=(\\S+)`).exec(text)![1]!);
  if (confirm) {
    const res = await post(server.app, '/api/newsletter/confirm', {
      token: link('/newsletter/confirm'),
    });
    expect(res.statusCode).toBe(200);
  }
  return { email, token: link('/newsletter/unsubscribe') };
}

const issueMails = (server: TestServer, email: string, subject = SUBJECT) =>
  outboxFor(server.dataDir, email).filter((mail) => header(mail, 'Subject') === subject);

const oneClick = (server: TestServer, url: string) =>
  server.app.inject({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('npm run newsletter -- send', () => {
  let server: TestServer;
  let confirmed: Reader[];
  let waiting: Reader;
  let left: Reader;
  const send = (args: Partial<Parameters<typeof runAs<'newsletter.send'>>[2]> = {}) =>
    runAs(server, 'newsletter.send', { markdown: ISSUE, ...args }, { PUBLIC_SITE_URL: SITE });

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_SITE_URL: SITE });
    confirmed = [];
    for (const name of ['ada', 'grace', 'linus']) confirmed.push(await subscribe(server, name));
    waiting = await subscribe(server, 'waiting', false);
    left = await subscribe(server, 'left');
    const res = await post(server.app, '/api/newsletter/unsubscribe', { token: left.token });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('shows a dry run: who would get it and what they read, and sends nothing', async () => {
    const answer = await send({ dryRun: true });
    expect(answer.runner).toBe(expectedRunner(server));
    expect(answer.text).toContain(`Dry run: nothing was sent. Issue `);
    expect(answer.text).toContain(
      'It would go to 3 of the 3 confirmed subscribers (0 have it already; 1 address waiting for confirmation gets nothing).',
    );
    expect(answer.text).toContain('  | Corvane news, November');
    expect(answer.text).toContain(
      `  | Hello from Corvane: our careers page (${SITE}/careers) lists five new roles.`,
    );
    expect(answer.queuedMail).toBeFalsy();
    await sleep(300);
    for (const reader of confirmed) expect(issueMails(server, reader.email)).toEqual([]);
  });

  it('refuses an empty file or subject, with one line, and queues nothing', async () => {
    await expect(send({ markdown: ' \n\n ' })).rejects.toThrow(
      new InputError('The Markdown file is empty: there is nothing to send.'),
    );
    await expect(send({ subject: '   ' })).rejects.toThrow(/^The subject is empty/);
    await expect(send({ markdown: 'No heading here.' })).rejects.toThrow(
      'The newsletter has no subject: give --subject TEXT, or start the file with a "# Heading" line.',
    );
    const list = await runAs(server, 'newsletter.list', {});
    expect(list.text).toContain('No issue has been sent yet.');
  });

  it('sends one mail to each confirmed subscriber, with their own unsubscribe link', async () => {
    const answer = await send();
    expect(answer.text).toMatch(
      /^Issue [0-9a-f]{16}, "Corvane news, November": queued for 3 subscribers; 0 of the 3 confirmed had it already\./,
    );
    expect(answer.queuedMail).toBe(true);
    for (const reader of confirmed) {
      await expect
        .poll(() => issueMails(server, reader.email).length > 0, {
          timeout: 10_000,
          interval: 25,
          message: reader.email,
        })
        .toBe(true);
      const [mail, ...more] = issueMails(server, reader.email);
      expect(more).toEqual([]);
      const oneClickUrl = `${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(reader.token)}`;
      expect(header(mail!, 'List-Unsubscribe')).toBe(`<${oneClickUrl}>`);
      expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail!, 'Content-Type')).toMatch(/^multipart\/alternative/);
      const text = plainText(mail!);
      expect(text).toContain('<script>alert("hi")</script> & Zoë joined the data team.');
      expect(text).toContain(
        `To stop these emails, unsubscribe here: ${SITE}/newsletter/unsubscribe?token=${encodeURIComponent(reader.token)}`,
      );
      // The HTML part: the file's HTML shown as text, never run; the visible unsubscribe link.
      const html = htmlText(mail!);
      expect(html).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
      expect(html).toContain('Zoë joined the data team.');
      expect(html).toContain(
        `<a href="${SITE}/newsletter/unsubscribe?token=${encodeURIComponent(reader.token)}"`,
      );
      expect(html).toContain(`<a href="${SITE}/careers"`);
    }
    expect(issueMails(server, waiting.email)).toEqual([]);
    expect(issueMails(server, left.email)).toEqual([]);
  });

  it('sends nothing the second time, also when an editor saved the file with other line ends', async () => {
    const again = await send({ markdown: ISSUE.replace(/\n/g, '  \r\n') });
    expect(again.text).toMatch(
      /^Issue [0-9a-f]{16}, "Corvane news, November": every one of the 3 confirmed subscribers has it already; nothing was sent\.$/,
    );
    await sleep(300);
    for (const reader of confirmed) expect(issueMails(server, reader.email)).toHaveLength(1);
  });

  it('sends one copy marked [Test] to the address given, outside the issue', async () => {
    const tester = uniqueEmail('editor');
    const answer = await send({ test: tester });
    expect(answer.text).toContain(`a test copy is on its way to ${tester}`);
    const [copy] = await mailsTo(server.dataDir, tester);
    expect(header(copy!, 'Subject')).toBe(`[Test] ${SUBJECT}`);
    expect(header(copy!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    for (const reader of confirmed) expect(issueMails(server, reader.email)).toHaveLength(1);
  });

  it('unsubscribes in one click from a sent issue, and the list counts it', async () => {
    const [reader] = confirmed;
    const [mail] = issueMails(server, reader!.email);
    const url = header(mail!, 'List-Unsubscribe')!.slice(1, -1);
    const res = await oneClick(server, url);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(
      'You are unsubscribed. We will not send you the Corvane newsletter again.',
    );
    // A browser that opens the address is sent to the site's page, which asks before it acts.
    const opened = await server.app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/newsletter/unsubscribe?token=${encodeURIComponent(reader!.token)}`,
    );

    const list = await runAs(server, 'newsletter.list', {});
    expect(list.text).toMatch(/^ {2}confirmed +2 {2}receive each issue$/m);
    expect(list.text).toMatch(/^ {2}waiting +1 {2}/m);
    expect(list.text).toMatch(/^ {2}unsubscribed +2 {2}left \(their addresses are deleted\)$/m);
    expect(list.text).toMatch(
      /^ {2}[0-9a-f]{16} {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}"Corvane news, November": sent to 3$/m,
    );
  });

  it('queues an issue once when two sends of it run at the same time', async () => {
    const markdown = '# Second issue\n\nSent twice at once.\n';
    const answers = await Promise.all([send({ markdown }), send({ markdown })]);
    const queued = answers.map((a) =>
      Number(/queued for (\d+) subscriber/.exec(a.text!)?.[1] ?? 0),
    );
    expect(queued[0]! + queued[1]!).toBe(2);
    for (const reader of confirmed.slice(1)) {
      await expect
        .poll(() => issueMails(server, reader.email, 'Second issue').length > 0, {
          timeout: 10_000,
          interval: 25,
          message: reader.email,
        })
        .toBe(true);
      await sleep(300);
      expect(issueMails(server, reader.email, 'Second issue')).toHaveLength(1);
    }
  });
});

describe('newsletter mail at NEWSLETTER_RATE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_SITE_URL: SITE, NEWSLETTER_RATE: '1/24h' });
  });
  afterAll(() => server.close());

  it('goes no faster than the rate, lets other mail pass, and an unsubscribe takes back what waits', async () => {
    const readers: Reader[] = [];
    for (const name of ['first', 'second', 'third']) readers.push(await subscribe(server, name));
    const answer = await runAs(
      server,
      'newsletter.send',
      { markdown: ISSUE },
      { PUBLIC_SITE_URL: SITE, NEWSLETTER_RATE: '1/24h' },
    );
    expect(answer.text).toContain('At 1 every 24 hours (NEWSLETTER_RATE)');
    await expect
      .poll(() => issueMails(server, readers[0]!.email).length === 1, {
        timeout: 10_000,
        interval: 25,
        message: 'the first issue mail',
      })
      .toBe(true);

    // The rate is spent: a confirmation mail still goes out at once, the issue waits.
    const late = await subscribe(server, 'late', false);
    expect(outboxFor(server.dataDir, late.email)).toHaveLength(1);
    await sleep(1500);
    expect(issueMails(server, readers[1]!.email)).toEqual([]);
    expect(issueMails(server, readers[2]!.email)).toEqual([]);
    const before = await runAs(server, 'newsletter.list', {});
    expect(before.text).toMatch(/: 1 of 3 sent, 2 still to go$/m);

    expect(
      (await post(server.app, '/api/newsletter/unsubscribe', { token: readers[2]!.token }))
        .statusCode,
    ).toBe(200);
    const after = await runAs(server, 'newsletter.list', {});
    expect(after.text).toMatch(/: 1 of 2 sent, 1 still to go$/m);
    const outbox = await runAs(server, 'outbox.list', {});
    expect(outbox.text).toContain(`newsletter-issue to ${readers[1]!.email}`);
    expect(outbox.text).not.toContain(readers[2]!.email);
  });
});
