import type { ContactRequest } from '@corvane/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Mailer } from './mail';
import { contactMail } from './mail-templates';

/** Messages from the site's contact form: stored, then mailed to the careers mailbox. */
export class Contact {
  constructor(
    private readonly d: { db: Db; mailer: Mailer; log: FastifyBaseLogger; careersMailbox: string },
  ) {}

  async send(message: ContactRequest): Promise<void> {
    await this.d.db.insert(contactMessages).values(message);
    await this.d.mailer
      .send(contactMail(this.d.careersMailbox, message))
      .catch((error: unknown) => {
        this.d.log.error({ err: error }, 'Contact message saved, but its mail failed');
      });
  }
}
