import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration, startTestServer, type TestServer } from './helpers';
import { latestCode, outboxFor } from './mailbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

async function registered() {
  const body = registration();
  await post(server.app, '/api/user/register', body);
  return { ...body, code: await latestCode(server.dataDir, body.email) };
}

const verify = (email: string, otp: string) =>
  post(server.app, '/api/user/verify-otp', { email, otp });
const login = (email: string, password: string) =>
  post(server.app, '/api/user/login', { email, password });
/** A six-digit code that is not this one. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/user/verify-otp', () => {
  it('verifies with the right code, once only', async () => {
    const user = await registered();
    const ok = await verify(user.email, user.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe('Email verified successfully. You can now sign in.');
    const again = await verify(user.email, user.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('This code is not valid. Please request a new code.');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts wrong codes and locks after five, even for the right one', async () => {
    const user = await registered();
    const wrong = other(user.code);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(user.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    expect((await verify(user.email, wrong)).json().msg).toBe(
      'Too many wrong codes. Please request a new code.',
    );
    const right = await verify(user.email, user.code);
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toBe('Too many wrong codes. Please request a new code.');
  });

  it('refuses a code after 10 minutes', async () => {
    const user = await registered();
    server.advance(10 * 60 * 1000 + 1000);
    const res = await verify(user.email, user.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('This code has expired. Please request a new code.');
  });

  it('replaces the old code with a new one on resend', async () => {
    const user = await registered();
    const resend = await post(server.app, '/api/user/resend-otp', { email: user.email });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestCode(server.dataDir, user.email, 1);
    if (fresh !== user.code) {
      expect((await verify(user.email, user.code)).statusCode).toBe(400);
    }
    expect((await verify(user.email, fresh)).statusCode).toBe(200);
  });

  it('answers an unknown email like a wrong code, and checks the code format', async () => {
    const unknown = await verify('nobody@example.com', '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('This code is not valid. Please request a new code.');
    const format = await verify('nobody@example.com', '12ab');
    expect(format.json().errors[0].msg).toBe('Enter the 6-digit code from your email.');
    const missing = await post(server.app, '/api/user/verify-otp', { email: 'a@example.com' });
    expect(missing.json().errors[0].msg).toBe('OTP is required.');
  });
});

describe('POST /api/user/resend-otp', () => {
  it('gives the same answer whether or not the email waits for a code', async () => {
    const user = await registered();
    const known = await post(server.app, '/api/user/resend-otp', { email: user.email });
    const unknown = await post(server.app, '/api/user/resend-otp', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await latestCode(server.dataDir, user.email, 1);
    expect(outboxFor(server.dataDir, 'ghost@example.com')).toHaveLength(0);
  });
});

describe('POST /api/user/login', () => {
  it('answers a token and "Login successful" for a verified user', async () => {
    const user = await registered();
    await verify(user.email, user.code);
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), msg: 'Login successful' });
  });

  it('gives one generic message for a wrong email or a wrong password', async () => {
    const user = await registered();
    await verify(user.email, user.code);
    const wrongPassword = await login(user.email, 'Wrong!Pass1');
    const wrongEmail = await login('nobody@example.com', user.password);
    for (const res of [wrongPassword, wrongEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('Incorrect email or password.');
    }
  });

  it('tells an unverified user so and mails a fresh code that works', async () => {
    const user = await registered();
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(
      'Your email is not verified. We have sent a new code to your email.',
    );
    const fresh = await latestCode(server.dataDir, user.email, 1);
    expect((await verify(user.email, fresh)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('validates its fields', async () => {
    const res = await post(server.app, '/api/user/login', { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Enter a valid email address.',
      'Password is required.',
    ]);
  });
});
