import { randomBytes } from 'node:crypto';
import type { Job, JobInput } from '@corvane/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, jobs } from '../db/schema';
import { SAMPLE_JOBS } from './sample-jobs';

type JobRow = typeof jobs.$inferSelect;

export function toJob(row: JobRow): Job {
  return {
    _id: row.id,
    title: row.title,
    employmentType: row.employmentType,
    salaryRange: row.salaryRange,
    location: row.location,
    overview: row.overview,
    responsibilities: row.responsibilities,
    qualifications: row.qualifications,
    // Beyond the spec's fields: search engines need it to describe the job (JSON-LD JobPosting).
    datePosted: row.createdAt.toISOString(),
  };
}

/**
 * The open positions the careers page lists; managed with `npm run jobs` and the staff console
 * (src/recruiting/jobs-admin.ts). A closed job is kept for its applications but never listed.
 */
export class Jobs {
  constructor(private readonly db: Db) {}

  /** The open jobs, newest first. */
  async list(): Promise<Job[]> {
    const rows = await this.db
      .select()
      .from(jobs)
      .where(isNull(jobs.closedAt))
      .orderBy(desc(jobs.createdAt), jobs.id);
    return rows.map(toJob);
  }

  /** An open job (one that takes applications). */
  async find(id: string): Promise<Job | undefined> {
    const [row] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), isNull(jobs.closedAt)));
    return row && toJob(row);
  }

  /** Whether the job exists, open or closed. */
  async exists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
    return row !== undefined;
  }

  async add(input: JobInput, createdAt = new Date()): Promise<Job> {
    const [row] = await this.db
      .insert(jobs)
      .values({ id: randomBytes(12).toString('hex'), ...input, createdAt })
      .returning();
    return toJob(row!);
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
    return removed.length > 0;
  }

  /** Adds the sample jobs on the very first start only: removing them all must stick. */
  async seedOnFirstStart(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: 'sample_jobs_seeded', value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      const base = Date.now();
      // Descending times keep the list in the order written above.
      await tx.insert(jobs).values(
        SAMPLE_JOBS.map((job, i) => ({
          id: randomBytes(12).toString('hex'),
          ...job,
          createdAt: new Date(base - i * 1000),
        })),
      );
      return true;
    });
  }
}
