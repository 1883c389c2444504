import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import { ServiceError } from '../services/errors';
import type { Passwords } from '../services/passwords';
import { accountByEmail } from './accounts';
import { asStaffActor, type RequestOrigin, type StaffActor } from './actor';
import type { AuditLog } from './audit';
import type { SignInLockout } from './lockout';
import { lockedOut, WRONG_SIGN_IN } from './policy';
import type { IssuedSession, StaffSessions } from './sessions';

// Staff sign-in, first step, and signing out (issue 47 item 3, decision 107). The password is
// checked with the visitors' argon2id; an unknown address is checked against a dummy hash of the
// same cost, so every refusal (unknown, wrong, disabled, no password yet) takes one hash and
// gives one answer. Passing it opens a `password`-stage session: the second factor (or
// enrolment) comes next, in second-factor.ts.

export interface PasswordPassed {
  session: IssuedSession;
  /** `enrol`: no authenticator yet (first sign-in); `code`: ask for the six digits. */
  next: 'enrol' | 'code';
}

type FailureReason = 'unknown_email' | 'wrong_password' | 'disabled' | 'no_password' | 'locked';

export class StaffSignIn {
  constructor(
    private readonly d: {
      db: Db;
      passwords: Passwords;
      lockout: SignInLockout;
      sessions: StaffSessions;
      audit: AuditLog;
    },
  ) {}

  async withPassword(
    email: string,
    password: string,
    origin: RequestOrigin,
  ): Promise<PasswordPassed> {
    const address = email.trim().toLowerCase().slice(0, 254);
    const account = address ? await accountByEmail(this.d.db, address) : undefined;
    const locked = account
      ? this.d.lockout.lockedMinutes(account)
      : this.d.lockout.unknownLockedMinutes(address);
    const stored =
      account?.passwordHash && !locked
        ? account.passwordHash
        : await this.d.passwords.hashForMissingUser();
    const { matches, needsRehash } = await this.d.passwords.check(password, stored);

    if (locked) {
      await this.failed(this.d.db, account?.id, 'locked', origin);
      throw new ServiceError(429, lockedOut(locked));
    }
    if (!account) {
      const started = this.d.lockout.failUnknown(address);
      await this.failed(this.d.db, undefined, 'unknown_email', origin);
      throw refusal(started);
    }
    const reason: FailureReason | undefined = account.disabledAt
      ? 'disabled'
      : !account.passwordHash
        ? 'no_password'
        : matches
          ? undefined
          : 'wrong_password';
    if (reason) {
      const started = await this.d.db.transaction(async (tx) => {
        const minutes = await this.d.lockout.fail(tx, account.id);
        await this.failed(tx, account.id, reason, origin);
        return minutes;
      });
      throw refusal(started);
    }
    if (needsRehash) await this.rehash(account.id, stored, password);
    // The failure count is cleared only once the second factor passes too: knowing the
    // password must not buy more guesses at the code.
    const session = await this.d.sessions.create(this.d.db, account.id, 'password', origin);
    return { session, next: account.enrolledAt ? 'code' : 'enrol' };
  }

  /** Ends this session (no error when it had ended already). */
  async signOut(token: string, origin: RequestOrigin): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const staffId = await this.d.sessions.end(token, tx);
      if (!staffId) return;
      const [account] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, staffId));
      await this.d.audit.write(tx, asStaffActor(account!, origin), {
        action: 'staff.sign_out',
        target: { type: 'staff', id: staffId },
      });
    });
  }

  /** Ends every session of the signed-in staff member, this one included. */
  async signOutEverywhere(actor: StaffActor): Promise<number> {
    return this.d.db.transaction(async (tx) => {
      const sessionsEnded = await this.d.sessions.endAll(tx, actor.id);
      await this.d.audit.write(tx, actor, {
        action: 'staff.signed_out_everywhere',
        target: { type: 'staff', id: actor.id },
        details: { sessionsEnded },
      });
      return sessionsEnded;
    });
  }

  /** Who tried is not known (anyone can type an address): the account is the target. */
  private failed(
    db: Db,
    staffId: string | undefined,
    reason: FailureReason,
    origin: RequestOrigin,
  ) {
    return this.d.audit.write(
      db,
      { kind: 'anonymous', ...origin },
      {
        action: 'staff.sign_in_failed',
        target: staffId ? { type: 'staff', id: staffId } : undefined,
        details: { reason },
      },
    );
  }

  /** A hash made with older costs is replaced, if it is still the one checked. */
  private async rehash(staffId: string, stored: string, password: string): Promise<void> {
    const a = staffAccounts;
    await this.d.db
      .update(a)
      .set({ passwordHash: await this.d.passwords.hash(password) })
      .where(and(eq(a.id, staffId), eq(a.passwordHash, stored)));
  }
}

function refusal(lockStartedMinutes: number | undefined): ServiceError {
  return lockStartedMinutes
    ? new ServiceError(429, lockedOut(lockStartedMinutes))
    : new ServiceError(401, WRONG_SIGN_IN);
}
