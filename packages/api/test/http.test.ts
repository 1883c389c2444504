import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration, startTestServer, verifiedUser, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGIN: 'https://www.corvane.com,http://localhost:5173' });
});
afterAll(() => server.close());

describe('rate limits', () => {
  it('answers 429 with msg and message once an address passes the login limit', async () => {
    const remoteAddress = '192.0.2.10';
    for (let i = 0; i < 30; i++) {
      const res = await post(server.app, '/api/user/login', {}, { remoteAddress });
      expect(res.statusCode).toBe(400);
    }
    const limited = await post(server.app, '/api/user/login', {}, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(limited.json().message).toBe(limited.json().msg);
    // Another address is not affected.
    expect((await post(server.app, '/api/user/login', {})).statusCode).toBe(400);
  });

  it('limits sign-in attempts per email across addresses', async () => {
    const user = await verifiedUser(server);
    for (let i = 0; i < 9; i++) {
      const res = await post(server.app, '/api/user/login', {
        email: user.email,
        password: 'Wrong!1a',
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await post(server.app, '/api/user/login', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^Too many attempts/);
  });

  it('limits password-reset mails per email and contact messages per address', async () => {
    const email = 'limited@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await post(server.app, '/api/user/forgot-password', { email })).statusCode).toBe(200);
    }
    expect((await post(server.app, '/api/user/forgot-password', { email })).statusCode).toBe(429);

    const remoteAddress = '192.0.2.20';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(server.app, '/api/contact', {}, { remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('limits registrations per address', async () => {
    const remoteAddress = '192.0.2.30';
    for (let i = 0; i < 10; i++) {
      await post(server.app, '/api/user/register', registration({ PhoneNo: 'x' }), {
        remoteAddress,
      });
    }
    const res = await post(server.app, '/api/user/register', registration(), { remoteAddress });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('Too many attempts. Please wait 60 minutes and try again.');
  });
});

describe('CORS and headers', () => {
  it('allows only the configured origins', async () => {
    const allowed = await server.app.inject({
      url: '/api/jobs/list',
      headers: { origin: 'https://www.corvane.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.corvane.com');
    const other = await server.app.inject({
      url: '/api/jobs/list',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/user/login',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('sets security headers on API replies, errors included, and never caches them', async () => {
    for (const res of [
      await server.app.inject({ url: '/api/jobs/list' }),
      await server.app.inject({ url: '/api/user/profile' }),
      await server.app.inject({ url: '/api/nothing' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('without CORS_ORIGIN', () => {
  it('sends no CORS headers at all', async () => {
    const plain = await startTestServer();
    const res = await plain.app.inject({
      url: '/api/jobs/list',
      headers: { origin: 'https://www.corvane.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await plain.close();
  });
});
