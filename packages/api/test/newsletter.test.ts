import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, uniqueEmail, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const THANKS = 'Thank you for subscribing. Watch your inbox for our next newsletter.';

async function rowsFor(email: string) {
  const rows = await server.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return rows.map((row) => row.email);
}

describe('POST /api/newsletter', () => {
  it('stores a new address, lower-cased, and thanks the visitor', async () => {
    const email = uniqueEmail('Reader').replace('reader', 'Reader');
    const res = await post(server.app, '/api/newsletter', { email: `  ${email} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: THANKS });
    expect(await rowsFor(email)).toEqual([email.toLowerCase()]);
  });

  it('gives a repeat, in any capitalisation, the same answer and keeps one row', async () => {
    const email = uniqueEmail('repeat');
    const first = await post(server.app, '/api/newsletter', { email });
    const again = await post(server.app, '/api/newsletter', { email: email.toUpperCase() });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await rowsFor(email)).toEqual([email]);
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
    expect(await rowsFor('not-an-address')).toEqual([]);
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
