import type { Readable } from 'node:stream';
import { RESUME_TYPES } from '@corvane/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import type { ApplicationRecords } from '../services/application-records';
import { applicationsCsv } from '../services/applications-csv';
import { InputError, ServiceError } from '../services/errors';
import { parseInput } from '../services/input';
import { authorise, type Actor } from '../staff/actor';
import type { AuditLog } from '../staff/audit';
import {
  applicationFilterSchema,
  describeFilter,
  toFilter,
  type ApplicationFilterInput,
} from './application-query';

// What leaves the system from the console's applications (issue 47 item 7): a resume, and the
// filtered list as a CSV. Both come from the services the command line uses (the same file,
// the same CSV byte for byte), and each is logged before a byte is sent.

export interface ResumeDownload {
  stream: Readable;
  /** `<First>-<Last>-resume.<ext>` (decision 018): never the name it was uploaded under. */
  fileName: string;
  contentType: string;
  bytes: number;
}

export interface ApplicationsExport {
  fileName: string;
  rows: number;
  stream: Readable;
}

const a = applications;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSuchApplication = () => new ServiceError(404, 'There is no such application.');

export class ApplicationFiles {
  constructor(
    private readonly d: { db: Db; now: () => number; audit: AuditLog; records: ApplicationRecords },
  ) {}

  /** The stored file as a stream, with its type; logged once the file is found and opened. */
  async resume(actor: Actor, id: string): Promise<ResumeDownload> {
    authorise(actor, 'applications');
    if (!UUID.test(id)) throw noSuchApplication();
    const [row] = await this.d.db
      .select({ type: a.resumeType })
      .from(a)
      .where(eq(a.id, id.toLowerCase()));
    if (!row) throw noSuchApplication();
    // A missing file is the server's fault (a wrong DATA_DIR), not the request's.
    const file = await this.d.records.resume(id).catch((error: unknown) => {
      throw error instanceof InputError ? new ServiceError(500, error.message) : error;
    });
    try {
      await this.d.audit.write(this.d.db, actor, {
        action: 'application.resume_downloaded',
        target: { type: 'application', id: id.toLowerCase() },
      });
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return {
      stream: file.stream,
      fileName: file.fileName,
      contentType:
        RESUME_TYPES.find((t) => t.kind === row.type)?.mimeType ?? 'application/octet-stream',
      bytes: file.bytes,
    };
  }

  /** The filtered list as `npm run applications -- export` writes it, oldest first. */
  async export(actor: Actor, input: ApplicationFilterInput = {}): Promise<ApplicationsExport> {
    authorise(actor, 'applications');
    const query = parseInput(applicationFilterSchema, input);
    // Counted, then written, up to the same moment, as the command does.
    const filter = { ...toFilter(query), until: new Date(this.d.now()) };
    const rows = await this.d.records.count(filter).catch((error: unknown) => {
      throw error instanceof InputError
        ? new ServiceError(404, `There is no job with the ID ${query.jobId}.`)
        : error;
    });
    await this.d.audit.write(this.d.db, actor, {
      action: 'application.exported',
      details: { ...describeFilter(query), rows },
    });
    return {
      fileName: 'applications.csv',
      rows,
      stream: applicationsCsv(this.d.records.pages(filter)),
    };
  }
}
