import { jobsListResponseSchema } from '@corvane/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs';

const UNAVAILABLE = 'We could not load the job listings just now. Please try again later.';

/** GET /api/jobs/list's reply (503) when no list was ever read and the database fails. */
export const JOBS_UNAVAILABLE = {
  success: false,
  jobs: [],
  message: UNAVAILABLE,
  msg: UNAVAILABLE,
};

/**
 * How stale the cached list may get when jobs change in another process (the command line on
 * PostgreSQL); a change through this process drops the cached reply at once (`invalidate`).
 */
export const JOBS_CACHE_TTL_MS = 10_000;

/**
 * GET /api/jobs/list's reply, serialized once through the route's reply schema (so it names
 * nothing the schema does not): the careers page asks often and the list changes rarely. After
 * the TTL the next request still gets the cached reply while a fresh one loads; if the database
 * cannot be read, the last list stays in use.
 */
export class JobsListCache {
  private body: string | undefined;
  private loadedAt = 0;
  private loading: Promise<string> | undefined;
  private loadingGeneration = 0;
  /** Counts the changes made through this process; the body is as new as `bodyGeneration`. */
  private generation = 0;
  private bodyGeneration = -1;

  constructor(
    private readonly jobs: Jobs,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The reply's JSON text; rejects only when no list was ever loaded and the database fails. */
  async reply(): Promise<string> {
    if (this.body === undefined) return this.load();
    if (this.bodyGeneration !== this.generation) {
      // A job changed here: the next visitor sees it (the last list only if the database fails).
      return this.load().catch((error: unknown) => {
        this.log.warn({ err: error }, 'Could not reload the job list: serving the last one');
        return this.body!;
      });
    }
    if (this.now() - this.loadedAt > JOBS_CACHE_TTL_MS && !this.loading) {
      this.load().catch((error: unknown) => {
        this.log.warn({ err: error }, 'Could not refresh the job list: serving the last one');
      });
    }
    return this.body;
  }

  /** A job changed through this process: the cached reply is dropped, the next one read afresh. */
  invalidate(): void {
    this.generation += 1;
  }

  /** Drops the cached reply and loads the list now (a job changed); never throws. */
  async refresh(): Promise<void> {
    this.invalidate();
    await this.load().catch((error: unknown) => {
      this.log.warn({ err: error }, 'Could not refresh the job list: serving the last one');
    });
  }

  /** One load per generation at a time; a load begun before a change never replaces a later one. */
  private load(): Promise<string> {
    const generation = this.generation;
    if (this.loading && this.loadingGeneration === generation) return this.loading;
    const loading = this.jobs
      .list()
      .then((list) => {
        const message =
          list.length === 0
            ? 'No job listings available at the moment.'
            : `${list.length} open ${list.length === 1 ? 'position' : 'positions'}.`;
        const body = JSON.stringify(
          jobsListResponseSchema.parse({ success: true, jobs: list, message, msg: message }),
        );
        if (generation >= this.bodyGeneration) {
          this.body = body;
          this.bodyGeneration = generation;
          this.loadedAt = this.now();
        }
        return body;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    this.loadingGeneration = generation;
    return loading;
  }
}
