import { Readable } from 'node:stream';
import { z } from 'zod';
import type { ApplicationFilter, ApplicationRecord } from '../services/application-records';
import { CSV_BOM, csvRecord } from '../services/csv';
import { kilobytes, plural, utc } from './format';
import { defineCommand, text } from './types';

// `npm run applications`: what recruiters need from the applications the site received.

const filterArgs = z.object({
  jobId: z.string().min(1).optional(),
  sinceSeconds: z.number().int().positive().optional(),
});

const RESUME_KIND: Record<string, string> = { pdf: 'PDF', doc: 'DOC', docx: 'DOCX' };

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

const COLUMNS = [
  'Application ID',
  'Received (UTC)',
  'Job ID',
  'Job title',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Visa status',
  'Cover letter',
  'Resume type',
  'Resume size (bytes)',
  'Resume file name as uploaded',
];

const csvRow = (r: ApplicationRecord) =>
  csvRecord([
    r.id,
    r.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    r.jobId,
    r.jobTitle,
    r.firstName,
    r.lastName,
    r.email,
    r.phone,
    r.visaStatus,
    r.coverLetter,
    RESUME_KIND[r.resumeType] ?? r.resumeType,
    r.resumeBytes,
    r.resumeOriginalName,
  ]);

export const applicationsCommands = {
  'applications.list': defineCommand({
    args: filterArgs,
    async run({ services }, filter) {
      const blocks: string[] = [];
      for await (const page of services.applicationRecords.pages(filter)) {
        blocks.push(...page.map(describe));
      }
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
    async run({ services }, args) {
      const records = services.applicationRecords;
      // Counted, then written, up to the same moment; an unknown job is refused before either.
      const filter = { ...args, until: new Date() };
      const rows = await records.count(filter);
      async function* csv() {
        yield CSV_BOM + csvRecord(COLUMNS);
        for await (const page of records.pages(filter)) yield page.map(csvRow).join('');
      }
      const where = scope(args);
      return {
        kind: 'file',
        fileName: 'applications.csv',
        summary: `${plural(rows, 'application')}${where ? ` ${where}` : ''}`,
        stream: Readable.from(csv()),
      };
    },
  }),

  'applications.resume': defineCommand({
    args: z.object({ id: z.string().min(1) }),
    async run({ services }, { id }) {
      const resume = await services.applicationRecords.resume(id);
      return {
        kind: 'file',
        fileName: resume.fileName,
        summary: `the resume of application ${id}`,
        stream: resume.stream,
      };
    },
  }),
};
