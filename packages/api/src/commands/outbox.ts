import { z } from 'zod';
import { utc } from './format';
import { defineCommand, text } from './types';

// `npm run outbox`: the mail the server owes (decision 016).

const STATE_NOTE: Record<string, string> = {
  pending: 'waiting',
  sending: 'being sent',
  delivering: 'being sent',
  failed: 'FAILED: refused by the mail server',
  unconfirmed: 'UNCONFIRMED: may have arrived',
};

export const outboxCommands = {
  'outbox.list': defineCommand({
    args: z.object({}),
    async run({ services }) {
      const { open, sent } = await services.outboxStore.list();
      const lines = open.length === 0 ? ['Every mail has been sent.'] : [];
      for (const mail of open) {
        const when = mail.state === 'pending' ? `, next try ${utc(mail.nextAttemptAt)}` : '';
        lines.push(
          `${mail.id}  ${STATE_NOTE[mail.state] ?? mail.state}  ${mail.kind} to ${mail.recipient}, ` +
            `queued ${utc(mail.createdAt)}, ${mail.attempts} attempt(s)${when}`,
        );
        if (mail.lastError) lines.push(`      last error: ${mail.lastError}`);
      }
      lines.push(`${sent} sent in the last 7 days.`);
      return text(lines.join('\n'));
    },
  }),

  'outbox.retry': defineCommand({
    args: z.object({ id: z.number().int().positive() }),
    async run({ services }, { id }) {
      if (!(await services.outboxStore.retry(id))) {
        return text(
          `No mail ${id} is waiting, failed or unconfirmed. "npm run outbox -- list" shows them.`,
          { failed: true },
        );
      }
      services.outboxWorker.wake();
      return text(`Mail ${id} will be sent again.`, { queuedMail: true });
    },
  }),
};
