// What the staff tests share: accounts made as `npm run staff -- add` makes them, signed in
// through both factors, and codes from the authenticator app a person would use.
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { StaffRole } from '../src/db/staff-schema';
import { commandLine, type RequestOrigin, type StaffActor } from '../src/staff/actor';
import { freshIp, uniqueEmail, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';

export const STAFF_PASSWORD = 'Str0ng!Staff';
export const COMMAND_LINE = commandLine('vitest');

/** A browser of its own: a fresh address and a user agent. */
export const origin = (): RequestOrigin => ({ ip: freshIp(), userAgent: 'Vitest staff tests' });

/** The token in a set-password link (after `#token=`). */
export function linkToken(url: string): string {
  const token = /#token=([\w-]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`no token in ${url}`);
  rememberSecret(token);
  return token;
}

/** The code an authenticator app shows at `nowMs` (a step of 30 seconds). */
export async function codeAt(secret: string, nowMs: number): Promise<string> {
  const code = await generate({ secret, epoch: Math.floor(nowMs / 1000) });
  rememberSecret(code);
  return code;
}

export interface StaffMember {
  email: string;
  id: string;
  role: StaffRole;
}

/** An account with its password set through its link (not signed in yet). */
export async function staffMember(
  server: TestServer,
  role: StaffRole,
  name?: string,
): Promise<StaffMember> {
  const email = uniqueEmail(role);
  const { account, link } = await server.services.staff.accounts.add(COMMAND_LINE, {
    email,
    role,
    name,
  });
  rememberSecret(STAFF_PASSWORD);
  await server.services.staff.passwordLinks.setPassword(
    linkToken(link.url),
    STAFF_PASSWORD,
    origin(),
  );
  return { email: account.email, id: account.id, role };
}

export interface SignedInStaff extends StaffMember {
  token: string;
  csrfToken: string;
  secret: string;
  recoveryCodes: string[];
  actor: StaffActor;
}

/** Signs in for the first time: password, enrolment with a first code, the recovery codes. */
export async function signedInStaff(
  server: TestServer,
  role: StaffRole,
  member?: StaffMember,
): Promise<SignedInStaff> {
  const who = member ?? (await staffMember(server, role));
  const from = origin();
  const { staff } = server.services;
  const passed = await staff.signIn.withPassword(who.email, STAFF_PASSWORD, from);
  expect(passed.next).toBe('enrol');
  const enrolment = await staff.secondFactor.beginEnrolment(passed.session.token, from);
  rememberSecret(enrolment.secret);
  const code = await codeAt(enrolment.secret, server.now());
  const { session, recoveryCodes } = await staff.secondFactor.confirmEnrolment(
    passed.session.token,
    code,
    from,
  );
  recoveryCodes.forEach(rememberSecret);
  rememberSecret(session.token);
  const check = await staff.sessions.check(session.token, 'complete', from);
  if (!check.ok) throw new Error(`not signed in: ${check.reason}`);
  return {
    ...who,
    token: session.token,
    csrfToken: session.csrfToken,
    secret: enrolment.secret,
    recoveryCodes,
    actor: check.actor,
  };
}

/**
 * Signs in again with password and code. The clock moves on a step first: a code works once,
 * so a second sign-in within the same 30 seconds needs the next step's code.
 */
export async function signInAgain(
  server: TestServer,
  member: SignedInStaff,
): Promise<SignedInStaff> {
  server.advance(30_000);
  const from = origin();
  const { staff } = server.services;
  const passed = await staff.signIn.withPassword(member.email, STAFF_PASSWORD, from);
  expect(passed.next).toBe('code');
  const code = await codeAt(member.secret, server.now());
  const { session } = await staff.secondFactor.verify(passed.session.token, { code }, from);
  rememberSecret(session.token);
  return { ...member, token: session.token, csrfToken: session.csrfToken };
}
