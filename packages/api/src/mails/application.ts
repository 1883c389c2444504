import type { ApplicationData } from '@corvane/contract';
import type { MailAttachment, MailMessage } from '../outbox/message';

// The careers mailbox's copy of an application: plain text, the resume attached up to the cap
// (decision 018).

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
