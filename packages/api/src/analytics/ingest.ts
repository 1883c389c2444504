import type { analyticsBatchSchema } from '@corvane/contract';
import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { analyticsPageViews, analyticsVitals } from '../db/schema';
import { DailyVisitors, utcDay } from './visitors';

type Batch = z.output<typeof analyticsBatchSchema>;
type PageViewRow = typeof analyticsPageViews.$inferInsert;
type VitalRow = typeof analyticsVitals.$inferInsert;
type Pending = { table: 'pageviews'; row: PageViewRow } | { table: 'vitals'; row: VitalRow };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How much a flood can store (decision 090). Rows a day over both tables, and per path (a page
 * and its vitals), counted per process from the database at the day's first write. Past a cap
 * events are dropped silently: the endpoint still answers 204, a beacon cannot retry anyway.
 */
export const ANALYTICS_CAPS = {
  rowsPerDay: 100_000,
  rowsPerPathPerDay: 10_000,
  /** Events waiting for the next write; more are dropped (the database is slow or away). */
  pending: 5_000,
} as const;

/** Written at least this often, and at once when this many wait. */
const FLUSH_AFTER_MS = 1000;
const FLUSH_AT_ROWS = 500;
const WRITE_ROWS = 100;
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Many rows in one statement with one parameter: PostgreSQL reads them from JSON. On the embedded
 * database, which runs on the server's own thread, this is three to four times faster than a
 * multi-row VALUES list with a parameter per field (measured: 500 rows in 40-150 ms against
 * 160-520 ms on the 2-core machine), so a flood of beacons holds the thread less.
 */
