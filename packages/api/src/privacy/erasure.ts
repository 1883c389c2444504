import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  applications,
  contactMessages,
  mailOutbox,
  type OutboxState,
  newsletterDeliveries,
  newsletterSubscribers,
  users,
} from '../db/schema';
import { authorise, type Actor } from '../staff/actor';
import type { AuditLog } from '../staff/audit';
import { holdingsOf, subjectAddress, subjectReference } from './holdings';

// Erasure of everything held about one email address (issue 47 item 8; UK GDPR article 17):
// applications with their notes and resume files, contact messages, the newsletter address with
// the issues queued for it, mail waiting for the address, and a visitor account with its codes.
// The rows go in one transaction with the audit line (counts only: never the data, and the
// address as a keyed hash); the files after the commit, and the daily sweep removes any file a
// crash left without its row.

export interface ErasureCounts {
  applications: number;
  notes: number;
  resumeFiles: number;
  contactMessages: number;
  newsletterAddress: number;
  waitingMail: number;
  /** Being handed to the mail server this moment: not stopped (it may already be delivered). */
  mailBeingSent: number;
  visitorAccount: number;
  visitorCodes: number;
}

/** Mail a worker holds mid-send (decision 016): left to finish. */
const IN_FLIGHT: OutboxState[] = ['sending', 'delivering'];

export class Erasure {
  constructor(
    private readonly d: {
      db: Db;
      audit: AuditLog;
      uploadsDir: string;
      subjectKey: Buffer;
      log: FastifyBaseLogger;
    },
  ) {}

  async erase(actor: Actor, email: string): Promise<ErasureCounts> {
    authorise(actor, 'privacy');
    const address = subjectAddress(email);
    const { counts, files } = await this.d.db.transaction(async (tx) => {
      const held = await holdingsOf(tx, address);
      const ids = held.applications.map((row) => row.id);
      // Notes go with their application (ON DELETE CASCADE).
      if (ids.length > 0) await tx.delete(applications).where(inArray(applications.id, ids));
      const messageIds = held.contactMessages.map((row) => row.id);
      if (messageIds.length > 0) {
        await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds));
      }
      if (held.subscriber) {
        await tx
          .delete(newsletterDeliveries)
          .where(eq(newsletterDeliveries.subscriberId, held.subscriber.id));
        await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, address));
      }
      const withdrawn = await tx
        .delete(mailOutbox)
        .where(
          and(
            sql`lower(${mailOutbox.recipient}) = ${address}`,
            notInArray(mailOutbox.state, IN_FLIGHT),
          ),
        )
        .returning({ id: mailOutbox.id, state: mailOutbox.state });
      // Codes go with the account (ON DELETE CASCADE).
      if (held.visitor) await tx.delete(users).where(eq(users.id, held.visitor.id));
      const counts: ErasureCounts = {
        applications: ids.length,
        notes: held.notes.length,
        resumeFiles: 0,
        contactMessages: messageIds.length,
        newsletterAddress: held.subscriber ? 1 : 0,
        waitingMail: withdrawn.filter((row) => row.state !== 'sent').length,
        mailBeingSent: held.mail.filter((row) => IN_FLIGHT.includes(row.state as OutboxState))
          .length,
        visitorAccount: held.visitor ? 1 : 0,
        visitorCodes: held.visitorCodes,
      };
      await this.d.audit.write(tx, actor, {
        action: 'privacy.erased',
        target: { type: 'data_subject', id: subjectReference(this.d.subjectKey, address) },
        details: { ...counts, resumeFiles: ids.length },
      });
      return { counts, files: held.applications.map((row) => row.resumeFile) };
    });
    counts.resumeFiles = await this.removeFiles(files);
    return counts;
  }

  /** Deletes the resume files of rows already gone; answers how many were on disk. */
  private async removeFiles(files: string[]): Promise<number> {
    let removed = 0;
    for (const file of files) {
      try {
        await rm(join(this.d.uploadsDir, file));
        removed += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        // The daily sweep deletes files that have no row; this one will go then.
        this.d.log.error(
          { err: error },
          `Could not delete resume ${file} of an erased application`,
        );
      }
    }
    return removed;
  }
}
