// The mail a server under test sent, for every runner: the API server's outbox folder
// (DATA_DIR/outbox, one .eml file a mail, where no SMTP_URL is set) and a loopback SMTP capture
// (`captureMail`, one .json file a mail, which the built server's launcher starts for the
// end-to-end suite), and the code in a verification or password-reset mail. Plain Node and no test
// runner: the API tests (Vitest), the end-to-end suite (Playwright) and the Lighthouse runner each
// wait for a mail in their own way around these (packages/api/test/mailbox.ts,
// tests/e2e/support/mailbox.ts, lighthouse/account.mjs).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The subjects of the two mails that carry a code (packages/api/src/mails/account-codes.ts). */
const CODE_SUBJECTS = {
  verify: /Your Corvane verification code: (\d{6})/,
  reset: /Your Corvane password reset code: (\d{6})/,
};

/** The files of `folder` ending in `extension`, in the order they were written (none yet: []). */
function filesIn(folder, extension) {
  // A server writes its first mail a moment after its reply: the folder may not exist yet.
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/** Every mail in the API server's outbox folder (to `to` only, if given: the To header's whole
 * value), oldest first, as raw text. */
export function outboxMails(dataDir, to) {
  const mails = filesIn(join(dataDir, 'outbox'), '.eml');
  return to === undefined ? mails : mails.filter((mail) => mail.includes(`\r\nTo: ${to}\r\n`));
}

/**
 * A loopback SMTP server that keeps every mail it is given in `folder`, one JSON file a mail
 * (`{ to, raw }`), written whole and then renamed so that a reader never sees half a mail.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} `url` is the server's SMTP_URL.
 */
export async function captureMail(folder) {
  mkdirSync(folder, { recursive: true });
  let sequence = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${String(++sequence).padStart(6, '0')}.json`;
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        writeFileSync(join(folder, `.${name}`), JSON.stringify(mail));
        renameSync(join(folder, `.${name}`), join(folder, name));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${smtp.server.address().port}`,
    close: () => new Promise((resolve) => smtp.close(resolve)),
  };
}

/** Every mail a `captureMail` server kept for `address`, oldest first, as raw text. */
export function capturedMails(folder, address) {
  return filesIn(folder, '.json')
    .map((text) => JSON.parse(text))
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => mail.raw);
}

/** The six-digit code of a verification (`verify`) or password-reset (`reset`) mail, of either
 * if no kind is given; undefined for any other mail. */
export function codeIn(mail, kind) {
  const subjects = kind ? [CODE_SUBJECTS[kind]] : Object.values(CODE_SUBJECTS);
  for (const subject of subjects) {
    const code = subject.exec(mail)?.[1];
    if (code) return code;
  }
  return undefined;
}
