import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Passwords } from '../src/services/passwords';
import { lockedOut, STAFF_POLICY, TOTP_ISSUER, WRONG_SIGN_IN } from '../src/staff/policy';
import { WRONG_CODE, WRONG_RECOVERY_CODE } from '../src/staff/second-factor';
import { startTestServer, uniqueEmail, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import {
  codeAt,
  COMMAND_LINE,
  origin,
  signedInStaff,
  STAFF_PASSWORD,
  staffMember,
} from './staff-fixtures';

// Staff sign-in (issue 47 item 3): a password (one answer for every refusal, one hash each), then
// a time-based code from an authenticator app enrolled at the first sign-in, or a recovery code;
// a lockout after five failures; every attempt in the audit log.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = () => server.services.staff.signIn;
const secondFactor = () => server.services.staff.secondFactor;

async function failures(staffId: string): Promise<unknown[]> {
  const page = await server.services.audit.read(COMMAND_LINE, {
    action: 'staff.sign_in_failed',
    targetId: staffId,
    order: 'oldest',
  });
  return page.entries.map((entry) => entry.details.reason);
}

describe('the password step', () => {
  it('answers an unknown email, a wrong password, a disabled account and an unset password alike', async () => {
    const active = await staffMember(server, 'recruiter');
    const disabled = await staffMember(server, 'recruiter');
    await server.services.staff.accounts.disable(COMMAND_LINE, disabled.email);
    const invited = await server.services.staff.accounts.add(COMMAND_LINE, {
      email: uniqueEmail('invited'),
      role: 'marketing',
    });
    const check = vi.spyOn(Passwords.prototype, 'check');
    try {
      const attempts: [string, string][] = [
        [uniqueEmail('nobody'), STAFF_PASSWORD],
        [active.email, 'Wr0ng!Password'],
        [disabled.email, STAFF_PASSWORD],
        [invited.account.email, STAFF_PASSWORD],
      ];
      for (const [email, password] of attempts) {
        await expect(signIn().withPassword(email, password, origin())).rejects.toMatchObject({
          statusCode: 401,
          message: WRONG_SIGN_IN,
        });
      }
      // One argon2id check each, a dummy hash where there is no account or no password: the
      // refusals take the same work.
      expect(check).toHaveBeenCalledTimes(attempts.length);
      for (const [, stored] of check.mock.calls.map((call) => call)) {
        expect(stored).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
      }
    } finally {
      check.mockRestore();
    }
    expect(await failures(active.id)).toEqual(['wrong_password']);
    expect(await failures(disabled.id)).toEqual(['disabled']);
    expect(await failures(invited.account.id)).toEqual(['no_password']);
  });

  it('opens a half-signed-in session, which asks an account without an app to enrol', async () => {
    const member = await staffMember(server, 'admin');
    const passed = await signIn().withPassword(
      ` ${member.email.toUpperCase()} `,
      STAFF_PASSWORD,
      origin(),
    );
    rememberSecret(passed.session.token);
    expect(passed.next).toBe('enrol');
    expect(passed.session.stage).toBe('password');
    // Not signed in yet: no signed-in page opens with it.
    expect(await server.services.staff.sessions.check(passed.session.token, 'complete')).toEqual({
      ok: false,
      reason: 'stage',
    });
    expect(passed.session.expiresAt.getTime() - server.now()).toBeLessThanOrEqual(
      STAFF_POLICY.passwordStageMs,
    );
  });
});

describe('the lockout', () => {
  it('refuses even the right password for 15 minutes after five failures, then lets it in', async () => {
    const member = await staffMember(server, 'recruiter');
    for (let i = 1; i < STAFF_POLICY.lockoutAfterFailures; i++) {
      await expect(signIn().withPassword(member.email, `Wr0ng!${i}`, origin())).rejects.toThrow(
        WRONG_SIGN_IN,
      );
    }
    await expect(signIn().withPassword(member.email, 'Wr0ng!5', origin())).rejects.toMatchObject({
      statusCode: 429,
      message: lockedOut(15),
    });
    await expect(signIn().withPassword(member.email, STAFF_PASSWORD, origin())).rejects.toThrow(
      lockedOut(15),
    );
    server.advance(STAFF_POLICY.lockoutMs - 60_000);
    await expect(signIn().withPassword(member.email, STAFF_PASSWORD, origin())).rejects.toThrow(
      lockedOut(1),
    );
    server.advance(60_000);
    const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, origin());
    expect(passed.next).toBe('enrol');
    expect(await failures(member.id)).toEqual([
      ...Array(STAFF_POLICY.lockoutAfterFailures).fill('wrong_password'),
      'locked',
      'locked',
    ]);
  });

  it('locks an unknown address the same way, so the answers tell nothing', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 1; i < STAFF_POLICY.lockoutAfterFailures; i++) {
      await expect(signIn().withPassword(nobody, `Wr0ng!${i}`, origin())).rejects.toThrow(
        WRONG_SIGN_IN,
      );
    }
    await expect(signIn().withPassword(nobody, 'Wr0ng!5', origin())).rejects.toThrow(lockedOut(15));
    server.advance(STAFF_POLICY.lockoutMs);
    await expect(signIn().withPassword(nobody, 'Wr0ng!6', origin())).rejects.toThrow(WRONG_SIGN_IN);
  });

  it('counts wrong codes too, and a lockout ends the half-signed-in session', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const from = origin();
    const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, from);
    for (let i = 1; i < STAFF_POLICY.lockoutAfterFailures; i++) {
      await expect(
        secondFactor().verify(passed.session.token, { code: '000000' }, from),
      ).rejects.toThrow(WRONG_CODE);
    }
    await expect(
      secondFactor().verify(passed.session.token, { code: '000000' }, from),
    ).rejects.toThrow(lockedOut(15));
    const code = await codeAt(member.secret, server.now());
    await expect(secondFactor().verify(passed.session.token, { code }, from)).rejects.toThrow(
      'Your sign-in has expired. Please sign in again.',
    );
    server.advance(STAFF_POLICY.lockoutMs);
  });
});

