import type { MailMessage } from '../outbox/message';

// The one-time codes of sign-up and password reset: plain text, the code also in the subject so
// a phone's notification shows it.

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
