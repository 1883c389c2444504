import MailComposer from 'nodemailer/lib/mail-composer';

export type MailKind =
  | 'verification'
  | 'password-reset'
  | 'application'
  | 'contact'
  | 'newsletter-confirm'
  | 'newsletter-notice'
  | 'newsletter-issue'
  | 'newsletter-test';

/** Kinds sent in bulk: after every other mail, and no faster than NEWSLETTER_RATE. */
export const BULK_KINDS: readonly MailKind[] = ['newsletter-issue'];

export interface MailAttachment {
  /** The name the recipient sees; built by us, never taken from an upload. */
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One mail the server owes someone: plain text, and HTML beside it where it has one. */
export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
    html: message.html,
    headers: message.headers,
    attachments: message.attachments?.map((attachment) => ({ ...attachment })),
  })
    .compile()
    .build();
}
