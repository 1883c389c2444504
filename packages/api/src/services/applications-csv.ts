import { Readable } from 'node:stream';
import type { ApplicationRecord } from './application-records';
import { CSV_BOM, csvRecord } from './csv';

// The applications as a spreadsheet: what `npm run applications -- export` writes and the staff
// console's export sends, byte for byte (one function, so they cannot drift apart).

export const RESUME_KIND: Record<string, string> = { pdf: 'PDF', doc: 'DOC', docx: 'DOCX' };

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

/** UTF-8 with a byte order mark, a header row, then one row per application as the pages come. */
export function applicationsCsv(pages: AsyncIterable<ApplicationRecord[]>): Readable {
  async function* csv() {
    yield CSV_BOM + csvRecord(COLUMNS);
    for await (const page of pages) yield page.map(csvRow).join('');
  }
  return Readable.from(csv());
}
