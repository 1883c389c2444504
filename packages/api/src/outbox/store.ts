import { and, asc, count, eq, gt, inArray, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Rate } from '../config-readers';
import type { Db } from '../db/client';
import { mailOutbox, type OutboxState } from '../db/schema';
import { BULK_KINDS } from './message';

/** How long one attempt may hold a mail before another process may take it over. */
const LEASE = sql`now() + interval '10 minutes'`;
/** Sent mails stay listed this long (without their content), then go. */
const KEEP_SENT = sql`now() - interval '7 days'`;
/** Serialises the bulk claims of every process on a database (pg_advisory_xact_lock's key). */
const BULK_LOCK = 0x636f7276; // "corv"

export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  createdAt: Date;
  attempts: number;
  message: Buffer | null;
}

export interface InFlightMail {
  id: number;
  state: OutboxState;
  claimedBy: string | null;
  leaseExpired: boolean;
}

const t = mailOutbox;
const mine = (id: number, claimer: string) => and(eq(t.id, id), eq(t.claimedBy, claimer));

/**
 * The outbox's states, in the database: pending -> sending (claimed) -> delivering (the body is
 * out, the final dot about to go) -> sent. A failure goes back to pending (later) or to failed
 * (the server refused it for good); a process that died while delivering leaves its mail
 * unconfirmed: it may have arrived, so it is not sent again unless someone says so.
 * Every change after the claim names the claimer, so a process that lost its lease changes nothing.
 */
export class OutboxStore {
  constructor(private readonly db: Db) {}

