import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffRecoveryCodes } from '../db/staff-schema';
import { STAFF_POLICY } from './policy';

// Recovery codes: ten per enrolment, shown once, each good for one sign-in when the
// authenticator is not at hand. Ten random characters (about 49 bits) with the lockout in
// front of them, so a keyed hash is enough to store them (no slow password hash).

/** Lower-case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function newCode(): string {
  let code = '';
  for (let i = 0; i < HALF * 2; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

/** As typed: any case, with or without the dash or spaces. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

const c = staffRecoveryCodes;

export class RecoveryCodes {
  constructor(private readonly key: Buffer) {}

  private hash(staffId: string, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${staffId}:${normaliseRecoveryCode(code)}`)
      .digest('hex');
  }

  /** A new set, replacing every earlier code of the account; answers the codes to show once. */
  async replace(db: Db, staffId: string): Promise<string[]> {
    const codes = new Set<string>();
    while (codes.size < STAFF_POLICY.recoveryCodes) codes.add(newCode());
    await db.delete(c).where(eq(c.staffId, staffId));
    await db
      .insert(c)
      .values([...codes].map((code) => ({ staffId, codeHash: this.hash(staffId, code) })));
    return [...codes];
  }

  /** Uses the code up; false when it is not one of the account's unused codes. */
  async consume(db: Db, staffId: string, code: string, at: Date): Promise<boolean> {
    const used = await db
      .update(c)
      .set({ usedAt: at })
      .where(
        and(eq(c.staffId, staffId), eq(c.codeHash, this.hash(staffId, code)), isNull(c.usedAt)),
      )
      .returning({ staffId: c.staffId });
    return used.length === 1;
  }

  async remaining(db: Db, staffId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.staffId, staffId), isNull(c.usedAt)));
    return row?.n ?? 0;
  }

  async removeAll(db: Db, staffId: string): Promise<void> {
    await db.delete(c).where(eq(c.staffId, staffId));
  }
}
