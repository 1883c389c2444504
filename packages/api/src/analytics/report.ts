import type { WebVitalName } from '@corvane/contract';
import { and, count, desc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { durationSeconds } from '../durations';
import { analyticsPageViews, analyticsVitals } from '../db/schema';

/**
 * What `npm run analytics -- report` shows (decision 090): a service over the database, so the
 * CLI and any other caller (a command channel to the running server) share one implementation.
 */
export interface AnalyticsReport {
  /** The period, ISO 8601: `since` inclusive, `until` exclusive. */
  since: string;
  until: string;
  totals: { pageViews: number; visitors: number; vitals: number };
  /** Most viewed first; visitors are counted once per page per day. */
  pages: { path: string; views: number; visitors: number }[];
  /** Other sites visitors came from, most first. */
  referrers: { host: string; views: number }[];
  /** One row per page family ("/", "/careers", "/services/*"), most measured first. */
  families: FamilyVitals[];
}

export interface FamilyVitals {
  family: string;
  /** The 75th percentile of each vital (ms; CLS a score), null when none was measured. */
  p75: Record<WebVitalName, number | null>;
  samples: Record<WebVitalName, number>;
  /** Elements most often behind an LCP over 2.5 s, most first. */
  slowLcpElements: { element: string; count: number }[];
  /** Elements most often behind an INP over 200 ms, most first. */
  slowInpElements: { element: string; count: number }[];
}

export interface ReportOptions {
  /** Start of the period (inclusive). */
  since: Date;
  /** End of the period (exclusive); now by default. */
  until?: Date;
  /** Rows in each list; 20 by default. */
  limit?: number;
}

/** Google's thresholds between "needs improvement" and good. */
export const SLOW = { LCP: 2500, INP: 200 } as const;

const VITALS: WebVitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** "/", a page of its own ("/careers"), or every page below a first segment ("/services/*"). */
export const familyOf = sql<string>`case when ${analyticsVitals.path} ~ '^/[^/]+/.' then regexp_replace(${analyticsVitals.path}, '^(/[^/]+)/.*$', '\\1/*') else ${analyticsVitals.path} end`;

/** "7d", "24h", "2w" or "30m": the start of that period before `now`. */
export function parseSince(text: string, now = Date.now()): Date | undefined {
  const seconds = durationSeconds(text);
  return seconds === undefined ? undefined : new Date(now - seconds * 1000);
}

export async function analyticsReport(db: Db, options: ReportOptions): Promise<AnalyticsReport> {
  const until = options.until ?? new Date();
  const limit = options.limit ?? 20;
  const views = and(
    gte(analyticsPageViews.createdAt, options.since),
    lt(analyticsPageViews.createdAt, until),
  );
  const vitals = and(
    gte(analyticsVitals.createdAt, options.since),
    lt(analyticsVitals.createdAt, until),
  );
  const visitorsOnPage = sql<number>`count(*) filter (where ${analyticsPageViews.firstOnPageToday})::int`;

  const [totals] = await db
    .select({
      pageViews: count(),
      visitors: sql<number>`count(*) filter (where ${analyticsPageViews.firstOnSiteToday})::int`,
    })
    .from(analyticsPageViews)
    .where(views);
  const [vitalTotal] = await db.select({ n: count() }).from(analyticsVitals).where(vitals);
  const pages = await db
    .select({ path: analyticsPageViews.path, views: count(), visitors: visitorsOnPage })
    .from(analyticsPageViews)
    .where(views)
    .groupBy(analyticsPageViews.path)
    .orderBy(desc(count()), analyticsPageViews.path)
    .limit(limit);
  const referrers = await db
    .select({ host: sql<string>`${analyticsPageViews.referrer}`, views: count() })
    .from(analyticsPageViews)
    .where(and(views, isNotNull(analyticsPageViews.referrer)))
    .groupBy(analyticsPageViews.referrer)
    .orderBy(desc(count()), analyticsPageViews.referrer)
    .limit(limit);

  const percentiles = await db
    .select({
      family: familyOf,
      name: analyticsVitals.name,
      samples: count(),
      p75: sql<number>`percentile_cont(0.75) within group (order by ${analyticsVitals.value})`,
    })
    .from(analyticsVitals)
    .where(vitals)
    .groupBy(familyOf, analyticsVitals.name);
  const slow = await db
    .select({
      family: familyOf,
      name: analyticsVitals.name,
      element: sql<string>`${analyticsVitals.element}`,
      count: count(),
    })
    .from(analyticsVitals)
    .where(
      and(
        vitals,
        isNotNull(analyticsVitals.element),
        sql`((${analyticsVitals.name} = 'LCP' and ${analyticsVitals.value} > ${SLOW.LCP}) or (${analyticsVitals.name} = 'INP' and ${analyticsVitals.value} > ${SLOW.INP}))`,
      ),
    )
    .groupBy(familyOf, analyticsVitals.name, analyticsVitals.element)
    .orderBy(desc(count()), analyticsVitals.element);

  const families = new Map<string, FamilyVitals>();
  const familyRow = (family: string) => {
    let row = families.get(family);
    if (!row) {
      row = {
        family,
        p75: Object.fromEntries(VITALS.map((name) => [name, null])) as FamilyVitals['p75'],
        samples: Object.fromEntries(VITALS.map((name) => [name, 0])) as FamilyVitals['samples'],
        slowLcpElements: [],
        slowInpElements: [],
      };
      families.set(family, row);
    }
    return row;
  };
  for (const row of percentiles) {
    const name = row.name as WebVitalName;
    if (!VITALS.includes(name)) continue;
    const family = familyRow(row.family);
    family.p75[name] = roundVital(name, Number(row.p75));
    family.samples[name] = row.samples;
  }
  for (const row of slow) {
    const list = familyRow(row.family)[row.name === 'LCP' ? 'slowLcpElements' : 'slowInpElements'];
    if (list.length < 5) list.push({ element: row.element, count: row.count });
  }
  const measured = (f: FamilyVitals) => VITALS.reduce((n, name) => n + f.samples[name], 0);

  return {
    since: options.since.toISOString(),
    until: until.toISOString(),
    totals: {
      pageViews: totals?.pageViews ?? 0,
      visitors: totals?.visitors ?? 0,
      vitals: vitalTotal?.n ?? 0,
    },
    pages,
    referrers,
    families: [...families.values()].sort(
      (a, b) => measured(b) - measured(a) || a.family.localeCompare(b.family),
    ),
  };
}

/** Milliseconds to whole numbers, CLS to three decimals. */
function roundVital(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}
