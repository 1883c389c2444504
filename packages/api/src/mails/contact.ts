import type { ContactRequest } from '@corvane/contract';
import type { MailMessage } from '../outbox/message';

/** The contact form's message, to the careers mailbox; a reply goes to the sender. */
export function contactMail(to: string, contact: ContactRequest): MailMessage {
  return {
    kind: 'contact',
    to,
    replyTo: contact.email,
    subject: `Website message: ${contact.subject}`,
    text: [`From: ${contact.name} <${contact.email}>`, '', contact.message].join('\n'),
  };
}
