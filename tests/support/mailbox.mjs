// Reading the mail a server under test sent, for every runner: the API server's outbox folder
// (DATA_DIR/outbox, one .eml file a mail, where no SMTP_URL is set) and the end-to-end suite's
// loopback SMTP capture (E2E_MAILBOX, one .json file a mail: e2e-server.mjs), and the code in a
// verification or password-reset mail. Plain Node and no test runner: the API tests (Vitest), the
// end-to-end suite (Playwright) and the Lighthouse runner each wait for a mail in their own way
// around these (packages/api/test/mailbox.ts, tests/e2e/support/mailbox.ts, lighthouse/account.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Every mail the end-to-end suite's SMTP server captured for `address`, oldest first, as raw
 * text. */
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