function insertFromJson(
  table: typeof analyticsPageViews | typeof analyticsVitals,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
) {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  return sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${types})`;
}

const insertPageViews = (rows: PageViewRow[]) =>
  insertFromJson(
    analyticsPageViews,
    {
      path: 'text',
      referrer: 'text',
      width: 'text',
      language: 'text',
      first_on_site_today: 'boolean',
      first_on_page_today: 'boolean',
      created_at: 'timestamptz',
    },
    rows.map((row) => ({
      path: row.path,
      referrer: row.referrer,
      width: row.width,
      language: row.language,
      first_on_site_today: row.firstOnSiteToday,
      first_on_page_today: row.firstOnPageToday,
      created_at: row.createdAt,
    })),
  );

const insertVitals = (rows: VitalRow[]) =>
  insertFromJson(
    analyticsVitals,
    {
      path: 'text',
      name: 'text',
      value: 'double precision',
      rating: 'text',
      element: 'text',
      created_at: 'timestamptz',
    },
    rows.map((row) => ({
      path: row.path,
      name: row.name,
      value: row.value,
      rating: row.rating,
      element: row.element,
      created_at: row.createdAt,
    })),
  );

/** One spelling per page: lower case (routes match so), no trailing slash. */
export function normalisePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

export interface IngestOptions {
  db: Db;
  log: FastifyBaseLogger;
  now: () => number;
  retentionDays: number;
  /** The caps; ANALYTICS_CAPS unless a test lowers them. */
  caps?: { rowsPerDay: number; rowsPerPathPerDay: number; pending: number };
}

/**
 * Takes measured events from the endpoint without making it wait: `accept` only queues (the
 * visitor's address is used there, for the first-view flags, and goes no further); a timer writes
 * the queue in a few inserts, within the daily caps; a second timer deletes rows older than
 * `retentionDays`.
 */
export class AnalyticsIngest {
  private pending: Pending[] = [];
  private readonly visitors: DailyVisitors;
  private counted = { day: '', rows: 0, byPath: new Map<string, number>() };
  private writing: Promise<void> = Promise.resolve();
  private flushTimer: NodeJS.Timeout | undefined;
  private retentionTimer: NodeJS.Timeout | undefined;
  private retention: Promise<unknown> = Promise.resolve();
  private readonly caps: NonNullable<IngestOptions['caps']>;

  constructor(private readonly options: IngestOptions) {
    this.visitors = new DailyVisitors(options.now);
    this.caps = options.caps ?? ANALYTICS_CAPS;
  }

  accept(batch: Batch, from: { address: string; userAgent: string }): void {
    const createdAt = new Date(this.options.now());
    for (const event of batch.events) {
      if (this.pending.length >= this.caps.pending) break;
      const path = normalisePath(event.path);
      if (event.type === 'pageview') {
        const first = this.visitors.see(from.address, from.userAgent, path);
        this.pending.push({
          table: 'pageviews',
          row: {
            path,
            referrer: event.referrer?.toLowerCase() ?? null,
            width: event.width,
            language: event.language,
            firstOnSiteToday: first.firstOnSite,
            firstOnPageToday: first.firstOnPage,
            createdAt,
          },
        });
      } else {
        this.pending.push({
          table: 'vitals',
          row: {
            path,
            name: event.name,
            value: event.value,
            rating: event.rating ?? null,
            element: event.element ?? null,
            createdAt,
          },
        });
      }
    }
    if (this.pending.length >= FLUSH_AT_ROWS) void this.flush();
    else this.flushTimer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes what waits (one write at a time); a failed write is logged and dropped. */
  flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private async write(): Promise<void> {
    const batch = this.pending.splice(0);
    if (batch.length === 0) return;
    try {
      const pageViews: PageViewRow[] = [];
      const vitals: VitalRow[] = [];
      for (const item of batch) {
        if (!(await this.withinCaps(item.row.path, item.row.createdAt!))) continue;
        if (item.table === 'pageviews') pageViews.push(item.row);
        else vitals.push(item.row);
      }
      // In statements of at most 100 rows, with a turn of the event loop between them: on the
      // embedded database each statement holds the server's thread while it runs.
      for (let i = 0; i < pageViews.length; i += WRITE_ROWS) {
        await this.options.db.execute(insertPageViews(pageViews.slice(i, i + WRITE_ROWS)));
        await yieldToRequests();
      }
      for (let i = 0; i < vitals.length; i += WRITE_ROWS) {
        await this.options.db.execute(insertVitals(vitals.slice(i, i + WRITE_ROWS)));
        await yieldToRequests();
      }
    } catch (error) {
      this.options.log.warn({ err: error }, `Could not store ${batch.length} analytics events`);
    }
  }

  /** Counts the row against today's caps; false when a cap is reached. */
  private async withinCaps(path: string, at: Date): Promise<boolean> {
    const day = utcDay(at.getTime());
    if (this.counted.day !== day) this.counted = await this.countDay(day);
    const onPath = this.counted.byPath.get(path) ?? 0;
    if (this.counted.rows >= this.caps.rowsPerDay) return false;
    if (onPath >= this.caps.rowsPerPathPerDay) return false;
    this.counted.rows += 1;
    this.counted.byPath.set(path, onPath + 1);
    return true;
  }

  /** What the database already holds for a day (another process, or before a restart). */
  private async countDay(day: string) {
    const start = new Date(`${day}T00:00:00.000Z`);
    const end = new Date(start.getTime() + DAY_MS);
    const byPath = new Map<string, number>();
    let rows = 0;
    for (const table of [analyticsPageViews, analyticsVitals]) {
      const counts = await this.options.db
        .select({ path: table.path, n: count() })
        .from(table)
        .where(and(gte(table.createdAt, start), lt(table.createdAt, end)))
        .groupBy(table.path);
      for (const { path, n } of counts) {
        byPath.set(path, (byPath.get(path) ?? 0) + n);
        rows += n;
      }
    }
    return { day, rows, byPath };
  }

  /** Deletes rows older than the retention period; answers how many. */
  async deleteExpired(): Promise<number> {
    const cutoff = new Date(this.options.now() - this.options.retentionDays * DAY_MS);
    let deleted = 0;
    for (const table of [analyticsPageViews, analyticsVitals]) {
      const rows = await this.options.db
        .delete(table)
        .where(lt(table.createdAt, cutoff))
        .returning({ id: table.id });
      deleted += rows.length;
    }
    return deleted;
  }

  /** Deletes expired rows now and every 6 hours. */
  start(): void {
    const run = () =>
      this.deleteExpired().then(
        (n) => n > 0 && this.options.log.info(`Deleted ${n} analytics rows past retention`),
        (error: unknown) =>
          this.options.log.warn({ err: error }, 'Could not delete expired analytics rows'),
      );
    this.retention = run();
    this.retentionTimer = setInterval(() => (this.retention = run()), RETENTION_EVERY_MS).unref();
  }

  /** Stops the timers and writes what waits (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.retentionTimer);
    await Promise.all([this.retention, this.flush()]);
  }
}
