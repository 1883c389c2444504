// A loopback SMTP server for the API tests: it keeps every message it accepts, and can be
// stopped and started on the same port to play a mail server outage.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { header } from './mail-parts';

export interface CapturedMail {
  /** The envelope's sender. */
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  /** When the final dot arrived (the message is the server's from then on). */
  at: number;
}

export interface SmtpCapture {
  port: number;
  mails: CapturedMail[];
  /** Starts answering on `port` (again). */
  listen(): Promise<void>;
  /** Stops answering: connections are refused. */
  close(): Promise<void>;
}

/**
 * `beforeAccept` runs once the whole message is in, before the server says 250: a test can hold
 * that answer (and kill the sender meanwhile).
 */
export async function smtpCapture(
  beforeAccept: (mail: CapturedMail) => Promise<void> = async () => undefined,
): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let server: SMTPServer | undefined;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw,
            messageId: header(raw, 'Message-ID') ?? '',
            at: Date.now(),
          };
          mails.push(mail);
          void beforeAccept(mail).then(() => callback());
        });
      },
    });
  const capture: SmtpCapture = {
    port: 0,
    mails,
    async listen() {
      server = make();
      await new Promise<void>((resolve) => server!.listen(capture.port, '127.0.0.1', resolve));
      capture.port = (server.server.address() as AddressInfo).port;
    },
    async close() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      // Cut open sessions too: a mail server that goes away does not finish its transactions.
      for (const connection of (closing as unknown as { connections: Set<{ close(): void }> })
        .connections) {
        connection.close();
      }
      await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await capture.listen();
  return capture;
}

/** How many times each Message-ID arrived, for those that arrived more than once. */
export function duplicates(mails: CapturedMail[]): string[] {
  const seen = new Map<string, number>();
  for (const mail of mails) seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} x${count}`);
}
