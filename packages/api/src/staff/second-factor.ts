import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import { ServiceError } from '../services/errors';
import { asStaffActor, type RequestOrigin } from './actor';
import type { AuditLog } from './audit';
import type { SignInLockout } from './lockout';
import { lockedOut } from './policy';
import type { RecoveryCodes } from './recovery-codes';
import type { IssuedSession, StaffSessions } from './sessions';
import type { TotpEnrolment, TotpSecrets } from './totp';

// Sign-in, second step (issue 47 item 3, decision 107): a `password`-stage session either
// enrols an authenticator (first sign-in: QR code, a first code, ten recovery codes shown once)
// or gives a code from it, or a recovery code. Passing issues a `complete` session under a new
// cookie value. A wrong code counts towards the same lockout as a wrong password.

export const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again.';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it was used already.';

export interface SignedIn {
  session: IssuedSession;
}

const a = staffAccounts;
type AccountRow = typeof staffAccounts.$inferSelect;

export class SecondFactor {
  constructor(
    private readonly d: {
      db: Db;
      now: () => number;
      totp: TotpSecrets;
      recovery: RecoveryCodes;
      lockout: SignInLockout;
      sessions: StaffSessions;
      audit: AuditLog;
    },
  ) {}

  /** A new secret for an account that has none yet; an earlier unconfirmed one stops. */
  async beginEnrolment(token: string, origin: RequestOrigin): Promise<TotpEnrolment> {
    const account = await this.pendingAccount(token, origin);
    if (account.enrolledAt)
      throw new ServiceError(409, 'Your authenticator app is set up already.');
    const enrolment = this.d.totp.enrolment(account.email);
    await this.d.db
      .update(a)
      .set({ totpSecret: this.d.totp.seal(enrolment.secret), totpLastStep: null })
      .where(and(eq(a.id, account.id), isNull(a.enrolledAt)));
    return enrolment;
  }

  /** The first code from the app confirms it: the account is enrolled and signed in. */
  async confirmEnrolment(
    token: string,
    code: string,
    origin: RequestOrigin,
  ): Promise<SignedIn & { recoveryCodes: string[] }> {
    const account = await this.pendingAccount(token, origin);
    if (account.enrolledAt || !account.totpSecret) {
      throw new ServiceError(409, 'Start setting up your authenticator app again.');
    }
    const step = await this.d.totp.match(
      this.d.totp.open(account.totpSecret),
      code,
      this.d.now(),
      null,
    );
    if (step === undefined) return this.refuse(account, token, origin, 'wrong_code', WRONG_CODE);
    return this.d.db.transaction(async (tx) => {
      await tx
        .update(a)
        .set({ enrolledAt: new Date(this.d.now()), totpLastStep: step })
        .where(eq(a.id, account.id));
      const recoveryCodes = await this.d.recovery.replace(tx, account.id);
      await this.d.audit.write(tx, asStaffActor(account, origin), {
        action: 'staff.second_factor_enrolled',
        target: { type: 'staff', id: account.id },
      });
      const session = await this.complete(tx, account, token, origin, { factor: 'totp' });
      return { session, recoveryCodes };
    });
  }

  /** A code from the app (each works once), or one of the recovery codes (used up). */
  async verify(
    token: string,
    given: { code: string } | { recoveryCode: string },
    origin: RequestOrigin,
  ): Promise<SignedIn & { recoveryCodesLeft: number }> {
    const account = await this.pendingAccount(token, origin);
    if (!account.enrolledAt || !account.totpSecret) {
      throw new ServiceError(409, 'Set up your authenticator app first.');
    }
    const now = this.d.now();
    if ('code' in given) {
      const secret = this.d.totp.open(account.totpSecret);
      const step = await this.d.totp.match(secret, given.code, now, account.totpLastStep);
      const accepted =
        step !== undefined &&
        (await this.d.db.transaction(async (tx) => {
          // Only a step later than the last one accepted: two requests with one code, one wins.
          const taken = await tx
            .update(a)
            .set({ totpLastStep: step })
            .where(and(eq(a.id, account.id), or(isNull(a.totpLastStep), lt(a.totpLastStep, step))))
            .returning({ id: a.id });
          if (taken.length === 0) return undefined;
          const session = await this.complete(tx, account, token, origin, { factor: 'totp' });
          const recoveryCodesLeft = await this.d.recovery.remaining(tx, account.id);
          return { session, recoveryCodesLeft };
        }));
      return accepted || this.refuse(account, token, origin, 'wrong_code', WRONG_CODE);
    }
    const accepted = await this.d.db.transaction(async (tx) => {
      if (!(await this.d.recovery.consume(tx, account.id, given.recoveryCode, new Date(now)))) {
        return undefined;
      }
      const recoveryCodesLeft = await this.d.recovery.remaining(tx, account.id);
      const session = await this.complete(tx, account, token, origin, {
        factor: 'recovery_code',
        recoveryCodesLeft,
      });
      return { session, recoveryCodesLeft };
    });
    return (
      accepted || this.refuse(account, token, origin, 'wrong_recovery_code', WRONG_RECOVERY_CODE)
    );
  }

  /** The account behind a live `password`-stage session, unless it is locked out meanwhile. */
  private async pendingAccount(token: string, origin: RequestOrigin): Promise<AccountRow> {
    const check = await this.d.sessions.check(token, 'password', origin);
    if (!check.ok) throw new ServiceError(401, SIGN_IN_AGAIN);
    const [account] = await this.d.db.select().from(a).where(eq(a.id, check.actor.id));
    const locked = account && this.d.lockout.lockedMinutes(account);
    if (locked) {
      await this.d.sessions.end(token);
      throw new ServiceError(429, lockedOut(locked));
    }
    return account!;
  }

  /** Signed in: a new session under a new value, the failures forgotten, the sign-in logged. */
  private async complete(
    tx: Db,
    account: AccountRow,
    token: string,
    origin: RequestOrigin,
    details: Record<string, unknown>,
  ): Promise<IssuedSession> {
    const session = await this.d.sessions.promote(tx, token, account.id, origin);
    if (!session) throw new ServiceError(401, SIGN_IN_AGAIN);
    await this.d.lockout.clear(tx, account.id);
    await tx
      .update(a)
      .set({ lastSignInAt: new Date(this.d.now()) })
      .where(eq(a.id, account.id));
    await this.d.audit.write(tx, asStaffActor(account, origin), {
      action: 'staff.sign_in',
      target: { type: 'staff', id: account.id },
      details,
    });
    return session;
  }

  /** Counts the failure; a lockout it starts also ends the half-signed-in session. */
  private async refuse(
    account: AccountRow,
    token: string,
    origin: RequestOrigin,
    reason: string,
    message: string,
  ): Promise<never> {
    const started = await this.d.db.transaction(async (tx) => {
      const minutes = await this.d.lockout.fail(tx, account.id);
      await this.d.audit.write(
        tx,
        { kind: 'anonymous', ...origin },
        {
          action: 'staff.sign_in_failed',
          target: { type: 'staff', id: account.id },
          details: { reason },
        },
      );
      if (minutes) await this.d.sessions.end(token, tx);
      return minutes;
    });
    throw started ? new ServiceError(429, lockedOut(started)) : new ServiceError(400, message);
  }
}
