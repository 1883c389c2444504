import { createHash, randomBytes } from 'node:crypto';
import { newPasswordField } from '@corvane/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { staffAccounts, staffPasswordLinks } from '../db/staff-schema';
import { ServiceError } from '../services/errors';
import { parseInput } from '../services/input';
import type { Passwords } from '../services/passwords';
import { asStaffActor, type RequestOrigin } from './actor';
import type { AuditLog } from './audit';
import { SET_PASSWORD_PATH, STAFF_POLICY } from './policy';
import type { StaffSessions } from './sessions';

// Single-use set-password links (issue 47 item 2): the only way a staff account gets a
// password. The token travels in the URL's fragment, which browsers never send to a server or
// put in a Referer; only its SHA-256 is stored, for 24 hours, and a new link replaces the last.

export const LINK_NOT_VALID =
  'This link is not valid any more: it was used, it expired or a newer one was sent. Ask an admin for a new link.';

const passwordInput = z.object({ password: newPasswordField });
const l = staffPasswordLinks;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** What a token looks like (43 base64url characters): anything else is refused unread. */
const TOKEN = /^[\w-]{43}$/;

export class PasswordLinks {
  constructor(
    private readonly d: {
      db: Db;
      now: () => number;
      siteUrl: () => string;
      passwords: Passwords;
      sessions: StaffSessions;
      audit: AuditLog;
    },
  ) {}

  /** A new link for the account, in the caller's transaction; earlier unused links stop. */
  async issue(db: Db, staffId: string): Promise<{ url: string; expiresAt: Date }> {
    await this.revoke(db, staffId);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.d.now() + STAFF_POLICY.passwordLinkTtlMs);
    await db.insert(l).values({
      tokenHash: sha256(token),
      staffId,
      expiresAt,
      createdAt: new Date(this.d.now()),
    });
    return { url: `${this.d.siteUrl()}${SET_PASSWORD_PATH}#token=${token}`, expiresAt };
  }

  /** Unused links of the account stop working (a new link, a disabled account). */
  async revoke(db: Db, staffId: string): Promise<void> {
    await db.delete(l).where(and(eq(l.staffId, staffId), isNull(l.usedAt)));
  }

  /** Whom a live link is for, so the page can name the account before a password is typed. */
  async check(token: string): Promise<{ email: string } | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const [row] = await this.d.db
      .select({ email: staffAccounts.email })
      .from(l)
      .innerJoin(staffAccounts, eq(staffAccounts.id, l.staffId))
      .where(and(this.live(token), isNull(staffAccounts.disabledAt)));
    return row;
  }

  /**
   * Sets the password the link is for (the visitors' policy, argon2id) and uses the link up.
   * Every session of the account ends: whoever knew the old password is signed out.
   */
  async setPassword(
    token: string,
    password: string,
    origin: RequestOrigin,
  ): Promise<{ email: string }> {
    parseInput(passwordInput, { password });
    if (!TOKEN.test(token)) throw new ServiceError(400, LINK_NOT_VALID);
    const hash = await this.d.passwords.hash(password);
    return this.d.db.transaction(async (tx) => {
      const [link] = await tx
        .update(l)
        .set({ usedAt: new Date(this.d.now()) })
        .where(this.live(token))
        .returning({ staffId: l.staffId });
      const [account] = link
        ? await tx
            .update(staffAccounts)
            .set({
              passwordHash: hash,
              failedSignIns: 0,
              lockedUntil: null,
              updatedAt: new Date(this.d.now()),
            })
            .where(and(eq(staffAccounts.id, link.staffId), isNull(staffAccounts.disabledAt)))
            .returning()
        : [];
      if (!account) throw new ServiceError(400, LINK_NOT_VALID);
      const sessionsEnded = await this.d.sessions.endAll(tx, account.id);
      await this.d.audit.write(tx, asStaffActor(account, origin), {
        action: 'staff.password_set',
        target: { type: 'staff', id: account.id },
        details: { sessionsEnded },
      });
      return { email: account.email };
    });
  }

  private live(token: string) {
    return and(
      eq(l.tokenHash, sha256(token)),
      isNull(l.usedAt),
      gt(l.expiresAt, new Date(this.d.now())),
    );
  }
}
