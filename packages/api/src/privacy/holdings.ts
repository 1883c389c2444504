import { createHmac } from 'node:crypto';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applicationNotes,
  applications,
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  otpCodes,
  users,
} from '../db/schema';

// Everything the server holds about one email address (issue 47 item 8, UK GDPR): what an
// erasure deletes and a subject access export contains, found in one place so the two cannot
// disagree. Applications and contact messages keep the address as typed, so they are matched
// without regard to case; accounts and the newsletter store it lower-cased.

export interface Holdings {
  email: string;
  applications: (typeof applications.$inferSelect)[];
  notes: (typeof applicationNotes.$inferSelect)[];
  contactMessages: (typeof contactMessages.$inferSelect)[];
  subscriber: typeof newsletterSubscribers.$inferSelect | undefined;
  visitor: typeof users.$inferSelect | undefined;
  visitorCodes: number;
  /** Mail to the address that is not sent yet (the sent keep only the address, for 7 days). */
  mail: { id: number; kind: string; state: string; createdAt: Date }[];
}

/** An address as the tables compare it. */
export const subjectAddress = (email: string) => email.trim().toLowerCase();

/**
 * How the audit log names a data subject: a keyed hash of the address, so an erasure's line
 * does not keep the address it erased, yet the same address always gives the same name.
 */
export const subjectReference = (key: Buffer, email: string) =>
  `subject:${createHmac('sha256', key).update(subjectAddress(email)).digest('hex').slice(0, 32)}`;

export async function holdingsOf(db: Db, email: string): Promise<Holdings> {
  const address = subjectAddress(email);
  const held = await db
    .select()
    .from(applications)
    .where(sql`lower(${applications.email}) = ${address}`)
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const ids = held.map((row) => row.id);
  const notes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(applicationNotes)
          .where(inArray(applicationNotes.applicationId, ids))
          .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${address}`)
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  const [visitor] = await db.select().from(users).where(eq(users.email, address));
  const [codes] = visitor
    ? await db.select({ n: count() }).from(otpCodes).where(eq(otpCodes.userId, visitor.id))
    : [];
  const mail = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      state: mailOutbox.state,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${address} and ${mailOutbox.state} <> 'sent'`)
    .orderBy(asc(mailOutbox.id));
  return {
    email: address,
    applications: held,
    notes,
    contactMessages: messages,
    subscriber,
    visitor,
    visitorCodes: codes?.n ?? 0,
    mail,
  };
}
