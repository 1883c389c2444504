import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts, staffSessions, type SessionStage } from '../db/staff-schema';
import type { RequestOrigin, StaffActor } from './actor';
import { STAFF_POLICY } from './policy';

// Server-side sessions behind the console's cookie (decision 107). The cookie holds a random
// value; the table holds only its SHA-256, so a copy of the database opens no session. Ending a
// row ends the session at once (sign-out, disabling, a new password); a session that passes the
// second factor gets a new value (no fixation), and expires 30 minutes idle or 12 hours on.

export interface IssuedSession {
  /** The cookie's value: shown once, never stored. */
  token: string;
  csrfToken: string;
  stage: SessionStage;
  expiresAt: Date;
}

export interface SessionView {
  stage: SessionStage;
  csrfToken: string;
  createdAt: Date;
  /** Whichever comes first: the absolute end, or the idle end if nothing happens meanwhile. */
  endsAt: Date;
}

export type SessionCheck =
  | { ok: true; actor: StaffActor; session: SessionView }
  | { ok: false; reason: 'missing' | 'expired' | 'idle' | 'disabled' | 'stage' };

const s = staffSessions;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
const USER_AGENT_MAX = 300;

/** Constant-time comparison of a CSRF token with the session's (digests, so lengths match). */
export function csrfMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  return timingSafeEqual(
    createHash('sha256').update(expected).digest(),
    createHash('sha256').update(given).digest(),
  );
}

export class StaffSessions {
  constructor(private readonly d: { db: Db; now: () => number }) {}

  /** A new session; `db` is the caller's transaction. */
  async create(
    db: Db,
    staffId: string,
    stage: SessionStage,
    origin: RequestOrigin,
  ): Promise<IssuedSession> {
    const token = randomToken();
    const csrfToken = randomToken();
    const now = this.d.now();
    const expiresAt = new Date(
      now + (stage === 'complete' ? STAFF_POLICY.absoluteMs : STAFF_POLICY.passwordStageMs),
    );
    await db.insert(s).values({
      tokenHash: sha256(token),
      staffId,
      stage,
      csrfToken,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    return { token, csrfToken, stage, expiresAt };
  }

  /**
   * The session behind a cookie value, at exactly the stage asked for: a signed-in page wants
   * `complete`, the second-factor step `password`. An expired or idle row is deleted; a live
   * one's last-seen time moves on (at most once a minute).
   */
  async check(
    token: string | undefined,
    stage: SessionStage,
    origin: RequestOrigin = {},
  ): Promise<SessionCheck> {
    if (!token) return { ok: false, reason: 'missing' };
    const tokenHash = sha256(token);
    const [row] = await this.d.db
      .select({
        session: s,
        email: staffAccounts.email,
        name: staffAccounts.displayName,
        role: staffAccounts.role,
        disabledAt: staffAccounts.disabledAt,
      })
      .from(s)
      .innerJoin(staffAccounts, eq(staffAccounts.id, s.staffId))
      .where(eq(s.tokenHash, tokenHash));
    if (!row) return { ok: false, reason: 'missing' };
    const now = this.d.now();
    const { session } = row;
    const idleEnd = session.lastSeenAt.getTime() + STAFF_POLICY.idleMs;
    const expired = now >= session.expiresAt.getTime();
    const idle = session.stage === 'complete' && now >= idleEnd;
    if (expired || idle || row.disabledAt) {
      await this.d.db.delete(s).where(eq(s.tokenHash, tokenHash));
      return { ok: false, reason: row.disabledAt ? 'disabled' : expired ? 'expired' : 'idle' };
    }
    if (session.stage !== stage) return { ok: false, reason: 'stage' };
    let lastSeen = session.lastSeenAt.getTime();
    if (stage === 'complete' && now - lastSeen >= STAFF_POLICY.touchEveryMs) {
      lastSeen = now;
      await this.d.db
        .update(s)
        .set({ lastSeenAt: new Date(now) })
        .where(and(eq(s.tokenHash, tokenHash), lt(s.lastSeenAt, new Date(now))));
    }
    const endsAt =
      stage === 'complete'
        ? Math.min(session.expiresAt.getTime(), lastSeen + STAFF_POLICY.idleMs)
        : session.expiresAt.getTime();
    return {
      ok: true,
      actor: {
        kind: 'staff',
        id: session.staffId,
        email: row.email,
        name: row.name,
        role: row.role,
        ip: origin.ip,
        userAgent: origin.userAgent,
      },
      session: {
        stage: session.stage,
        csrfToken: session.csrfToken,
        createdAt: session.createdAt,
        endsAt: new Date(endsAt),
      },
    };
  }

  /**
   * Ends the password-stage session and issues a signed-in one under a new value, in the
   * caller's transaction. Undefined when the old one was used up meanwhile (a second request).
   */
  async promote(
    db: Db,
    token: string,
    staffId: string,
    origin: RequestOrigin,
  ): Promise<IssuedSession | undefined> {
    const ended = await db
      .delete(s)
      .where(and(eq(s.tokenHash, sha256(token)), eq(s.staffId, staffId), eq(s.stage, 'password')))
      .returning({ staffId: s.staffId });
    if (ended.length === 0) return undefined;
    return this.create(db, staffId, 'complete', origin);
  }

  /** Ends one session; answers whose it was. */
  async end(token: string, db: Db = this.d.db): Promise<string | undefined> {
    const [row] = await db
      .delete(s)
      .where(eq(s.tokenHash, sha256(token)))
      .returning({ staffId: s.staffId });
    return row?.staffId;
  }

  /** Ends every session of one account (sign out everywhere, disabled, new password). */
  async endAll(db: Db, staffId: string): Promise<number> {
    const rows = await db.delete(s).where(eq(s.staffId, staffId)).returning({ staffId: s.staffId });
    return rows.length;
  }

  /** Deletes sessions past their end that nobody came back to (the daily sweep). */
  async pruneEnded(): Promise<number> {
    const now = this.d.now();
    const rows = await this.d.db
      .delete(s)
      .where(
        or(lt(s.expiresAt, new Date(now)), lt(s.lastSeenAt, new Date(now - STAFF_POLICY.idleMs))),
      )
      .returning({ staffId: s.staffId });
    return rows.length;
  }
}
