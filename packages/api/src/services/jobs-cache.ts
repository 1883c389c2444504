import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs';

/** How stale the cached list may get: jobs change only through the CLI, maybe in another process. */
export const JOBS_CACHE_TTL_MS = 10_000;

/**
 * GET /api/jobs/list's reply, serialized once: the careers page asks often and the list changes
 * rarely. After the TTL the next request still gets the cached reply while a fresh one loads;
 * if the database cannot be read, the last list stays in use.
 */
export class JobsListCache {
  private body: string | undefined;
  private loadedAt = 0;
  private loading: Promise<string> | undefined;

  constructor(
    private readonly jobs: Jobs,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The reply's JSON text; rejects only when no list was ever loaded and the database fails. */
  async reply(): Promise<string> {
    if (this.body === undefined) return this.load();
    if (this.now() - this.loadedAt > JOBS_CACHE_TTL_MS && !this.loading) {
      this.load().catch((error: unknown) => {
        this.log.warn({ err: error }, 'Could not refresh the job list: serving the last one');
      });
    }
    return this.body;
  }

  /** Loads the list now (a job was added or removed through this process); never throws. */
  async refresh(): Promise<void> {
    await this.loading?.catch(() => undefined);
    await this.load().catch((error: unknown) => {
      this.log.warn({ err: error }, 'Could not refresh the job list: serving the last one');
    });
  }

  private load(): Promise<string> {
    this.loading ??= this.jobs
      .list()
      .then((list) => {
        const message =
          list.length === 0
            ? 'No job listings available at the moment.'
            : `${list.length} open ${list.length === 1 ? 'position' : 'positions'}.`;
        this.body = JSON.stringify({ success: true, jobs: list, message, msg: message });
        this.loadedAt = this.now();
        return this.body;
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