describe('enrolment', () => {
  it('gives an otpauth URI and a QR code, takes a first code, and shows ten recovery codes', async () => {
    const member = await staffMember(server, 'marketing');
    const from = origin();
    const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, from);
    const first = await secondFactor().beginEnrolment(passed.session.token, from);
    const enrolment = await secondFactor().beginEnrolment(passed.session.token, from);
    rememberSecret(first.secret);
    rememberSecret(enrolment.secret);
    expect(enrolment.uri).toBe(
      `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(member.email)}` +
        `?secret=${enrolment.secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}`,
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qrSvg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/,
    );
    // A new start replaces the first secret: its codes no longer confirm.
    await expect(
      secondFactor().confirmEnrolment(
        passed.session.token,
        await codeAt(first.secret, server.now()),
        from,
      ),
    ).rejects.toThrow(WRONG_CODE);
    const done = await secondFactor().confirmEnrolment(
      passed.session.token,
      await codeAt(enrolment.secret, server.now()),
      from,
    );
    expect(done.recoveryCodes).toHaveLength(STAFF_POLICY.recoveryCodes);
    expect(new Set(done.recoveryCodes).size).toBe(STAFF_POLICY.recoveryCodes);
    for (const code of done.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(done.session.stage).toBe('complete');
    await expect(secondFactor().beginEnrolment(passed.session.token, from)).rejects.toThrow(
      'Your sign-in has expired. Please sign in again.',
    );
  });
});

describe('codes from the app', () => {
  it('accepts a code one step either side, never two steps, and each code once', async () => {
    const member = await signedInStaff(server, 'recruiter');
    // The clock stands still 15 seconds into a step (each attempt below moves it a second).
    server.freeze();
    server.advance(STAFF_POLICY.lockoutMs + 15_000 - (server.now() % 30_000));
    /** Signs in with the code the app shows `offsetMs` away from the server's time. */
    const attempt = async (offsetMs: number) => {
      server.advance(1000);
      const code = await codeAt(member.secret, server.now() + offsetMs);
      const from = origin();
      const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, from);
      return secondFactor().verify(passed.session.token, { code }, from);
    };
    await expect(attempt(-65_000)).rejects.toThrow(WRONG_CODE);
    await expect(attempt(65_000)).rejects.toThrow(WRONG_CODE);
    expect((await attempt(-30_000)).session.stage).toBe('complete');
    // The same code again, and any code of a step before the last one accepted: a replay.
    await expect(attempt(-30_000)).rejects.toThrow(WRONG_CODE);
    expect((await attempt(30_000)).session.stage).toBe('complete');
    await expect(attempt(0)).rejects.toThrow(WRONG_CODE);
  });

  it('lets one of two requests with the same code through', async () => {
    const member = await signedInStaff(server, 'recruiter');
    server.advance(30_000);
    const from = origin();
    const [a, b] = await Promise.all([
      signIn().withPassword(member.email, STAFF_PASSWORD, from),
      signIn().withPassword(member.email, STAFF_PASSWORD, from),
    ]);
    const code = await codeAt(member.secret, server.now());
    const results = await Promise.allSettled([
      secondFactor().verify(a.session.token, { code }, from),
      secondFactor().verify(b.session.token, { code }, from),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});

describe('recovery codes', () => {
  it('each signs in once, in any case and with or without its dash', async () => {
    const member = await signedInStaff(server, 'admin');
    const [first, second] = member.recoveryCodes;
    const use = async (recoveryCode: string) => {
      const from = origin();
      const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, from);
      return secondFactor().verify(passed.session.token, { recoveryCode }, from);
    };
    const used = await use(first!.toUpperCase().replace('-', ' '));
    expect(used.recoveryCodesLeft).toBe(STAFF_POLICY.recoveryCodes - 1);
    await expect(use(first!)).rejects.toThrow(WRONG_RECOVERY_CODE);
    expect((await use(second!)).recoveryCodesLeft).toBe(STAFF_POLICY.recoveryCodes - 2);
    const [signedIn] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'staff.sign_in',
        actorEmail: member.email,
      })
    ).entries;
    expect(signedIn!.details).toEqual({ factor: 'recovery_code', recoveryCodesLeft: 8 });
  });

  it('a new enrolment replaces them', async () => {
    const member = await signedInStaff(server, 'recruiter');
    await server.services.staff.accounts.resetSecondFactor(COMMAND_LINE, member.email);
    const again = await signedInStaff(server, 'recruiter', member);
    const from = origin();
    const passed = await signIn().withPassword(member.email, STAFF_PASSWORD, from);
    await expect(
      secondFactor().verify(passed.session.token, { recoveryCode: member.recoveryCodes[0]! }, from),
    ).rejects.toThrow(WRONG_RECOVERY_CODE);
    const fresh = await secondFactor().verify(
      passed.session.token,
      { recoveryCode: again.recoveryCodes[0]! },
      from,
    );
    expect(fresh.recoveryCodesLeft).toBe(STAFF_POLICY.recoveryCodes - 1);
  });
});
