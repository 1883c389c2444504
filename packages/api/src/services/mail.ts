import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait (replies that must not reveal anything by timing). */
  sendInBackground(message: MailMessage): void;
  /** Waits for background sends, then closes the connection. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');
let sequence = 0;

/** nodemailer over SMTP_URL; without it, one .eml file per message in DATA_DIR/outbox. */
export function createMailer({ smtpUrl, mailFrom, dataDir, log }: MailerOptions): Mailer {
  // Bounded waits: a mail server that stops answering must not hold a request for minutes.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : undefined;
  const outbox = join(dataDir, 'outbox');
  const pending = new Set<Promise<void>>();

  async function send(message: MailMessage): Promise<void> {
    if (transport) {
      await transport.sendMail({
        from: mailFrom,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
      });
      // Never the subject or text: they carry one-time codes.
      log.info(`Mail sent to ${message.to}`);
      return;
    }
    await mkdir(outbox, { recursive: true });
    // Names sort in the order the messages were written.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
    const headers = [
      `From: ${oneLine(mailFrom)}`,
      `To: ${oneLine(message.to)}`,
      ...(message.replyTo ? [`Reply-To: ${oneLine(message.replyTo)}`] : []),
      `Subject: ${oneLine(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
    ];
    const file = join(outbox, name);
    await writeFile(file, `${headers.join('\r\n')}\r\n\r\n${message.text}\n`);
    // Never the subject or text: they carry one-time codes. The file has them.
    log.info(`Mail to ${message.to} saved as ${file}`);
  }

  return {
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((error: unknown) =>
          log.error({ err: error }, `Could not send mail to ${message.to}`),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async close() {
      await Promise.all(pending);
      transport?.close();
    },
  };
}
