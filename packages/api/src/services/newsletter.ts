import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterDeliveries, newsletterSubscribers, newsletterUnsubscribes } from '../db/schema';
import {
  newsletterAlreadySubscribedMail,
  newsletterConfirmMail,
} from '../mails/newsletter-consent';
import type { MailQueue } from '../outbox/queue';
import { OutboxStore } from '../outbox/store';
import type { NewsletterLinkSigner } from './newsletter-links';

/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const t = newsletterSubscribers;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewsletterDeps {
  db: Db;
  outbox: MailQueue;
  links: NewsletterLinkSigner;
  now: () => number;
}

/**
 * The footer's newsletter by confirmed consent (PECR, GDPR): an address becomes a subscriber
 * only through the single-use link mailed to it. Whether the address is new, waiting or already
 * confirmed, the caller learns nothing: each gets one mail, and the form the same answer.
 */
export class Newsletter {
  constructor(private readonly d: NewsletterDeps) {}

  async subscribe(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const token = randomBytes(32).toString('base64url');
    await this.d.db.transaction(async (tx) => {
      // A waiting address gets a new link (the old one stops working); a confirmed one keeps
      // no token at all.
      const waiting = sql`${t.confirmedAt} is null`;
      const [row] = await tx
        .insert(t)
        .values({
          email: address,
          confirmTokenHash: sha256(token),
          confirmExpiresAt: new Date(this.d.now() + CONFIRM_TTL_MS),
        })
        .onConflictDoUpdate({
          target: t.email,
          set: {
            confirmTokenHash: sql`case when ${waiting} then excluded.confirm_token_hash end`,
            confirmExpiresAt: sql`case when ${waiting} then excluded.confirm_expires_at end`,
          },
        })
        .returning({ id: t.id, confirmedAt: t.confirmedAt });
      const mail = row!.confirmedAt
        ? newsletterAlreadySubscribedMail(address, this.d.links.links(row!.id))
        : newsletterConfirmMail(address, this.d.links.links(row!.id, token));
      await this.d.outbox.add(tx, mail);
    });
    this.d.outbox.wake();
  }

  /** True when the link was live: the address is now a subscriber and the link used up. */
  async confirm(token: string): Promise<boolean> {
    const rows = await this.d.db
      .update(t)
      .set({ confirmedAt: new Date(this.d.now()), confirmTokenHash: null, confirmExpiresAt: null })
      .where(
        and(eq(t.confirmTokenHash, sha256(token)), gt(t.confirmExpiresAt, new Date(this.d.now()))),
      )
      .returning({ id: t.id });
    return rows.length === 1;
  }

  /**
   * False for a link we did not sign. A signed link always succeeds, also a second time (RFC
   * 8058 clients may retry): the address is removed, confirmed or not, with every issue mail
   * still waiting for it, and the leaving is counted (by the random id only).
   */
  async unsubscribe(token: string): Promise<boolean> {
    const id = this.d.links.subscriberOf(token);
    if (!id) return false;
    await this.d.db.transaction(async (tx) => {
      const removed = await tx.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      if (removed.length === 0) return;
      await tx.insert(newsletterUnsubscribes).values({ subscriberId: id }).onConflictDoNothing();
      const d = newsletterDeliveries;
      const queued = await tx
        .select({ outboxId: d.outboxId })
        .from(d)
        .where(eq(d.subscriberId, id));
      const ids = queued.flatMap((row) => (row.outboxId === null ? [] : [row.outboxId]));
      const withdrawn = await new OutboxStore(tx).withdraw(ids);
      if (withdrawn.length > 0) await tx.delete(d).where(inArray(d.outboxId, withdrawn));
    });
    return true;
  }
}
