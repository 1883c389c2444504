import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../../tests/support/mailbox.mjs';
import { post, registration, startTestServer, type TestServer } from './helpers';
import { smtpCapture, type SmtpCapture } from './smtp-capture';

/** How long a mail may take to arrive, and how often the capture is looked at meanwhile. */
const ARRIVES = { timeout: 5000, interval: 25 };

describe('mail over SMTP', () => {
  let smtp: SmtpCapture;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await smtpCapture();
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Corvane <accounts@corvane.test>',
    });
  });

  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends the sign-up code by SMTP, and that code verifies the account', async () => {
    const body = registration();
    expect((await post(server.app, '/api/user/register', body)).statusCode).toBe(201);
    const email = body.email.toLowerCase();
    await expect.poll(() => smtp.mails.some((m) => m.to.includes(email)), ARRIVES).toBe(true);
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('accounts@corvane.test');
    const otp = codeIn(mail!.raw, 'verify');
    expect(otp).toMatch(/^\d{6}$/);
    const verify = await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
    expect(verify.statusCode).toBe(200);
  });
});

describe('SMTP down at sign-up', () => {
  it('answers at once, keeps the code in the outbox, and mails it once SMTP is back', async () => {
    // A port nobody listens on yet: every connection is refused at once.
    const smtp = await smtpCapture();
    await smtp.close();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const body = registration();
      const res = await post(server.app, '/api/user/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json().msg).toBe(
        'Registration successful. We have sent a 6-digit code to your email: enter it to verify your account.',
      );
      // Let the first attempts fail, then bring the mail server up: no resend needed.
      await expect.poll(() => server.log().includes('not sent (attempt 2)'), ARRIVES).toBe(true);
      expect(smtp.mails).toEqual([]);
      await smtp.listen();
      await expect
        .poll(() => smtp.mails.length, { ...ARRIVES, timeout: 10_000 })
        .toBeGreaterThan(0);
      const otp = codeIn(smtp.mails[0]!.raw, 'verify');
      expect(otp).toMatch(/^\d{6}$/);
      const verify = await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
      expect(verify.statusCode).toBe(200);
      const [user] = await server.db.select().from(users).where(eq(users.email, body.email));
      expect(user?.isVerified).toBe(true);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