  /**
   * Takes up to `limit` due mails for this process, every other kind before bulk mail (a code
   * never waits behind a newsletter). SKIP LOCKED: two processes claiming at once get different
   * mails. A mail still "sending" after its lease had never reached the final dot, so it is safe
   * to take over.
   */
  async claim(claimer: string, limit: number, bulk = false): Promise<ClaimedMail[]> {
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          bulk ? inArray(t.kind, [...BULK_KINDS]) : notInArray(t.kind, [...BULK_KINDS]),
          or(
            and(eq(t.state, 'pending'), lte(t.nextAttemptAt, sql`now()`)),
            and(eq(t.state, 'sending'), lt(t.leaseUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(t.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(t)
      .set({
        state: 'sending',
        claimedBy: claimer,
        leaseUntil: LEASE,
        claimedAt: sql`now()`,
        attempts: sql`${t.attempts} + 1`,
      })
      .where(inArray(t.id, due))
      .returning({
        id: t.id,
        kind: t.kind,
        recipient: t.recipient,
        createdAt: t.createdAt,
        attempts: t.attempts,
        message: t.message,
      });
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Bulk mail, no more than `rate` allows: attempts begun within its period (by any process on
   * this database) count against it. The lock makes two processes' counts and claims take turns.
   */
  async claimBulk(claimer: string, limit: number, rate: Rate): Promise<ClaimedMail[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BULK_LOCK})`);
      const [recent] = await tx
        .select({ attempts: count() })
        .from(t)
        .where(
          and(
            inArray(t.kind, [...BULK_KINDS]),
            gt(t.claimedAt, sql`now() - make_interval(secs => ${rate.periodMs / 1000})`),
          ),
        );
      const allowance = Math.min(limit, rate.count - (recent?.attempts ?? 0));
      return allowance > 0 ? new OutboxStore(tx).claim(claimer, allowance, true) : [];
    });
  }

  /** Just before the final dot; false when the mail is no longer this attempt's. */
  async markDelivering(id: number, claimer: string): Promise<boolean> {
    const rows = await this.db
      .update(t)
      .set({ state: 'delivering' })
      .where(and(mine(id, claimer), eq(t.state, 'sending')))
      .returning({ id: t.id });
    return rows.length === 1;
  }

  async markSent(id: number, claimer: string): Promise<void> {
    await this.db
      .update(t)
      .set({
        state: 'sent',
        sentAt: sql`now()`,
        message: null,
        lastError: null,
        claimedBy: null,
        leaseUntil: null,
      })
      .where(and(mine(id, claimer), eq(t.state, 'delivering')));
  }

  /** After a failed attempt: again in `retryInMs`, or never by itself when `permanent`. */
  async markFailed(
    id: number,
    claimer: string,
    error: string,
    next: { permanent: boolean; retryInMs: number },
  ): Promise<void> {
    await this.db
      .update(t)
      .set({
        state: next.permanent ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${next.retryInMs / 1000})`,
        lastError: error.slice(0, 500),
        claimedBy: null,
        leaseUntil: null,
      })
      .where(and(mine(id, claimer), inArray(t.state, ['sending', 'delivering'])));
  }

  /** The mail server answers again: every mail waiting out a backoff is due now. */
  async bringForward(): Promise<number> {
    const rows = await this.db
      .update(t)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(t.state, 'pending'), gt(t.nextAttemptAt, sql`now()`)))
      .returning({ id: t.id });
    return rows.length;
  }

  async inFlight(): Promise<InFlightMail[]> {
    return this.db
      .select({
        id: t.id,
        state: t.state,
        claimedBy: t.claimedBy,
        leaseExpired: sql<boolean>`coalesce(${t.leaseUntil} < now(), true)`,
      })
      .from(t)
      .where(inArray(t.state, ['sending', 'delivering']));
  }

  /** A dead process's claim that never reached the final dot: due again at once. */
  async release(mail: InFlightMail): Promise<boolean> {
    const rows = await this.db
      .update(t)
      .set({ state: 'pending', nextAttemptAt: sql`now()`, claimedBy: null, leaseUntil: null })
      .where(and(mine(mail.id, mail.claimedBy ?? ''), eq(t.state, 'sending')))
      .returning({ id: t.id });
    return rows.length === 1;
  }

  /** A dead process's mail that was past the body: it may have arrived, so it waits for a person. */
  async unconfirm(mail: InFlightMail): Promise<boolean> {
    const rows = await this.db
      .update(t)
      .set({
        state: 'unconfirmed',
        lastError:
          'The sending process stopped while the mail server was accepting this mail: it has ' +
          'probably arrived. "npm run outbox -- retry ID" sends it again.',
        claimedBy: null,
        leaseUntil: null,
      })
      .where(and(mine(mail.id, mail.claimedBy ?? ''), eq(t.state, 'delivering')))
      .returning({ id: t.id });
    return rows.length === 1;
  }

  /**
   * Takes back mails no sender holds (after an unsubscribe): waiting ones, and failed or
   * unconfirmed ones a retry would send. Answers their ids.
   */
  async withdraw(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .delete(t)
      .where(and(inArray(t.id, ids), inArray(t.state, ['pending', 'failed', 'unconfirmed'])))
      .returning({ id: t.id });
    return rows.map((row) => row.id);
  }

  async pruneSent(): Promise<void> {
    await this.db.delete(t).where(and(eq(t.state, 'sent'), lt(t.sentAt, KEEP_SENT)));
  }

  /** Every mail not yet sent, oldest first, and how many were sent in the last 7 days. */
  async list() {
    const open = await this.db
      .select({
        id: t.id,
        state: t.state,
        kind: t.kind,
        recipient: t.recipient,
        attempts: t.attempts,
        nextAttemptAt: t.nextAttemptAt,
        createdAt: t.createdAt,
        lastError: t.lastError,
      })
      .from(t)
      .where(ne(t.state, 'sent'))
      .orderBy(asc(t.id));
    const [sent] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.state, 'sent'));
    return { open, sent: sent?.count ?? 0 };
  }

  /** Makes a failed, unconfirmed or waiting mail due now; false when there is none to send. */
  async retry(id: number): Promise<boolean> {
    const rows = await this.db
      .update(t)
      .set({ state: 'pending', nextAttemptAt: sql`now()`, lastError: null })
      .where(
        and(
          eq(t.id, id),
          inArray(t.state, ['pending', 'failed', 'unconfirmed']),
          sql`${t.message} is not null`,
        ),
      )
      .returning({ id: t.id });
    return rows.length === 1;
  }
}
