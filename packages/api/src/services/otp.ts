import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = 'verify' | 'reset';
export type OtpResult =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'expired' | 'locked' }
  | { ok: false; reason: 'wrong'; triesLeft: number };

/** Six-digit codes, stored only as a keyed hash; one live code per user and purpose. */
export class OtpCodes {
  constructor(
    private readonly db: Db,
    private readonly key: Uint8Array,
    private readonly now: () => number,
  ) {}

  private hash(userId: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  /** A new code, replacing any earlier one (and its count of wrong tries); `db` may be a transaction. */
  async issue(userId: string, purpose: OtpPurpose, db: Db = this.db): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      userId,
      purpose,
      codeHash: this.hash(userId, purpose, code),
      expiresAt: new Date(this.now() + OTP_TTL_MS),
      failedAttempts: 0,
    };
    await db
      .insert(otpCodes)
      .values(row)
      .onConflictDoUpdate({
        target: [otpCodes.userId, otpCodes.purpose],
        set: { codeHash: row.codeHash, expiresAt: row.expiresAt, failedAttempts: 0 },
      });
    return code;
  }

  /**
   * Uses up one try first (atomically), then compares: parallel guesses cannot get past the
   * limit. A right code is deleted, so it works once.
   */
  async check(userId: string, purpose: OtpPurpose, code: string): Promise<OtpResult> {
    const match = and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose));
    const [row] = await this.db
      .update(otpCodes)
      .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
      .where(and(match, lt(otpCodes.failedAttempts, OTP_MAX_ATTEMPTS)))
      .returning();
    if (!row) {
      const [existing] = await this.db.select().from(otpCodes).where(match);
      return { ok: false, reason: existing ? 'locked' : 'missing' };
    }
    if (row.expiresAt.getTime() <= this.now()) return { ok: false, reason: 'expired' };

    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(this.hash(userId, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const triesLeft = OTP_MAX_ATTEMPTS - row.failedAttempts;
      return triesLeft > 0
        ? { ok: false, reason: 'wrong', triesLeft }
        : { ok: false, reason: 'locked' };
    }
    const used = await this.db
      .delete(otpCodes)
      .where(and(match, eq(otpCodes.codeHash, row.codeHash)))
      .returning({ userId: otpCodes.userId });
    return used.length === 1 ? { ok: true } : { ok: false, reason: 'missing' };
  }
}

/** Each refusal of a code, as the API's document shows them. */
export const OTP_REFUSALS = (['missing', 'expired', 'locked'] as const)
  .map((reason) => otpRefusal({ ok: false, reason }))
  .concat(otpRefusal({ ok: false, reason: 'wrong', triesLeft: OTP_MAX_ATTEMPTS - 1 }));

/** What the site shows for each refusal (never says whether the email has an account). */
export function otpRefusal(result: Exclude<OtpResult, { ok: true }>): string {
  switch (result.reason) {
    case 'missing':
      return 'This code is not valid. Please request a new code.';
    case 'expired':
      return 'This code has expired. Please request a new code.';
    case 'locked':
      return 'Too many wrong codes. Please request a new code.';
    case 'wrong':
      return `That code is not right. You have ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`;
  }
}
