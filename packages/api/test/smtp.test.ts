import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
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
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail?.from).toBe('accounts@corvane.test');
    const otp = /verification code: (\d{6})/.exec(mail!.raw)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verify = await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
    expect(verify.statusCode).toBe(200);
  });
});
