import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RESUME_TYPES, type ResumeKind } from '@corvane/contract';
import { and, asc, count, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { filterConditions, type ApplicationFilter } from './application-filter';
import { InputError } from './errors';
import type { Jobs } from './jobs';
import { resumeAttachmentName } from './resume-name';

export type { ApplicationFilter } from './application-filter';

export type ApplicationRecord = Omit<typeof applications.$inferSelect, 'resumeFile'>;

export interface StoredResumeFile {
  stream: ReadStream;
  /** `<First>-<Last>-resume.<ext>`, as the careers mail names it (decision 018). */
  fileName: string;
  bytes: number;
}

const a = applications;
const PAGE = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What the server names a stored resume (applications.ts): nothing else is ever opened. */
const STORED_NAME = /^[0-9a-f-]{36}\.(?:pdf|doc|docx)$/;

const noSuchApplication = (id: string) =>
  new InputError(`No application has the ID ${id}. "npm run applications -- list" shows them.`);

/**
 * Applications as recruiters read them (`npm run applications`): listed and exported oldest
 * first, page by page, and each one's stored resume.
 */
export class ApplicationRecords {
  constructor(private readonly d: { db: Db; jobs: Jobs; uploadsDir: string; now: () => number }) {}

  /** Refuses a job that is neither there (open or closed) nor named by any application. */
  async checkJob(jobId: string): Promise<void> {
    if (await this.d.jobs.exists(jobId)) return;
    const [row] = await this.d.db.select({ n: count() }).from(a).where(eq(a.jobId, jobId));
    if (!row?.n) {
      throw new InputError(`No job has the ID ${jobId}. "npm run jobs -- list" shows the IDs.`);
    }
  }

  /** The filter as SQL; refuses an unknown job. */
  private async conditions(filter: ApplicationFilter): Promise<SQL[]> {
    if (filter.jobId !== undefined) await this.checkJob(filter.jobId);
    return filterConditions(filter, this.d.now());
  }

  async count(filter: ApplicationFilter): Promise<number> {
    const conditions = await this.conditions(filter);
    const [row] = await this.d.db
      .select({ n: count() })
      .from(a)
      .where(and(...conditions));
    return row?.n ?? 0;
  }

  /** Every matching application, oldest first, a page at a time (memory stays flat). */
  async *pages(filter: ApplicationFilter): AsyncGenerator<ApplicationRecord[]> {
    const conditions = await this.conditions(filter);
    // The cursor is the time as PostgreSQL writes it: a Date would drop its microseconds.
    let after: { at: string; id: string } | undefined;
    for (;;) {
      const rows = await this.d.db
        .select({
          at: sql<string>`${a.createdAt}::text`,
          id: a.id,
          jobId: a.jobId,
          jobTitle: a.jobTitle,
          firstName: a.firstName,
          lastName: a.lastName,
          email: a.email,
          phone: a.phone,
          visaStatus: a.visaStatus,
          coverLetter: a.coverLetter,
          resumeOriginalName: a.resumeOriginalName,
          resumeType: a.resumeType,
          resumeBytes: a.resumeBytes,
          createdAt: a.createdAt,
          status: a.status,
          updatedAt: a.updatedAt,
        })
        .from(a)
        .where(
          and(
            ...conditions,
            after &&
              or(
                gt(a.createdAt, sql`${after.at}::timestamptz`),
                and(eq(a.createdAt, sql`${after.at}::timestamptz`), gt(a.id, after.id)),
              ),
          ),
        )
        .orderBy(asc(a.createdAt), asc(a.id))
        .limit(PAGE);
      if (rows.length > 0) yield rows.map(({ at: _at, ...record }) => record);
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!;
    }
  }

  /** The stored resume of one application; refuses an unknown ID or a file not on this disk. */
  async resume(id: string): Promise<StoredResumeFile> {
    if (!UUID.test(id)) throw noSuchApplication(id);
    const [row] = await this.d.db
      .select({
        firstName: a.firstName,
        lastName: a.lastName,
        file: a.resumeFile,
        type: a.resumeType,
      })
      .from(a)
      .where(eq(a.id, id.toLowerCase()));
    if (!row) throw noSuchApplication(id);
    const path = join(this.d.uploadsDir, row.file);
    const stored = STORED_NAME.test(row.file) ? await stat(path).catch(() => undefined) : undefined;
    if (!stored?.isFile()) {
      throw new InputError(
        `The resume of application ${id} is not in ${this.d.uploadsDir} (stored as uploads/${row.file}): is this the server's DATA_DIR?`,
      );
    }
    const kind = (RESUME_TYPES.find((t) => t.kind === row.type)?.kind ?? 'pdf') as ResumeKind;
    return {
      stream: createReadStream(path),
      fileName: resumeAttachmentName(row.firstName, row.lastName, kind),
      bytes: stored.size,
    };
  }
}
