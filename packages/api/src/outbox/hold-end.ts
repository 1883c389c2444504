import { Readable } from 'node:stream';

/**
 * The message as a stream whose end waits for `beforeEnd`. SMTP commits a message when the
 * client sends the final "." that follows the body, and nodemailer writes that dot only once
 * this stream ends: so `beforeEnd` (marking the attempt as delivering) is committed before the
 * mail server can accept the message. If `beforeEnd` fails, the stream errors instead of
 * ending and the dot is never sent.
 */
export function holdEnd(raw: Buffer, beforeEnd: () => Promise<void>): Readable {
  let step: 'body' | 'waiting' | 'done' = 'body';
  return new Readable({
    read() {
      if (step === 'body') {
        step = 'waiting';
        this.push(raw);
        return;
      }
      if (step !== 'waiting') return;
      step = 'done';
      beforeEnd().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}
