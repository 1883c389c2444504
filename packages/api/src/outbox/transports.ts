import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { holdEnd } from './hold-end';

export interface OutgoingMail {
  id: number;
  recipient: string;
  createdAt: Date;
  raw: Buffer;
}

/** Hands one mail on; calls `commit` just before the point of no return, and only once. */
export interface Transport {
  deliver(mail: OutgoingMail, commit: () => Promise<void>): Promise<string>;
}

/** The bare address of "Name <a@b.c>" or "a@b.c", for the SMTP envelope. */
export function bareAddress(value: string): string {
  const [first] = addressparser(value, { flatten: true });
  if (!first?.address) throw new Error(`not an email address: ${value}`);
  return first.address;
}

/**
 * SMTP over SMTP_URL, one connection per mail (with nodemailer's STARTTLS and auth handling).
 * Bounded waits: a mail server that stops answering must not hold the worker for minutes.
 */
export function smtpTransport(smtpUrl: string, mailFrom: string): Transport {
  // The URL's user and password, when it has them (smtp://user:pass@host:587).
  const { auth, ...fromUrl } = parseConnectionUrl(smtpUrl) as SMTPConnection.Options & {
    auth?: SMTPConnection.Credentials;
  };
  const options: SMTPConnection.Options = {
    ...fromUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
  const from = bareAddress(mailFrom);
  return {
    deliver: (mail, commit) =>
      new Promise((resolve, reject) => {
        const connection = new SMTPConnection(options);
        let settled = false;
        const finish = (error?: Error | null) => {
          if (settled) return;
          settled = true;
          if (error) {
            // Closing without the final dot: the server drops what it received.
            connection.close();
            reject(error);
          } else {
            connection.quit();
            resolve('sent');
          }
        };
        connection.once('error', finish);
        connection.connect((error) => {
          if (error) return finish(error);
          const send = () =>
            connection.send(
              { from, to: [bareAddress(mail.recipient)] },
              holdEnd(mail.raw, commit),
              (sendError) => finish(sendError),
            );
          const allowsAuth = (connection as unknown as { allowsAuth?: boolean }).allowsAuth;
          if (auth && allowsAuth) {
            connection.login(auth, (loginError) => (loginError ? finish(loginError) : send()));
          } else {
            send();
          }
        });
      }),
  };
}

/**
 * Without SMTP_URL: one .eml file per mail in DATA_DIR/outbox, named after the mail's own id and
 * time, so a second attempt replaces the file rather than adding one. Names sort in the order
 * the mails were queued.
 */
export function fileTransport(folder: string): Transport {
  return {
    async deliver(mail, commit) {
      await mkdir(folder, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${String(mail.id).padStart(6, '0')}.eml`);
      const partial = join(folder, `.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, mail.raw);
        await commit();
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return `saved as ${file}`;
    },
  };
}
