import MailComposer from 'nodemailer/lib/mail-composer';

export type MailKind =
  | 'verification'
  | 'password-reset'
  | 'application'
  | 'contact'
  | 'newsletter-confirm'
  | 'newsletter-notice';

export interface MailAttachment {
  /** The name the recipient sees; built by us, never taken from an upload. */
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One plain-text mail the server owes someone. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * The whole RFC 5322 message, composed once when the mail is queued: every retry then sends the
 * same bytes, with the same Message-ID and Date.
 */
export function composeMail(message: MailMessage, from: string): Promise<Buffer> {
  return new MailComposer({
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments?.map((attachment) => ({ ...attachment })),
  })
    .compile()
    .build();
}
