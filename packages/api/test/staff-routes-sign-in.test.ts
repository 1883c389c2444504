import { passwordProblem } from '@corvane/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REFUSALS } from '../src/http/staff-operation';
import { LINK_NOT_VALID } from '../src/staff/password-links';
import { lockedOut, WRONG_SIGN_IN } from '../src/staff/policy';
import { WRONG_CODE, WRONG_RECOVERY_CODE } from '../src/staff/second-factor';
import { startTestServer, uniqueEmail, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import { codeAt, COMMAND_LINE, linkToken, STAFF_PASSWORD, staffMember } from './staff-fixtures';
import {
  call,
  firstSignIn,
  loadMe,
  newBrowser,
  OTHER_ORIGIN,
  signInWithCode,
  type Browser,
} from './staff-http';

// Signing in to the staff console through HTTP (issue 47 item 3): the password, the
// authenticator app's enrolment and codes, recovery codes, the lockout, the cookie and its
// rotation, signing out, and a set-password link.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = (browser: Browser, email: string, password = STAFF_PASSWORD, headers = {}) =>
  call(server, browser, {
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email, password },
    headers,
  });
const me = (browser: Browser) => call(server, browser, { method: 'GET', url: '/api/staff/me' });

describe('the first sign-in', () => {
  it('enrols an authenticator app, gives ten recovery codes and signs in', async () => {
    const member = await staffMember(server, 'recruiter', 'Ana Ruiz');
    const { browser, enrolment, recoveryCodes } = await firstSignIn(server, member);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Corvane%20Staff:/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const who = await me(browser);
    expect(who.json()).toEqual({
      email: member.email,
      name: 'Ana Ruiz',
      role: 'recruiter',
      csrfToken: browser.csrfToken,
    });
  });

  it('rotates the cookie: the password-stage value opens nothing once the code passed', async () => {
    const member = await staffMember(server, 'marketing');
    const browser = newBrowser();
    await signIn(browser, member.email);
    const passwordStage = browser.cookie!;
    expect(passwordStage).toBeTruthy();
    expect((await me(browser)).statusCode).toBe(401);
    const enrolment = await call(server, browser, { method: 'POST', url: '/api/staff/enrolment' });
    const confirm = await call(server, browser, {
      method: 'POST',
      url: '/api/staff/enrolment/confirm',
      payload: { code: await codeAt(enrolment.json().secret, server.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(browser.cookie).not.toBe(passwordStage);
    expect((await me(browser)).statusCode).toBe(200);
    const old = { ...browser, cookie: passwordStage };
    expect((await me(old)).json().msg).toBe(STAFF_REFUSALS.signIn);
    const again = await call(server, old, { method: 'POST', url: '/api/staff/enrolment' });
    expect(again.statusCode).toBe(401);
  });
});

describe('later sign-ins', () => {
  it('take a code once: the same code again is refused', async () => {
    const member = await staffMember(server, 'recruiter');
    const { secret } = await firstSignIn(server, member);
    const { browser: signedIn, code } = await signInWithCode(server, member, secret);
    expect((await me(signedIn)).statusCode).toBe(200);
    const replay = newBrowser();
    await signIn(replay, member.email);
    const refused = await call(server, replay, {
      method: 'POST',
      url: '/api/staff/second-factor',
      payload: { code },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(WRONG_CODE);
    expect((await me(replay)).statusCode).toBe(401);
  });

  it('take a recovery code once', async () => {
    const member = await staffMember(server, 'admin');
    const { recoveryCodes } = await firstSignIn(server, member);
    const withRecovery = async () => {
      const browser = newBrowser();
      await signIn(browser, member.email);
      const answer = await call(server, browser, {
        method: 'POST',
        url: '/api/staff/second-factor',
        payload: { recoveryCode: recoveryCodes[0] },
      });
      return { browser, answer };
    };
    const first = await withRecovery();
    expect(first.answer.json()).toEqual({ ok: true, recoveryCodesLeft: 9 });
    expect((await me(first.browser)).statusCode).toBe(200);
    const second = await withRecovery();
    expect(second.answer.statusCode).toBe(400);
    expect(second.answer.json().msg).toBe(WRONG_RECOVERY_CODE);
  });

  it('answer an unknown email, a wrong password and a disabled account alike', async () => {
    const wrong = await staffMember(server, 'recruiter');
    const disabled = await staffMember(server, 'recruiter');
    await server.services.staff.accounts.disable(COMMAND_LINE, disabled.email);
    const answers = await Promise.all([
      signIn(newBrowser(), uniqueEmail('nobody')),
      signIn(newBrowser(), wrong.email, 'Wr0ng!Pass'),
      signIn(newBrowser(), disabled.email),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ msg: WRONG_SIGN_IN, message: WRONG_SIGN_IN });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('lock after five failures, the right password included', async () => {
    const member = await staffMember(server, 'recruiter');
    for (let i = 0; i < 4; i++) {
      expect((await signIn(newBrowser(), member.email, 'Wr0ng!Pass')).statusCode).toBe(401);
    }
    const fifth = await signIn(newBrowser(), member.email, 'Wr0ng!Pass');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe(lockedOut(15));
    const right = await signIn(newBrowser(), member.email);
    expect(right.statusCode).toBe(429);
    expect(right.json().msg).toBe(lockedOut(15));
  });

  it('are refused from another site, or with no Origin at all, before anything is checked', async () => {
    const member = await staffMember(server, 'recruiter');
    for (const origin of [OTHER_ORIGIN, 'null']) {
      const answer = await signIn(newBrowser(), member.email, STAFF_PASSWORD, { origin });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().msg).toBe(STAFF_REFUSALS.csrf);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const bare = await server.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: member.email, password: STAFF_PASSWORD },
    });
    expect(bare.statusCode).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict and Path=/, not Secure over plain HTTP', async () => {
    const member = await staffMember(server, 'recruiter');
    const answer = await signIn(newBrowser(), member.email);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^corvane_staff=[\w-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
  });

  it('is Secure when a trusted proxy says the request came over HTTPS', async () => {
    const behindProxy = await startTestServer({ TRUST_PROXY: 'on' });
    try {
      const member = await staffMember(behindProxy, 'recruiter');
      const answer = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        headers: {
          host: 'staff.corvane.test',
          origin: 'https://staff.corvane.test',
          'x-forwarded-proto': 'https',
        },
        payload: { email: member.email, password: STAFF_PASSWORD },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(String(answer.headers['set-cookie']).split('; ')).toContain('Secure');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('signing out', () => {
  it('ends this session: the cookie is cleared and opens nothing any more', async () => {
    const member = await staffMember(server, 'recruiter');
    const { browser } = await firstSignIn(server, member);
    const value = browser.cookie!;
    const out = await call(server, browser, { method: 'POST', url: '/api/staff/sign-out' });
    expect(out.json()).toEqual({ ok: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^corvane_staff=; Path=\/; Max-Age=0;/);
    expect((await me({ ...browser, cookie: value })).statusCode).toBe(401);
  });

  it('everywhere ends the other sessions too', async () => {
    const member = await staffMember(server, 'recruiter');
    const { browser: laptop, secret } = await firstSignIn(server, member);
    const { browser: phone } = await signInWithCode(server, member, secret);
    const out = await call(server, phone, {
      method: 'POST',
      url: '/api/staff/sign-out-everywhere',
    });
    expect(out.json()).toEqual({ ok: true });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
  });
});

describe('a set-password link', () => {
  it('sets a password under the policy, once', async () => {
    const email = uniqueEmail('invited');
    const { link } = await server.services.staff.accounts.add(COMMAND_LINE, {
      email,
      role: 'recruiter',
    });
    const token = linkToken(link.url);
    const browser = newBrowser();
    const setPassword = (password: string) =>
      call(server, browser, {
        method: 'POST',
        url: '/api/staff/set-password',
        payload: { token, password },
      });
    const weak = await setPassword('short');
    expect(weak.statusCode).toBe(400);
    const problem = passwordProblem('short')!;
    expect(weak.json()).toEqual({
      msg: problem,
      message: problem,
      errors: [{ path: 'password', msg: problem }],
    });
    rememberSecret(STAFF_PASSWORD);
    const set = await setPassword(STAFF_PASSWORD);
    expect(set.json()).toEqual({ ok: true, email });
    const again = await setPassword(STAFF_PASSWORD);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(LINK_NOT_VALID);
    expect((await signIn(newBrowser(), email)).json()).toEqual({ next: 'enrol' });
  });
});

describe('me', () => {
  it('answers who is signed in with the CSRF token of the session', async () => {
    const member = await staffMember(server, 'marketing');
    const { browser } = await firstSignIn(server, member);
    const who = await loadMe(server, browser);
    expect(who).toMatchObject({ email: member.email, role: 'marketing' });
    expect(who.csrfToken).toMatch(/^[\w-]{43}$/);
  });
});
