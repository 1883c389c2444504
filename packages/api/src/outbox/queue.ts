import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { composeMail, type MailMessage } from './message';
import type { Sealer } from './seal';

/**
 * Where services put the mail they owe: `add` runs inside the caller's transaction, so the mail
 * exists exactly when the row that caused it does. `wake` (after the commit) tells this
 * process's worker to send it now rather than at its next poll.
 */
export class MailQueue {
  constructor(private readonly d: { sealer: Sealer; mailFrom: string; wake: () => void }) {}

  async add(db: Db, message: MailMessage): Promise<void> {
    const raw = await composeMail(message, this.d.mailFrom);
    await db.insert(mailOutbox).values({
      kind: message.kind,
      recipient: message.to,
      message: this.d.sealer.seal(raw),
    });
  }

  wake(): void {
    this.d.wake();
  }
}
