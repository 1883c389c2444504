import { applicationStatusSchema } from '@corvane/contract';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPLICATION_STATUSES, applications } from '../db/schema';
import type { ApplicationFilter } from '../services/application-filter';

// The staff console's list of applications as a query (issue 47 item 7): filter by job, status
// and dates, search by name or email, sort, and a page. Parsed here, from a route's query
// string or a typed call alike; each sort is answered by an index of drizzle/0006.

export const APPLICATION_SORTS = ['received', 'name', 'job', 'status'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const MAX_APPLICATIONS_PAGE = 100;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as a date field gives it (YYYY-MM-DD, a UTC day: its start, or with `end` the start of
 * the next day), or a moment as it is.
 */
const day = (label: string, end = false) =>
  z.union([z.string(), z.date()]).transform((value, ctx) => {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
    const date = new Date(`${value}T00:00:00.000Z`);
    if (typeof value !== 'string' || !DATE.test(value)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be a date such as 2025-11-24.` });
      return z.NEVER;
    }
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: 'custom', message: `${label} is not a date of the calendar.` });
      return z.NEVER;
    }
    return end ? new Date(date.getTime() + DAY_MS) : date;
  });

const statusField = applicationStatusSchema;

/** What filters the list and the export alike. */
export const applicationFilterSchema = z.object({
  jobId: z.string().trim().min(1).max(64).optional(),
  status: z.union([statusField, z.array(statusField).max(APPLICATION_STATUSES.length)]).optional(),
  /** Received on or after this day... */
  from: day('From').optional(),
  /** ...up to the end of this day (a Date: before this moment). */
  to: day('To', true).optional(),
  search: z.string().max(200, 'The search must be at most 200 characters.').optional(),
});

export const applicationListSchema = applicationFilterSchema.extend({
  sort: z.enum(APPLICATION_SORTS).default('received'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1, 'The page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_APPLICATIONS_PAGE, `The page size must be 1 to ${MAX_APPLICATIONS_PAGE}.`)
    .default(25),
});

export type ApplicationFilterInput = z.input<typeof applicationFilterSchema>;
export type ApplicationListInput = z.input<typeof applicationListSchema>;
export type ApplicationListQuery = z.output<typeof applicationListSchema>;

/** The parsed filter as the shared filter of the command line and the console. */
export function toFilter(query: z.output<typeof applicationFilterSchema>): ApplicationFilter {
  return {
    jobId: query.jobId,
    statuses: query.status === undefined ? undefined : [query.status].flat(),
    receivedFrom: query.from,
    receivedBefore: query.to,
    search: query.search,
  };
}

const a = applications;

/** Pipeline order (new first, rejected last), as the index applications_stage_order_idx has it. */
const stageOrder = sql`(CASE ${a.status} WHEN 'new' THEN 0 WHEN 'reviewing' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 5 END)`;

/**
 * ORDER BY for a sort: the sorted columns, then newest first within them (oldest first when
 * the sort is reversed: so each direction is one index scanned forwards or backwards), then
 * the id so that pages never share or skip a row.
 */
export function orderBy(sort: ApplicationSort, direction: 'asc' | 'desc'): SQL[] {
  const main = direction === 'asc' ? asc : desc;
  const then = direction === 'asc' ? desc : asc;
  switch (sort) {
    case 'received':
      return [main(a.createdAt), main(a.id)];
    case 'name':
      return [
        main(sql`lower(${a.lastName})`),
        main(sql`lower(${a.firstName})`),
        then(a.createdAt),
        then(a.id),
      ];
    case 'job':
      return [main(a.jobTitle), then(a.createdAt), then(a.id)];
    case 'status':
      return [main(stageOrder), then(a.createdAt), then(a.id)];
  }
}

/** The filter as the audit log keeps it: what was asked, but never the words searched for. */
export function describeFilter(query: z.output<typeof applicationFilterSchema>) {
  return {
    jobId: query.jobId ?? null,
    statuses: query.status === undefined ? null : [query.status].flat(),
    from: query.from?.toISOString() ?? null,
    to: query.to?.toISOString() ?? null,
    searched: Boolean(query.search?.trim()),
  };
}
