import { expect } from '@playwright/test';
import { capturedMails, codeIn, type CodeKind } from '../../support/mailbox.mjs';

// The end-to-end suite's mailbox: the mail our server sent through the loopback SMTP server its
// launcher started (tests/support/builtServer.mjs), read with the shared reader
// (tests/support/mailbox.mjs) and waited for with Playwright's expect.poll.

/** Every captured mail to `address`, oldest first, as raw text. */
export function mailsTo(address: string): string[] {
  const folder = process.env.E2E_MAILBOX;
  if (!folder)
    throw new Error('E2E_MAILBOX is not set: run the suite through playwright.config.ts.');
  return capturedMails(folder, address);
}

/**
 * The code in the newest mail of that kind to `address`, as the loopback SMTP server captured
 * it. `after` is how many such mails there were before the action that sends a new one.
 */
export async function codeFromMail(address: string, kind: CodeKind, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const codes = mailsTo(address)
          .map((mail) => codeIn(mail, kind))
          .filter((c): c is string => Boolean(c));
        code = codes.length > after ? codes[codes.length - 1] : undefined;
        return code;
      },
      { message: `a ${kind} code mailed to ${address}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A captured mail's headers (unfolded) and text (quoted-printable undone), as a reader sees them. */
export function readable(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = /^Content-Transfer-Encoding: quoted-printable$/im.test(head)
    ? Buffer.from(
        raw
          .slice(split)
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : raw.slice(split);
  return head + body;
}

/** How many mails of that kind `address` has had so far. */
export function mailCount(address: string, kind: CodeKind): number {
  return mailsTo(address).filter((mail) => codeIn(mail, kind)).length;
}

/** The confirmation mail to `address`, with its links (as paths on the server under test). */
export async function confirmationMail(address: string) {
  let mail: string | undefined;
  await expect
    .poll(() => (mail = mailsTo(address).map(readable)[0]), {
      message: `a confirmation mail to ${address}`,
      timeout: 15_000,
    })
    .toBeDefined();
  // The visible links: the site's origin, then the page (the one-click header has /api/ first).
  const link = (path: string) =>
    new RegExp(`(http://[^\\s/]+${path}\\?token=[^\\s>]+)`).exec(mail!)?.[1];
  return {
    mail: mail!,
    confirm: new URL(link('/newsletter/confirm')!),
    unsubscribe: new URL(link('/newsletter/unsubscribe')!),
  };
}
