import { vi } from 'vitest';
import { codeIn, outboxMails } from '../../../tests/support/mailbox.mjs';
import { rememberSecret } from './log-secrets';

// The API tests' mailbox: the mail a test server wrote to its outbox folder (no SMTP_URL), read
// with the reader every runner shares (tests/support/mailbox.mjs) and waited for with Vitest's
// vi.waitFor, since the outbox worker writes a mail a moment after the reply.

/** The time a mail may take to be written, and how often the folder is read meanwhile. */
const MAIL_WAIT = { timeout: 5000, interval: 25 };

/** Every message in the outbox folder to this address so far, oldest first. */
export function outboxFor(dataDir: string, to: string): string[] {
  return outboxMails(dataDir, to);
}

/** The messages to this address once at least `count` are written (the outbox worker sends them). */
export function mailsTo(dataDir: string, to: string, count = 1): Promise<string[]> {
  return vi.waitFor(() => {
    const mails = outboxFor(dataDir, to);
    if (mails.length < count) throw new Error(`fewer than ${count} mail(s) to ${to}`);
    return mails;
  }, MAIL_WAIT);
}

/** The newest message to this address that contains `text`, once it is written. */
export function mailWith(dataDir: string, to: string, text: string): Promise<string> {
  return vi.waitFor(() => {
    const mail = outboxFor(dataDir, to).findLast((m) => m.includes(text));
    if (!mail) throw new Error(`no mail to ${to} with "${text}"`);
    return mail;
  }, MAIL_WAIT);
}

/** The code of the newest mail to this address, waiting briefly for mails sent in background. */
export async function latestCode(dataDir: string, to: string, after = 0): Promise<string> {
  const mails = await mailsTo(dataDir, to, after + 1);
  const code = codeIn(mails[mails.length - 1]!);
  if (!code) throw new Error(`no code mailed to ${to}`);
  rememberSecret(code);
  return code;
}
