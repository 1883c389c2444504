import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registration, startTestServer, uniqueEmail, type TestServer } from './helpers';
import { latestCode, mailsTo } from './mailbox';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe('POST /api/user/register', () => {
  it('creates an unverified account and mails a 6-digit code', async () => {
    const body = registration();
    const res = await post(server.app, '/api/user/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().msg).toMatch(/sent a 6-digit code/);
    expect(await latestCode(server.dataDir, body.email)).toMatch(/^\d{6}$/);

    const login = await post(server.app, '/api/user/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().msg).toContain('not verified');
  });

  it.each([
    [
      'email',
      { email: 'not-an-email', retypeEmail: 'not-an-email' },
      'Enter a valid email address.',
    ],
    ['missing email', { email: undefined }, 'Email is required.'],
    ['retyped email', { retypeEmail: 'someone.else@example.com' }, 'Emails do not match'],
    [
      'short password',
      { password: 'Ab1!', retypePassword: 'Ab1!' },
      'Password must be 8-18 characters long.',
    ],
    [
      'long password',
      { password: 'Abcdefgh1!Abcdefgh1', retypePassword: 'Abcdefgh1!Abcdefgh1' },
      'Password must be 8-18 characters long.',
    ],
    [
      'no special',
      { password: 'Abcdefgh1', retypePassword: 'Abcdefgh1' },
      'Password must contain uppercase, lowercase, number, and special character.',
    ],
    [
      'no upper case',
      { password: 'abcdefg1!', retypePassword: 'abcdefg1!' },
      'Password must contain uppercase, lowercase, number, and special character.',
    ],
    [
      'a space',
      { password: 'Abc def1!', retypePassword: 'Abc def1!' },
      'Password must not contain spaces, accented letters or other special symbols.',
    ],
    ['retyped password', { retypePassword: 'Different1!' }, 'Passwords do not match'],
    ['first name', { firstName: '   ' }, 'First name is required.'],
    ['last name', { lastName: undefined }, 'Last name is required.'],
    ['phone letters', { PhoneNo: '98765abc' }, 'Phone number must contain digits only.'],
    ['phone length', { PhoneNo: '123' }, 'Phone number must have 4 to 15 digits.'],
    ['phone code', { countryCode: 'Atlantis (+999)' }, 'Choose a phone code from the list.'],
    ['country', { country: 'Atlantis' }, 'Choose a country from the list.'],
  ])('refuses a bad %s with 400 and errors[].msg', async (_name, change, message) => {
    const res = await post(server.app, '/api/user/register', registration(change));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors[0].msg).toBe(message);
    expect(body.msg).toBe(message);
  });

  it('lists every problem at once', async () => {
    const res = await post(server.app, '/api/user/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Email is required.',
      'Please retype your email.',
      'Password is required.',
      'Please retype your password.',
      'First name is required.',
      'Last name is required.',
      'Phone code is required.',
      'Phone number is required.',
      'Country is required.',
    ]);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await post(server.app, '/api/user/register', registration({ email }))).statusCode).toBe(
      201,
    );
    const upper = email.toUpperCase();
    const again = await post(server.app, '/api/user/register', registration({ email: upper }));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('An account with this email already exists. Please sign in.');
    expect(await mailsTo(server.dataDir, email)).toHaveLength(1);
  });

  it('ignores unknown fields and accepts a bare calling code', async () => {
    const body = registration({ isVerified: true, role: 'admin', countryCode: '+91' });
    const res = await post(server.app, '/api/user/register', body);
    expect(res.statusCode).toBe(201);
    const login = await post(server.app, '/api/user/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.json().msg).toContain('not verified');
  });

  it('answers malformed or wrong bodies with 400, 413 or 415 and a readable message', async () => {
    const json = { 'content-type': 'application/json' };
    const broken = await post(server.app, '/api/user/register', '{"email": ', { headers: json });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      msg: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
    });
    expect(broken.body).not.toMatch(/at .*\.(js|ts):\d+/);

    const list = await post(server.app, '/api/user/register', '[1,2]', { headers: json });
    expect(list.statusCode).toBe(400);
    expect(list.json().msg).toBe('The request body must be a JSON object.');

    const huge = await post(
      server.app,
      '/api/user/register',
      registration({ firstName: 'x'.repeat(40_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe('The request is too large.');

    const text = await post(server.app, '/api/user/register', 'email=a', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().msg).toBe('Send the request body as JSON.');
  });
});
