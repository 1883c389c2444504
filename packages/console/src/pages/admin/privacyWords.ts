import type { ErasureCounts } from '@corvane/contract';

// What an export holds and what an erasure removed, counted in words.

const list = new Intl.ListFormat('en-GB', { type: 'conjunction' });

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The parts of an export the console reads to say what it holds. */
export interface SubjectAccessFile {
  applications: unknown[];
  contactMessages: unknown[];
  newsletter: unknown;
  visitorAccount: unknown;
  mailWaiting: unknown[];
}

/** "2 applications, 1 contact message and the newsletter address"; empty when nothing is held. */
export function heldText(file: SubjectAccessFile): string {
  const parts: string[] = [];
  if (file.applications.length)
    parts.push(counted(file.applications.length, 'application', 'applications'));
  if (file.contactMessages.length)
    parts.push(counted(file.contactMessages.length, 'contact message', 'contact messages'));
  if (file.newsletter) parts.push('the newsletter address');
  if (file.visitorAccount) parts.push('a visitor account');
  if (file.mailWaiting.length)
    parts.push(
      counted(file.mailWaiting.length, 'mail waiting to be sent', 'mails waiting to be sent'),
    );
  return list.format(parts);
}

/** "2 applications, 1 resume, 3 notes and the newsletter address"; empty when nothing went. */
export function erasedText(counts: ErasureCounts): string {
  const parts: string[] = [];
  if (counts.applications) parts.push(counted(counts.applications, 'application', 'applications'));
  if (counts.resumeFiles) parts.push(counted(counts.resumeFiles, 'resume', 'resumes'));
  if (counts.notes) parts.push(counted(counts.notes, 'note', 'notes'));
  if (counts.contactMessages)
    parts.push(counted(counts.contactMessages, 'contact message', 'contact messages'));
  if (counts.newsletterAddress) parts.push('the newsletter address');
  if (counts.waitingMail)
    parts.push(counted(counts.waitingMail, 'mail waiting to be sent', 'mails waiting to be sent'));
  if (counts.visitorAccount) parts.push('the visitor account');
  if (counts.visitorCodes)
    parts.push(counted(counts.visitorCodes, 'sign-in code', 'sign-in codes'));
  return list.format(parts);
}

/** Mail that was already on its way to the mail server, which an erasure cannot stop. */
export const mailBeingSentText = (n: number) =>
  n === 0
    ? ''
    : `${counted(n, 'mail was', 'mails were')} being handed to the mail server at that moment and could not be stopped.`;

/** "34 KB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return counted(bytes, 'byte', 'bytes');
  const units = ['KB', 'MB', 'GB'];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: size < 10 ? 1 : 0 }).format(size)} ${units[unit]}`;
}
