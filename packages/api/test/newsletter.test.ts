import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, uniqueEmail, type TestServer } from './helpers';
import { mailsTo } from './mailbox';
import { header, plainText } from './mail-parts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_SITE_URL: 'https://www.corvane.test/' });
});
afterAll(() => server.close());

const ON_ITS_WAY =
  'Thank you. A confirmation email is on its way: open the link in it to start your subscription.';
const CONFIRMED = 'Your subscription is confirmed. The next Corvane newsletter will reach you.';
const UNSUBSCRIBED = 'You are unsubscribed. We will not send you the Corvane newsletter again.';
const DEAD_LINK =
  'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.';

async function rowFor(email: string) {
  const [row] = await server.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`${newsletterSubscribers.email} = lower(${email})`);
  return row;
}

/** The links of the newest newsletter mail to `email` (the n-th, waiting for it). */
async function linksIn(email: string, nth = 1) {
  const mails = await mailsTo(server.dataDir, email.toLowerCase(), nth);
  const mail = mails[nth - 1]!;
  const text = plainText(mail);
  const token = (path: string) => {
    const link = new RegExp(`https://www\\.corvane\\.test${path}\\?token=(\\S+)`).exec(text)?.[1];
    return link && decodeURIComponent(link);
  };
  return {
    mail,
    text,
    confirm: token('/newsletter/confirm'),
    unsubscribe: token('/newsletter/unsubscribe'),
  };
}

describe('POST /api/newsletter', () => {
  it('mails a confirmation link; the address is not a subscriber until it is used', async () => {
    const email = uniqueEmail('Reader').replace('reader', 'Reader');
    const res = await post(server.app, '/api/newsletter', { email: `  ${email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: ON_ITS_WAY });
    expect((await rowFor(email))?.confirmedAt).toBeNull();

    const { mail, confirm, unsubscribe } = await linksIn(email);
    expect(header(mail, 'Subject')).toBe('Confirm your subscription to the Corvane newsletter');
    expect(confirm).toMatch(/^[\w-]{43}$/);
    // RFC 8058 one-click, and a visible link to the site's page.
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<https://www.corvane.test/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe!)}>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const confirmed = await post(server.app, '/api/newsletter/confirm', { token: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ msg: CONFIRMED });
    expect((await rowFor(email))?.confirmedAt).toBeInstanceOf(Date);

    // Single use.
    const again = await post(server.app, '/api/newsletter/confirm', { token: confirm });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(DEAD_LINK);
  });

  it('answers a new, a waiting and a confirmed address alike, with one mail each', async () => {
    const email = uniqueEmail('repeat');
    const first = await post(server.app, '/api/newsletter', { email });
    const waiting = await post(server.app, '/api/newsletter', { email: email.toUpperCase() });
    const firstLinks = await linksIn(email, 1);
    const secondLinks = await linksIn(email, 2);
    // A second request replaces the link: the first one no longer works.
    expect(
      (await post(server.app, '/api/newsletter/confirm', { token: firstLinks.confirm })).statusCode,
    ).toBe(400);
    expect(
      (await post(server.app, '/api/newsletter/confirm', { token: secondLinks.confirm }))
        .statusCode,
    ).toBe(200);
    const confirmed = await post(server.app, '/api/newsletter', { email });
    for (const res of [waiting, confirmed]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.body).toBe(first.body);
    }
    const notice = await linksIn(email, 3);
    expect(header(notice.mail, 'Subject')).toBe(
      'You are already subscribed to the Corvane newsletter',
    );
    expect(notice.confirm).toBeUndefined();
    expect(notice.unsubscribe).toBeDefined();
    expect(header(notice.mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await rowFor(email))?.confirmedAt).toBeInstanceOf(Date);
  });

  it('refuses a confirmation link after 7 days', async () => {
    const email = uniqueEmail('late');
    await post(server.app, '/api/newsletter', { email });
    const { confirm } = await linksIn(email);
    server.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const res = await post(server.app, '/api/newsletter/confirm', { token: confirm });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(DEAD_LINK);
    expect((await rowFor(email))?.confirmedAt).toBeNull();
  });

  it('unsubscribes with one click (RFC 8058) and from the page, also a second time', async () => {
    const email = uniqueEmail('leaving');
    await post(server.app, '/api/newsletter', { email });
    const { confirm, unsubscribe } = await linksIn(email);
    await post(server.app, '/api/newsletter/confirm', { token: confirm });

    // What a mail client sends: a form POST to the List-Unsubscribe URL, no cookies.
    const oneClick = await server.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ msg: UNSUBSCRIBED });
    expect(await rowFor(email)).toBeUndefined();

    // The site's page posts the token as JSON; a second time still says so.
    const page = await post(server.app, '/api/newsletter/unsubscribe', { token: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ msg: UNSUBSCRIBED });
  });

  it('refuses a changed or missing token', async () => {
    const forged = await post(server.app, '/api/newsletter/unsubscribe', {
      token: `${crypto.randomUUID()}.bm90LWEtc2lnbmF0dXJl`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe(
      'This unsubscribe link is not complete. Please open the link from the email exactly as it was sent.',
    );
    const missing = await post(server.app, '/api/newsletter/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('This link is missing its code.');
  });

  it('validates the address with the contract and stores nothing', async () => {
    for (const [body, text] of [
      [{}, 'Email is required.'],
      [{ email: 'not-an-address' }, 'Enter a valid email address.'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
    ] as const) {
      const res = await post(server.app, '/api/newsletter', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(text);
      expect(res.json().errors[0].msg).toBe(text);
    }
    expect(await rowFor('not-an-address')).toBeUndefined();
  });

  it('limits subscriptions per address and per email', async () => {
    const remoteAddress = '192.0.2.40';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(
        server.app,
        '/api/newsletter',
        { email: uniqueEmail() },
        {
          remoteAddress,
        },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const email = uniqueEmail('often');
    for (let i = 0; i < 3; i++) {
      expect((await post(server.app, '/api/newsletter', { email })).statusCode).toBe(200);
    }
    const limited = await post(server.app, '/api/newsletter', { email: email.toUpperCase() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});
