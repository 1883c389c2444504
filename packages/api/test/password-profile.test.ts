import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration, startTestServer, verifiedUser, type TestServer } from './helpers';
import { latestCode } from './mailbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const profile = (authorization?: string) =>
  server.app.inject({
    url: '/api/user/profile',
    headers: authorization ? { authorization } : {},
  });

describe('forgot and reset password', () => {
  it('answers the same whether or not the email has an account', async () => {
    const user = await verifiedUser(server);
    const known = await post(server.app, '/api/user/forgot-password', { email: user.email });
    const unknown = await post(server.app, '/api/user/forgot-password', {
      email: 'no.account@example.com',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().msg).toBe(
      'If an account exists for this email, we have sent it a code to reset your password.',
    );
  });

  it('resets with the mailed code; the old password and old tokens stop working', async () => {
    const user = await verifiedUser(server);
    await post(server.app, '/api/user/forgot-password', { email: user.email });
    const otp = await latestCode(server.dataDir, user.email, 1);
    const reset = await post(server.app, '/api/user/reset-password', {
      email: user.email,
      otp,
      newPassword: 'N3w&Better',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().msg).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    );
    const old = await post(server.app, '/api/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post(server.app, '/api/user/login', {
      email: user.email,
      password: 'N3w&Better',
    });
    expect(fresh.statusCode).toBe(200);
    expect((await profile(`Bearer ${user.token}`)).statusCode).toBe(401);
    expect((await profile(`Bearer ${fresh.json().token}`)).statusCode).toBe(200);
  });

  it('enforces the password policy with the spec texts', async () => {
    const cases = [
      ['Sh0rt!', 'Password must be 8-18 characters long.'],
      [
        'alllowercase1!',
        'Password must contain uppercase, lowercase, number, and special character.',
      ],
    ];
    for (const [newPassword, message] of cases) {
      const res = await post(server.app, '/api/user/reset-password', {
        email: 'someone@example.com',
        otp: '123456',
        newPassword,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].msg).toBe(message);
    }
  });

  it('refuses a wrong code and an unknown email alike', async () => {
    const user = await verifiedUser(server);
    await post(server.app, '/api/user/forgot-password', { email: user.email });
    const otp = await latestCode(server.dataDir, user.email, 1);
    const wrong = String((Number(otp) + 7) % 1_000_000).padStart(6, '0');
    const res = await post(server.app, '/api/user/reset-password', {
      email: user.email,
      otp: wrong,
      newPassword: 'N3w&Better',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('That code is not right. You have 4 tries left.');
    const unknown = await post(server.app, '/api/user/reset-password', {
      email: 'ghost@example.com',
      otp,
      newPassword: 'N3w&Better',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('This code is not valid. Please request a new code.');
  });

  it('lets an unverified user reset, which also verifies the email', async () => {
    const body = registration();
    await post(server.app, '/api/user/register', body);
    await post(server.app, '/api/user/forgot-password', { email: body.email });
    const otp = await latestCode(server.dataDir, body.email, 1);
    await post(server.app, '/api/user/reset-password', {
      email: body.email,
      otp,
      newPassword: 'N3w&Better',
    });
    const login = await post(server.app, '/api/user/login', {
      email: body.email,
      password: 'N3w&Better',
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('GET /api/user/profile', () => {
  it('answers the profile fields for a valid bearer token', async () => {
    const user = await verifiedUser(server);
    const res = await profile(`Bearer ${user.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: user.email.toLowerCase(),
      countryCode: '91',
      PhoneNo: '9876543210',
      country: 'India',
      isVerified: true,
      msg: 'Your profile.',
    });
  });

  it('answers 401 with a msg for a missing, bad, forged or expired token', async () => {
    const missing = await profile();
    expect(missing.statusCode).toBe(401);
    expect(missing.json().msg).toBe('Please sign in to see your profile.');

    const bad = await profile('Bearer not.a.token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBe('Your session is not valid. Please sign in again.');

    const user = await verifiedUser(server);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    expect((await profile(`Bearer ${forged}`)).json().msg).toBe(
      'Your session is not valid. Please sign in again.',
    );

    server.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await profile(`Bearer ${user.token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('Your session has expired. Please sign in again.');
  });
});
