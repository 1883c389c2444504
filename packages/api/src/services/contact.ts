import type { ContactRequest } from '@corvane/contract';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import type { MailQueue } from '../outbox/queue';
import { contactMail } from '../mails/contact';

/** Messages from the site's contact form: stored with their mail to the careers mailbox. */
export class Contact {
  constructor(private readonly d: { db: Db; outbox: MailQueue; careersMailbox: string }) {}

  /** The message and its mail commit together; the mail goes out in the background. */
  async send(message: ContactRequest): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message);
      await this.d.outbox.add(tx, contactMail(this.d.careersMailbox, message));
    });
    this.d.outbox.wake();
  }
}
