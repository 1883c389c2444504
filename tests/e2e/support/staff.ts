import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

// Staff accounts for the console's tests (issue 47): made as the company makes them, by the
// command line against the suite's server, then signed in through the console's own calls.

const root = new URL('../../../', import.meta.url).pathname;
export const STAFF_PASSWORD = 'Console#2026-staff';
export type StaffRole = 'admin' | 'recruiter' | 'marketing';

/** `npm run staff -- ARGS` against the suite's server (its data folder); what it printed. */
export async function staffCommand(...args: string[]): Promise<string> {
  const dataDir = join(process.env.E2E_DATA_DIR!, 'server');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/api/src/cli/staff.ts'), ...args],
    { cwd: join(root, 'packages/api'), env: { ...process.env, DATA_DIR: dataDir } },
  );
  return stdout;
}

/** Adds an account by the command line; its set-password link (the token in its fragment). */
export async function addStaff(role: StaffRole, name = 'Priya Raman') {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${randomBytes(4).toString('hex')}@corvane.test`;
  const said = await staffCommand('add', email, '--role', role, '--name', name);
  const link = /https?:\/\/\S+\/staff\/set-password#token=[\w-]+/.exec(said)?.[0];
  expect(link, said).toBeTruthy();
  return { email, name, role, link: link! };
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The authenticator app: RFC 6238's six digits for `secret` at `at` (SHA-1, 30 s). */
export function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * A code the server has not seen: a step's code works once, so after one was used this waits for
 * the next 30-second step (up to 30 s; the console's own sign-in is what is being tested then).
 */
export async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
  }
}

export interface SignedInStaff {
  email: string;
  name: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  /** Codes the server has seen: each works once. */
  usedCodes: Set<string>;
}

/**
 * An account that has set its password and enrolled, signed in through the API in `request`'s
 * cookie jar: `page.request` for a browser that is then signed in, or the `request` fixture
 * (a jar of its own) for an account a test signs in with through the console.
 */
export async function enrolStaff(
  request: APIRequestContext,
  role: StaffRole,
  name?: string,
): Promise<SignedInStaff> {
  const member = await addStaff(role, name);
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };
  const token = new URL(member.link).hash.replace('#token=', '');
  const set = await request.post('/api/staff/set-password', {
    data: { token, password: STAFF_PASSWORD },
    headers,
  });
  expect(set.status(), await set.text()).toBe(200);
  const signIn = await request.post('/api/staff/sign-in', {
    data: { email: member.email, password: STAFF_PASSWORD },
    headers,
  });
  expect(await signIn.json()).toEqual({ next: 'enrol' });
  const enrolment = await request.post('/api/staff/enrolment', { headers });
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirm = await request.post('/api/staff/enrolment/confirm', {
    data: { code: totp(secret) },
    headers,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { ...member, secret, recoveryCodes, usedCodes: new Set([totp(secret)]) };
}

/** A browser signed in to the console as a new account of `role`, for tests of a screen. */
export const signInAsStaff = (page: Page, role: StaffRole, name?: string) =>
  enrolStaff(page.request, role, name);
