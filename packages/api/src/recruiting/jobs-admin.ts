import { randomBytes } from 'node:crypto';
import type { Job } from '@corvane/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { APPLICATION_STATUSES, applications, jobs, type ApplicationStatus } from '../db/schema';
import { ServiceError, ValidationError } from '../services/errors';
import { parseInput } from '../services/input';
import type { JobsListCache } from '../services/jobs-cache';
import { toJob } from '../services/jobs';
import { authorise, type Actor } from '../staff/actor';
import type { AuditLog } from '../staff/audit';
import { changedFields, jobFieldsSchema, type JobFieldsParsed } from './job-fields';

// Jobs as recruiters manage them in the console (issue 47 item 6): every job, open or closed,
// with its applicants counted by status; create, edit, close, reopen. Each change is audited in
// its transaction and drops the careers page's cached list, so /careers shows it on its next load.

export type ApplicantCounts = Record<ApplicationStatus, number> & { total: number };

export interface AdminJob extends Job {
  createdAt: Date;
  updatedAt: Date;
  /** Null while the job is listed on /careers. */
  closedAt: Date | null;
  applicants: ApplicantCounts;
}

export interface JobsPage {
  jobs: AdminJob[];
  total: number;
  page: number;
  pageSize: number;
}

export interface JobsQuery {
  state?: 'open' | 'closed';
  page?: number;
  pageSize?: number;
}

const j = jobs;
type JobRow = typeof jobs.$inferSelect;
const MAX_PAGE = 100;

const noSuchJob = (id: string) => new ServiceError(404, `There is no job with the ID ${id}.`);

const fieldsOf = (row: JobRow): JobFieldsParsed => ({
  title: row.title,
  employmentType: row.employmentType,
  salaryRange: row.salaryRange,
  location: row.location,
  overview: row.overview,
  responsibilities: row.responsibilities,
  qualifications: row.qualifications,
});

export class JobsAdmin {
  constructor(
    private readonly d: { db: Db; now: () => number; audit: AuditLog; jobsList: JobsListCache },
  ) {}

  /** Open jobs first, then closed; newest first within each. */
  async list(actor: Actor, query: JobsQuery = {}): Promise<JobsPage> {
    authorise(actor, 'jobs');
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(pageSize)) {
      throw new ValidationError([{ path: 'page', msg: 'The page must be 1 or more.' }]);
    }
    if (pageSize < 1 || pageSize > MAX_PAGE) {
      throw new ValidationError([
        { path: 'pageSize', msg: `The page size must be 1 to ${MAX_PAGE}.` },
      ]);
    }
    const where =
      query.state === 'open'
        ? isNull(j.closedAt)
        : query.state === 'closed'
          ? isNotNull(j.closedAt)
          : undefined;
    const [rows, [total]] = await Promise.all([
      this.d.db
        .select()
        .from(j)
        .where(where)
        .orderBy(sql`${j.closedAt} is not null`, desc(j.createdAt), asc(j.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.d.db.select({ n: count() }).from(j).where(where),
    ]);
    return { jobs: await this.withCounts(rows), total: total?.n ?? 0, page, pageSize };
  }

  async get(actor: Actor, id: string): Promise<AdminJob> {
    authorise(actor, 'jobs');
    const [row] = await this.d.db.select().from(j).where(eq(j.id, id));
    if (!row) throw noSuchJob(id);
    return (await this.withCounts([row]))[0]!;
  }

  async create(actor: Actor, input: unknown): Promise<AdminJob> {
    authorise(actor, 'jobs');
    const fields = parseInput(jobFieldsSchema, input);
    const now = new Date(this.d.now());
    const row = await this.d.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(j)
        .values({ id: randomBytes(12).toString('hex'), ...fields, createdAt: now, updatedAt: now })
        .returning();
      await this.d.audit.write(tx, actor, {
        action: 'job.created',
        target: { type: 'job', id: created!.id },
        details: { title: created!.title },
      });
      return created!;
    });
    await this.d.jobsList.refresh();
    return (await this.withCounts([row]))[0]!;
  }

  /** Replaces the job's fields; its applications keep the title they were sent under. */
  async update(actor: Actor, id: string, input: unknown): Promise<AdminJob> {
    authorise(actor, 'jobs');
    const fields = parseInput(jobFieldsSchema, input);
    const row = await this.d.db.transaction(async (tx) => {
      const [before] = await tx.select().from(j).where(eq(j.id, id)).for('update');
      if (!before) throw noSuchJob(id);
      const changed = changedFields(fieldsOf(before), fields);
      if (changed.length === 0) return before;
      const [after] = await tx
        .update(j)
        .set({ ...fields, updatedAt: new Date(this.d.now()) })
        .where(eq(j.id, id))
        .returning();
      await this.d.audit.write(tx, actor, {
        action: 'job.updated',
        target: { type: 'job', id },
        details: { changed },
      });
      return after!;
    });
    await this.d.jobsList.refresh();
    return (await this.withCounts([row]))[0]!;
  }

  /** Off /careers (new applications to it are refused); kept with its applications. */
  close(actor: Actor, id: string): Promise<AdminJob> {
    return this.setClosed(actor, id, true);
  }

  reopen(actor: Actor, id: string): Promise<AdminJob> {
    return this.setClosed(actor, id, false);
  }

  private async setClosed(actor: Actor, id: string, closed: boolean): Promise<AdminJob> {
    authorise(actor, 'jobs');
    const row = await this.d.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(j)
        .set({
          closedAt: closed ? new Date(this.d.now()) : null,
          updatedAt: new Date(this.d.now()),
        })
        .where(and(eq(j.id, id), closed ? isNull(j.closedAt) : isNotNull(j.closedAt)))
        .returning();
      if (!changed) {
        // Already so (or not there): nothing changed, nothing to log.
        const [current] = await tx.select().from(j).where(eq(j.id, id));
        if (!current) throw noSuchJob(id);
        return current;
      }
      await this.d.audit.write(tx, actor, {
        action: closed ? 'job.closed' : 'job.reopened',
        target: { type: 'job', id },
      });
      return changed;
    });
    await this.d.jobsList.refresh();
    return (await this.withCounts([row]))[0]!;
  }

  private async withCounts(rows: JobRow[]): Promise<AdminJob[]> {
    const ids = rows.map((row) => row.id);
    const counts =
      ids.length === 0
        ? []
        : await this.d.db
            .select({ jobId: applications.jobId, status: applications.status, n: count() })
            .from(applications)
            .where(inArray(applications.jobId, ids))
            .groupBy(applications.jobId, applications.status);
    return rows.map((row) => {
      const applicants = Object.fromEntries([
        ...APPLICATION_STATUSES.map((status) => [status, 0]),
        ['total', 0],
      ]) as ApplicantCounts;
      for (const { jobId, status, n } of counts) {
        if (jobId !== row.id) continue;
        applicants[status] += n;
        applicants.total += n;
      }
      return {
        ...toJob(row),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        closedAt: row.closedAt,
        applicants,
      };
    });
  }
}
