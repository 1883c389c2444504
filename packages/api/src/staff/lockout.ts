import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/staff-schema';
import { STAFF_POLICY } from './policy';

// The lockout of staff sign-in (decision 107): after `lockoutAfterFailures` wrong passwords or
// codes in a row, sign-in is refused for `lockoutMs`, right password or not. An account counts
// its failures in its row (atomically, so parallel guesses cannot pass the limit); an address
// with no account counts them in memory, so that it locks the same way and the answers never
// tell an unknown address from a known one.

const a = staffAccounts;

/** Minutes left, rounded up, or undefined when not locked. */
function minutesLeft(lockedUntil: number | undefined, now: number): number | undefined {
  if (lockedUntil === undefined || lockedUntil <= now) return undefined;
  return Math.ceil((lockedUntil - now) / 60_000);
}

export class SignInLockout {
  /** Failures of addresses without an account, by a hash of the address (oldest first). */
  private readonly unknown = new Map<string, { failures: number; lockedUntil?: number }>();

  constructor(private readonly d: { db: Db; now: () => number }) {}

  lockedMinutes(account: { lockedUntil: Date | null }): number | undefined {
    return minutesLeft(account.lockedUntil?.getTime(), this.d.now());
  }

  /**
   * Counts a failure; answers the minutes of the lockout it started, if it did. The count goes
   * back to zero when a lockout starts, so the next one needs as many failures again.
   */
  async fail(db: Db, staffId: string): Promise<number | undefined> {
    const limit = STAFF_POLICY.lockoutAfterFailures;
    const until = new Date(this.d.now() + STAFF_POLICY.lockoutMs);
    const reached = sql`${a.failedSignIns} + 1 >= ${limit}`;
    const [row] = await db
      .update(a)
      .set({
        failedSignIns: sql`case when ${reached} then 0 else ${a.failedSignIns} + 1 end`,
        lockedUntil: sql`case when ${reached} then ${until.toISOString()}::timestamptz else ${a.lockedUntil} end`,
      })
      .where(eq(a.id, staffId))
      .returning({ lockedUntil: a.lockedUntil });
    const lockedUntil = row?.lockedUntil?.getTime();
    return lockedUntil === until.getTime() ? this.lockedMinutes(row!) : undefined;
  }

  /** A right password and code: the count starts again. */
  async clear(db: Db, staffId: string): Promise<void> {
    await db
      .update(a)
      .set({ failedSignIns: 0, lockedUntil: null })
      .where(and(eq(a.id, staffId), sql`(${a.failedSignIns} > 0 or ${a.lockedUntil} is not null)`));
  }

  private key(email: string): string {
    return createHash('sha256').update(email).digest('base64url');
  }

  /** The same for an address that has no account. */
  unknownLockedMinutes(email: string): number | undefined {
    return minutesLeft(this.unknown.get(this.key(email))?.lockedUntil, this.d.now());
  }

  failUnknown(email: string): number | undefined {
    const key = this.key(email);
    const entry = this.unknown.get(key) ?? { failures: 0 };
    this.unknown.delete(key); // re-inserted last: the map stays in order of last use
    entry.failures += 1;
    if (entry.failures >= STAFF_POLICY.lockoutAfterFailures) {
      entry.failures = 0;
      entry.lockedUntil = this.d.now() + STAFF_POLICY.lockoutMs;
    }
    this.unknown.set(key, entry);
    if (this.unknown.size > STAFF_POLICY.unknownEmailsTracked) {
      this.unknown.delete(this.unknown.keys().next().value!);
    }
    return entry.failures === 0 ? this.unknownLockedMinutes(email) : undefined;
  }
}
