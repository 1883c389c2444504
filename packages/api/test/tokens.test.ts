import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, verifiedUser, type TestServer } from './helpers';
import { latestCode } from './mailbox';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ JWT_SECRET: SECRET });
});
afterAll(() => server.close());

const profile = (token: string) =>
  server.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

describe('sign-in tokens', () => {
  it('ends a token issued in the same second as a password reset (decision 005)', async () => {
    // Everything below happens at one instant: a token's iat alone cannot tell before from after.
    server.freeze();
    const user = await verifiedUser(server);
    expect((await profile(user.token)).statusCode).toBe(200);
    await post(server.app, '/api/user/forgot-password', { email: user.email });
    const otp = await latestCode(server.dataDir, user.email, 1);
    const reset = await post(server.app, '/api/user/reset-password', {
      email: user.email,
      otp,
      newPassword: 'N3w&Better',
    });
    expect(reset.statusCode).toBe(200);

    const old = await profile(user.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().msg).toBe('Your session is not valid. Please sign in again.');
    const login = await post(server.app, '/api/user/login', {
      email: user.email,
      password: 'N3w&Better',
    });
    expect((await profile(login.json().token)).statusCode).toBe(200);
  });

  it.each([
    ['a word', 'not-a-uuid'],
    ['a number', '1'],
    ['SQL', "' or 1=1 --"],
    ['2000 characters', 'x'.repeat(2000)],
  ])(
    'answers 401, not 500, for a validly signed token whose subject is %s',
    async (_kind, subject) => {
      const token = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().msg).toBe('Your session is not valid. Please sign in again.');
    },
  );
});
