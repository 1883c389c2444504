import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { users } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration, startTestServer, type TestServer } from './helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Corvane <accounts@corvane.test>',
    });
  });

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the sign-up code by SMTP, and that code verifies the account', async () => {
    const body = registration();
    expect((await post(server.app, '/api/user/register', body)).statusCode).toBe(201);
    for (let i = 0; i < 200 && !received.some((m) => m.to.includes(body.email)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail?.from).toBe('accounts@corvane.test');
    const otp = /verification code: (\d{6})/.exec(mail!.raw)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verify = await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
    expect(verify.statusCode).toBe(200);
  });
});

describe('SMTP down at sign-up', () => {
  it('answers at once, keeps the code in the outbox, and mails it once SMTP is back', async () => {
    // A port nobody listens on yet: every connection is refused at once.
    const probe = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.server.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    try {
      const body = registration();
      const res = await post(server.app, '/api/user/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json().msg).toBe(
        'Registration successful. We have sent a 6-digit code to your email: enter it to verify your account.',
      );
      // Let the first attempts fail, then bring the mail server up: no resend needed.
      for (let i = 0; i < 200 && !server.log().includes('not sent (attempt 2)'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(received).toEqual([]);
      await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
      for (let i = 0; i < 400 && received.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const otp = /verification code: (\d{6})/.exec(received[0] ?? '')?.[1];
      expect(otp).toMatch(/^\d{6}$/);
      const verify = await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
      expect(verify.statusCode).toBe(200);
      const [user] = await server.db.select().from(users).where(eq(users.email, body.email));
      expect(user?.isVerified).toBe(true);
    } finally {
      await server.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
