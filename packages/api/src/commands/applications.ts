import { z } from 'zod';
import type { ApplicationFilter, ApplicationRecord } from '../services/application-records';
import { applicationsCsv, RESUME_KIND } from '../services/applications-csv';
import { commandLine } from '../staff/actor';
import { kilobytes, plural, utc } from './format';
import { defineCommand, text } from './types';

// `npm run applications`: what recruiters need from the applications the site received. Each
// read is in the audit log with the command line as actor (decision 107).

const filterArgs = z.object({
  jobId: z.string().min(1).optional(),
  sinceSeconds: z.number().int().positive().optional(),
  /** The operating-system user who ran the command, for the audit log. */
  by: z.string().max(64).optional(),
});

/** The audit log's note of what a list or an export covered. */
const covered = ({ jobId, sinceSeconds }: ApplicationFilter) => ({
  jobId: jobId ?? null,
  sinceSeconds: sinceSeconds ?? null,
});

const indent = (value: string) => value.replace(/^/gm, '      ');
/** A name typed with a line break, on one line. */
const oneLine = (value: string) => value.replace(/\s*\n\s*/g, ' ');

function describe(record: ApplicationRecord): string {
  const name = oneLine(`${record.firstName} ${record.lastName}`);
  return [
    `${record.id}  ${utc(record.createdAt)}  ${record.jobTitle} (job ${record.jobId})`,
    `    ${name} <${record.email}>, phone ${oneLine(record.phone)}`,
    `    Visa status: ${record.visaStatus}`,
    `    Resume: ${RESUME_KIND[record.resumeType] ?? record.resumeType}, ${kilobytes(record.resumeBytes)} ` +
      `(npm run applications -- resume ${record.id} OUT)`,
    record.coverLetter
      ? `    Cover letter:\n${indent(record.coverLetter)}`
      : '    No cover letter.',
  ].join('\n');
}

function scope({ jobId, sinceSeconds }: ApplicationFilter): string {
  const parts = [
    jobId && `for job ${jobId}`,
    sinceSeconds && `since ${utc(new Date(Date.now() - sinceSeconds * 1000))}`,
  ];
  return parts.filter(Boolean).join(' ');
}

export const applicationsCommands = {
  'applications.list': defineCommand({
    args: filterArgs,
    async run({ services }, { by, ...filter }) {
      const blocks: string[] = [];
      for await (const page of services.applicationRecords.pages(filter)) {
        blocks.push(...page.map(describe));
      }
      await services.audit.record(commandLine(by), {
        action: 'application.listed',
        details: { ...covered(filter), rows: blocks.length },
      });
      const where = scope(filter);
      const total = `${plural(blocks.length, 'application')}${where ? ` ${where}` : ''}.`;
      return text(
        blocks.length === 0
          ? `No applications${where ? ` ${where}` : ''}.`
          : `${blocks.join('\n\n')}\n\n${total}`,
      );
    },
  }),

  'applications.export': defineCommand({
    args: filterArgs,
    async run({ services }, { by, ...args }) {
      const records = services.applicationRecords;
      // Counted, then written, up to the same moment; an unknown job is refused before either.
      const filter = { ...args, until: new Date() };
      const rows = await records.count(filter);
      await services.audit.record(commandLine(by), {
        action: 'application.exported',
        details: { ...covered(args), rows },
      });
      const where = scope(args);
      return {
        kind: 'file',
        fileName: 'applications.csv',
        summary: `${plural(rows, 'application')}${where ? ` ${where}` : ''}`,
        stream: applicationsCsv(records.pages(filter)),
      };
    },
  }),

  'applications.resume': defineCommand({
    args: z.object({ id: z.string().min(1), by: filterArgs.shape.by }),
    async run({ services }, { id, by }) {
      const resume = await services.applicationRecords.resume(id);
      await services.audit
        .record(commandLine(by), {
          action: 'application.resume_downloaded',
          target: { type: 'application', id: id.toLowerCase() },
        })
        .catch((error: unknown) => {
          resume.stream.destroy();
          throw error;
        });
      return {
        kind: 'file',
        fileName: resume.fileName,
        summary: `the resume of application ${id}`,
        stream: resume.stream,
      };
    },
  }),
};
