import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  newsletterUnsubscribes,
} from '../db/schema';
import { renderMarkdown } from '../mails/markdown';
import { newsletterIssueMail, type NewsletterIssueContent } from '../mails/newsletter-issue';
import type { MailQueue } from '../outbox/queue';
import { InputError } from './errors';
import type { NewsletterLinkSigner } from './newsletter-links';

/**
 * Subscribers queued per transaction: a send never holds the embedded database (one connection,
 * shared with the site's requests) for more than a moment.
 */
const SEND_BATCH = 25;
const MAX_SUBJECT = 200;
const ISSUE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface IssueDraft {
  markdown: string;
  /** Else the file's first "# Heading". */
  subject?: string;
  /** Else the hash of the Markdown. */
  issue?: string;
}

export interface PreparedIssue extends NewsletterIssueContent {
  id: string;
  contentHash: string;
}

const s = newsletterSubscribers;
const d = newsletterDeliveries;

/** The same text, however an editor saved it: line ends and trailing spaces do not count. */
const normalise = (markdown: string) =>
  markdown
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();

/**
 * Newsletter issues (decision 089): a Markdown file becomes one mail per confirmed subscriber,
 * each queued in the outbox (decision 016) together with a row keyed by (issue, subscriber), so
 * a second send of the same issue queues nothing for anyone who has it, whatever crashed between.
 */
export class NewsletterIssues {
  constructor(
    private readonly d: {
      db: Db;
      outbox: MailQueue;
      links: NewsletterLinkSigner;
      siteUrl: () => string;
    },
  ) {}

  /** Renders the draft; refuses an empty file, an empty or missing subject, a bad issue name. */
  prepare(draft: IssueDraft): PreparedIssue {
    const markdown = normalise(draft.markdown);
    if (!markdown) throw new InputError('The Markdown file is empty: there is nothing to send.');
    const siteUrl = this.d.siteUrl();
    const body = renderMarkdown(markdown, siteUrl);
    const subject = (draft.subject ?? body.title ?? '').replace(/\s+/g, ' ').trim();
    if (draft.subject !== undefined && !subject) {
      throw new InputError(
        'The subject is empty: give --subject a text, or leave it out to use the first "# Heading".',
      );
    }
    if (!subject) {
      throw new InputError(
        'The newsletter has no subject: give --subject TEXT, or start the file with a "# Heading" line.',
      );
    }
    if (subject.length > MAX_SUBJECT) {
      throw new InputError(`The subject has ${subject.length} characters; at most ${MAX_SUBJECT}.`);
    }
    if (draft.issue !== undefined && !ISSUE_NAME.test(draft.issue)) {
      throw new InputError(
        '--issue must be 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
      );
    }
    const contentHash = createHash('sha256').update(markdown).digest('hex');
    return { id: draft.issue ?? contentHash.slice(0, 16), contentHash, subject, body, siteUrl };
  }

  /** Who an issue would reach: confirmed subscribers, those of them who have it, and waiting. */
  async audience(issueId: string) {
    const [row] = await this.d.db
      .select({
        confirmed: count(s.confirmedAt),
        waiting: sql<number>`count(*) filter (where ${s.confirmedAt} is null)`.mapWith(Number),
        have: sql<number>`count(*) filter (where ${s.confirmedAt} is not null and exists (
          select 1 from ${d} where ${d.issueId} = ${issueId} and ${d.subscriberId} = ${s.id}))`.mapWith(
          Number,
        ),
      })
      .from(s);
    return { confirmed: row?.confirmed ?? 0, waiting: row?.waiting ?? 0, have: row?.have ?? 0 };
  }

  /** The issue this id names, if it was ever sent. */
  async find(issueId: string) {
    const [row] = await this.d.db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    return row;
  }

