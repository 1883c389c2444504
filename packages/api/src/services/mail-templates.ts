import type { ApplicationData, ContactRequest } from '@corvane/contract';
import type { MailMessage } from './mail';

// Plain-text mails: readable in any client, nothing to render or escape.

export function verificationMail(to: string, firstName: string, code: string): MailMessage {
  return {
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

export function applicationMail(
  to: string,
  application: ApplicationData,
  job: { id: string; title: string },
  resume: { file: string; originalName: string; bytes: number },
): MailMessage {
  return {
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
      `Resume: ${resume.originalName} (${Math.ceil(resume.bytes / 1024)} KB), stored as uploads/${resume.file}`,
      '',
      'Cover letter:',
      application.coverLetter || '(none)',
    ].join('\n'),
  };
}

export function contactMail(to: string, contact: ContactRequest): MailMessage {
  return {
    to,
    replyTo: contact.email,
    subject: `Website message: ${contact.subject}`,
    text: [`From: ${contact.name} <${contact.email}>`, '', contact.message].join('\n'),
  };
}
