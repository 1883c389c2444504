// `npm run outbox -- list | retry ID`: the mail the server owes, and a way to send one again.
// Uses the same DATA_DIR / DATABASE_URL as the server.
import { openDatabase } from '../db/client';
import { cliConfig, fail } from './common';
import { OutboxStore } from '../outbox/store';

const USAGE = `Usage:
  npm run outbox -- list       every mail not sent yet: waiting, being sent, failed or unconfirmed
  npm run outbox -- retry ID   send this failed or unconfirmed mail again (or a waiting one now)

A running server sends what is due within a second or two; with the embedded database, stop the
server first and the mail goes out when it starts again.`;

const time = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

const STATE_NOTE: Record<string, string> = {
  pending: 'waiting',
  sending: 'being sent',
  delivering: 'being sent',
  failed: 'FAILED: refused by the mail server',
  unconfirmed: 'UNCONFIRMED: may have arrived',
};

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  if (command !== 'list' && command !== 'retry') fail(USAGE);
  const id = Number(argument);
  if (command === 'retry' && !(Number.isSafeInteger(id) && id > 0)) fail(USAGE);

  const config = cliConfig();
  const database = await openDatabase({ ...config, purpose: 'reading the outbox' }).catch(
    (error: Error) => fail(error.message),
  );
  const store = new OutboxStore(database.db);
  try {
    if (command === 'list') {
      const { open, sent } = await store.list();
      if (open.length === 0) console.log('Every mail has been sent.');
      for (const mail of open) {
        const when = mail.state === 'pending' ? `, next try ${time(mail.nextAttemptAt)} UTC` : '';
        console.log(
          `${mail.id}  ${STATE_NOTE[mail.state] ?? mail.state}  ${mail.kind} to ${mail.recipient}, ` +
            `queued ${time(mail.createdAt)} UTC, ${mail.attempts} attempt(s)${when}`,
        );
        if (mail.lastError) console.log(`      last error: ${mail.lastError}`);
      }
      console.log(`${sent} sent in the last 7 days.`);
    } else if (await store.retry(id)) {
      console.log(`Mail ${id} will be sent again.`);
    } else {
      process.exitCode = 1;
      console.error(
        `No mail ${id} is waiting, failed or unconfirmed. "npm run outbox -- list" shows them.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
