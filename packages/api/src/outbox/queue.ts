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

  /** Answers the queued mail's id. */
  async add(db: Db, message: MailMessage): Promise<number> {
    const raw = await composeMail(message, this.d.mailFrom);
    const [row] = await db
      .insert(mailOutbox)
      .values({ kind: message.kind, recipient: message.to, message: this.d.sealer.seal(raw) })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** Many mails in one statement; answers their ids, in the order given. */
  async addMany(db: Db, messages: MailMessage[]): Promise<number[]> {
    if (messages.length === 0) return [];
    const values = [];
    for (const message of messages) {
      const raw = await composeMail(message, this.d.mailFrom);
      values.push({ kind: message.kind, recipient: message.to, message: this.d.sealer.seal(raw) });
    }
    const rows = await db
      .insert(mailOutbox)
      .values(values)
      .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient });
    // Matched by recipient, not by the order of the rows returned (SQL does not promise it).
    const ids = new Map(rows.map((row) => [row.recipient, row.id]));
    return messages.map((message) => ids.get(message.to)!);
  }

  wake(): void {
    this.d.wake();
  }
}
