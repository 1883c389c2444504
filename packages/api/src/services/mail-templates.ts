import type { ApplicationData, ContactRequest } from '@corvane/contract';
import type { MailAttachment, MailMessage } from '../outbox/message';

// Plain-text mails: readable in any client, nothing to render or escape.

export function verificationMail(to: string, firstName: string, code: string): MailMessage {
  return {
    kind: 'verification',
    to,
    subject: `Your Corvane verification code: ${code}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your code to verify your email is ${code}. It works once, for 10 minutes.`,
      '',
      'If you did not create a Corvane account, you can ignore this email.',
      '',
      'Corvane',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, firstName: string, code: string): MailMessage {
  return {
    kind: 'password-reset',
    to,
    subject: `Your Corvane password reset code: ${code}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your code to reset your password is ${code}. It works once, for 10 minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
      '',
      'Corvane',
    ].join('\n'),
  };
}

export interface StoredResume {
  /** The random name in DATA_DIR/uploads. */
  file: string;
  bytes: number;
  /** Undefined when the resume is larger than a mail may carry. */
  attachment: MailAttachment | undefined;
  /** The attachment cap, said in the mail when the resume is above it. */
  capBytes: number;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

export function applicationMail(
  to: string,
  application: ApplicationData,
  job: { id: string; title: string },
  resume: StoredResume,
): MailMessage {
  const resumeLine = resume.attachment
    ? `Resume: attached as ${resume.attachment.filename} (${kilobytes(resume.bytes)}).`
    : `Resume: not attached: at ${kilobytes(resume.bytes)} it is larger than the ${kilobytes(resume.capBytes)} a mail may carry. It is stored on the server as uploads/${resume.file}.`;
  return {
    kind: 'application',
    to,
    replyTo: application.email,
    subject: `New application: ${job.title} - ${application.firstName} ${application.lastName}`,
    text: [
      `A new application for ${job.title} (job ${job.id}).`,
      '',
      `Name: ${application.firstName} ${application.lastName}`,
      `Email: ${application.email}`,
      `Phone: ${application.phone}`,
      `Visa status: ${application.visaStatus}`,
      resumeLine,
      '',
      'Cover letter:',
      application.coverLetter || '(none)',
    ].join('\n'),
    attachments: resume.attachment ? [resume.attachment] : undefined,
  };
}

export function contactMail(to: string, contact: ContactRequest): MailMessage {
  return {
    kind: 'contact',
    to,
    replyTo: contact.email,
    subject: `Website message: ${contact.subject}`,
    text: [`From: ${contact.name} <${contact.email}>`, '', contact.message].join('\n'),
  };
}
