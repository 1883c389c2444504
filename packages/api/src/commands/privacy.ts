import { z } from 'zod';
import type { ErasureCounts } from '../privacy/erasure';
import type { SubjectExportCounts } from '../privacy/subject-export';
import { commandLine } from '../staff/actor';
import { plural } from './format';
import { defineCommand, text } from './types';

// `npm run privacy`: a data subject's rights on the command line (issue 47 item 8, UK GDPR):
// erase everything held about an address, or export it as one file. Each run is in the audit log
// with its counts and the command line as actor.

const args = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Give an email address.' })),
  by: z.string().max(64).optional(),
});

function erasedLines(counts: ErasureCounts): string[] {
  const lines: string[] = [];
  if (counts.applications > 0) {
    lines.push(
      `${plural(counts.applications, 'application')} (with ${plural(counts.notes, 'note')} and ` +
        `${plural(counts.resumeFiles, 'resume file')})`,
    );
  }
  if (counts.contactMessages > 0) lines.push(plural(counts.contactMessages, 'contact message'));
  if (counts.newsletterAddress > 0)
    lines.push('the newsletter address, with any issue queued for it');
  if (counts.waitingMail > 0)
    lines.push(`${plural(counts.waitingMail, 'mail')} waiting to be sent to it`);
  if (counts.visitorAccount > 0) {
    lines.push(`the visitor account (with ${plural(counts.visitorCodes, 'one-time code')})`);
  }
  return lines;
}

function exportedText(counts: SubjectExportCounts): string {
  const parts = [
    plural(counts.applications, 'application'),
    plural(counts.resumes, 'resume'),
    plural(counts.notes, 'note'),
    plural(counts.contactMessages, 'contact message'),
    counts.newsletterAddress ? 'the newsletter address' : 'no newsletter address',
    counts.visitorAccount ? 'the visitor account' : 'no visitor account',
  ];
  return parts.join(', ');
}

export const privacyCommands = {
  'privacy.erase': defineCommand({
    args,
    async run({ services }, { email, by }) {
      const counts = await services.privacy.erasure.erase(commandLine(by), email);
      const address = email.trim().toLowerCase();
      const lines = erasedLines(counts);
      const inFlight =
        counts.mailBeingSent > 0
          ? [
              `${plural(counts.mailBeingSent, 'mail')} to it ${counts.mailBeingSent === 1 ? 'was' : 'were'} being handed to the mail server and could not be stopped; the outbox forgets ${counts.mailBeingSent === 1 ? 'it' : 'them'} 7 days after sending.`,
            ]
          : [];
      if (lines.length === 0) {
        return text(
          [`Nothing is held about ${address}: nothing was erased.`, ...inFlight].join('\n'),
        );
      }
      return text(
        [
          `Erased everything held about ${address}:`,
          ...lines.map((line) => `  ${line}`),
          ...inFlight,
        ].join('\n'),
      );
    },
  }),

  'privacy.export': defineCommand({
    args,
    async run({ services }, { email, by }) {
      const exported = await services.privacy.subjectExport.export(commandLine(by), email);
      return {
        kind: 'file',
        fileName: exported.fileName,
        summary: `everything held about ${email.trim().toLowerCase()}: ${exportedText(exported.counts)}`,
        stream: exported.stream,
      };
    },
  }),
};
