// The staff console's calls as a browser on this site makes them (issue 47): its Origin, the
// session cookie, and the CSRF header on a change. Shared by the staff-routes-* tests.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '../src/http/security-schemes';
import { freshIp, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import { codeAt, STAFF_PASSWORD, type StaffMember } from './staff-fixtures';

/** What `app.inject` sends by default (Host: localhost:80) is this site's origin. */
export const SITE_ORIGIN = 'http://localhost';
export const OTHER_ORIGIN = 'https://evil.example';

export interface Browser {
  /** The session cookie's value, if any. */
  cookie?: string;
  csrfToken?: string;
  ip: string;
}

export const newBrowser = (): Browser => ({ ip: freshIp() });

/** The session cookie a reply set (its value), or undefined. */
export function setCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = [response.headers['set-cookie'] ?? []].flat()[0];
  const value = header?.match(new RegExp(`^${STAFF_SESSION_COOKIE}=([^;]*)`))?.[1];
  if (value) rememberSecret(value);
  return value;
}

/** A request from this site's page in `browser`: cookie, Origin, and CSRF header on a change. */
export async function call(
  server: TestServer,
  browser: Browser,
  options: InjectOptions & { method: string; url: string },
): Promise<LightMyRequestResponse> {
  const change = options.method !== 'GET';
  const response = await server.app.inject({
    remoteAddress: browser.ip,
    ...options,
    headers: {
      'user-agent': 'Vitest staff console',
      ...(change ? { origin: SITE_ORIGIN } : {}),
      ...(browser.cookie ? { cookie: `${STAFF_SESSION_COOKIE}=${browser.cookie}` } : {}),
      ...(change && browser.csrfToken ? { [STAFF_CSRF_HEADER]: browser.csrfToken } : {}),
      ...options.headers,
    },
  });
  const cookie = response.headers['set-cookie'] ? setCookieOf(response) : undefined;
  if (response.headers['set-cookie']) browser.cookie = cookie;
  return response;
}

/** Reads `me` for the CSRF token a signed-in page gets. */
export async function loadMe(server: TestServer, browser: Browser) {
  const me = await call(server, browser, { method: 'GET', url: '/api/staff/me' });
  expect(me.statusCode, me.body).toBe(200);
  browser.csrfToken = me.json().csrfToken;
  rememberSecret(browser.csrfToken!);
  return me.json() as { email: string; name: string; role: string; csrfToken: string };
}

/** The first sign-in through HTTP: password, enrolment, a first code; the recovery codes. */
export async function firstSignIn(server: TestServer, member: StaffMember) {
  const browser = newBrowser();
  const signIn = await call(server, browser, {
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email: member.email, password: STAFF_PASSWORD },
  });
  expect(signIn.json(), signIn.body).toEqual({ next: 'enrol' });
  const enrolment = await call(server, browser, { method: 'POST', url: '/api/staff/enrolment' });
  expect(enrolment.statusCode, enrolment.body).toBe(200);
  const { secret } = enrolment.json() as { secret: string };
  rememberSecret(secret);
  const confirm = await call(server, browser, {
    method: 'POST',
    url: '/api/staff/enrolment/confirm',
    payload: { code: await codeAt(secret, server.now()) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  recoveryCodes.forEach(rememberSecret);
  await loadMe(server, browser);
  return { browser, secret, recoveryCodes, enrolment: enrolment.json() };
}

/** A later sign-in through HTTP with a code (the clock moves a step on: a code works once). */
export async function signInWithCode(server: TestServer, member: StaffMember, secret: string) {
  server.advance(30_000);
  const browser = newBrowser();
  const signIn = await call(server, browser, {
    method: 'POST',
    url: '/api/staff/sign-in',
    payload: { email: member.email, password: STAFF_PASSWORD },
  });
  expect(signIn.json(), signIn.body).toEqual({ next: 'code' });
  const code = await codeAt(secret, server.now());
  const second = await call(server, browser, {
    method: 'POST',
    url: '/api/staff/second-factor',
    payload: { code },
  });
  expect(second.statusCode, second.body).toBe(200);
  await loadMe(server, browser);
  return { browser, code };
}