  /** Queues the issue for every confirmed subscriber who does not have it yet. */
  async send(issue: PreparedIssue): Promise<{ queued: number }> {
    const { db } = this.d;
    await db
      .insert(newsletterIssues)
      .values({ id: issue.id, subject: issue.subject, contentHash: issue.contentHash })
      .onConflictDoUpdate({
        target: newsletterIssues.id,
        set: { subject: issue.subject, contentHash: issue.contentHash },
      });
    let queued = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const due = await tx
          .select({ id: s.id, email: s.email })
          .from(s)
          .where(
            and(
              isNotNull(s.confirmedAt),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(d)
                  .where(and(eq(d.issueId, issue.id), eq(d.subscriberId, s.id))),
              ),
            ),
          )
          .orderBy(asc(s.confirmedAt), asc(s.id))
          .limit(SEND_BATCH)
          // An unsubscribe meanwhile waits for this batch, then takes back its mail.
          .for('share', { of: s });
        if (due.length === 0) return { seen: 0, added: 0 };
        // The key decides: another send of this issue running at the same time skips them.
        const mine = await tx
          .insert(d)
          .values(due.map((subscriber) => ({ issueId: issue.id, subscriberId: subscriber.id })))
          .onConflictDoNothing()
          .returning({ id: d.subscriberId });
        const claimed = new Set(mine.map((row) => row.id));
        const readers = due.filter((subscriber) => claimed.has(subscriber.id));
        const outboxIds = await this.d.outbox.addMany(
          tx,
          readers.map((r) => newsletterIssueMail(r.email, issue, this.d.links.links(r.id))),
        );
        if (readers.length > 0) {
          const pairs = readers.map((r, i) => sql`(${r.id}::uuid, ${outboxIds[i]!}::bigint)`);
          await tx.execute(sql`update ${d} set outbox_id = v.outbox_id
            from (values ${sql.join(pairs, sql`, `)}) as v(subscriber_id, outbox_id)
            where ${d.issueId} = ${issue.id} and ${d.subscriberId} = v.subscriber_id`);
        }
        const added = readers.length;
        return { seen: due.length, added };
      });
      queued += batch.added;
      if (batch.added > 0) this.d.outbox.wake();
      if (batch.seen < SEND_BATCH) return { queued };
    }
  }

  /**
   * One copy to `address`, marked [Test], outside the issue's record. A subscriber's copy has
   * their own unsubscribe link; another address gets a link that removes nobody.
   */
  async sendTest(issue: PreparedIssue, address: string): Promise<{ subscriber: boolean }> {
    const email = address.trim().toLowerCase();
    const [row] = await this.d.db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.email, email), isNotNull(s.confirmedAt)));
    const links = this.d.links.links(row?.id ?? randomUUID());
    await this.d.outbox.add(this.d.db, newsletterIssueMail(email, issue, links, { test: true }));
    this.d.outbox.wake();
    return { subscriber: row !== undefined };
  }

  /** The list's counts, and each issue with how many of its mails are still to go out. */
  async summary() {
    const { db } = this.d;
    const [counts] = await db
      .select({
        confirmed: count(s.confirmedAt),
        waiting: sql<number>`count(*) filter (where ${s.confirmedAt} is null)`.mapWith(Number),
      })
      .from(s);
    const [left] = await db.select({ unsubscribed: count() }).from(newsletterUnsubscribes);
    const issues = await db
      .select({
        id: newsletterIssues.id,
        subject: newsletterIssues.subject,
        createdAt: newsletterIssues.createdAt,
        queued: count(d.subscriberId),
        // A sent mail's row is pruned after 7 days: a delivery without one was sent.
        owed: sql<number>`count(${mailOutbox.id}) filter (where ${mailOutbox.state} <> 'sent')`.mapWith(
          Number,
        ),
      })
      .from(newsletterIssues)
      .leftJoin(d, eq(d.issueId, newsletterIssues.id))
      .leftJoin(mailOutbox, eq(mailOutbox.id, d.outboxId))
      .groupBy(newsletterIssues.id)
      .orderBy(desc(newsletterIssues.createdAt));
    return {
      confirmed: counts?.confirmed ?? 0,
      waiting: counts?.waiting ?? 0,
      unsubscribed: left?.unsubscribed ?? 0,
      issues,
    };
  }
}
