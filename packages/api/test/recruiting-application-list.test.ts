import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, applications, type ApplicationStatus } from '../src/db/schema';
import { APPLICATION_SORTS, type ApplicationSort } from '../src/recruiting/application-query';
import { startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff, type SignedInStaff } from './staff-fixtures';

// The console's list of applications (issue 47 item 7): filters by job, status and dates, a
// search by name or email, four sorts, pages, all on the server. Checked against a model of
// the same rows in memory, on generated queries.

const DAY = 86_400_000;
const JOBS = [
  { id: 'job-cloud', title: 'Cloud Architect' },
  { id: 'job-data', title: 'Data Engineer' },
  { id: 'job-gone', title: 'Business Analyst' },
];
// Names whose order is the same under any collation the database may have (C, en_US...), with
// LIKE's wildcards in two of them beside a name each would match as a wildcard.
const FIRST = ['Ann', 'Anna', 'Bob', 'Priya', 'Jo_Ann', 'Joyce', 'Wei', 'Zoe'];
const LAST = ['Garcia', 'Sharma', 'Smith', 'Smithson', 'Per%cy', 'Perry', 'Lee'];

interface Row {
  id: string;
  jobId: string;
  jobTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  status: ApplicationStatus;
  createdAt: Date;
}

let server: TestServer;
let recruiter: SignedInStaff;
let rows: Row[];
/** A moment after every row, so the test's dates do not depend on when it runs. */
let base: number;
beforeAll(async () => {
  server = await startTestServer();
  recruiter = await signedInStaff(server, 'recruiter');
  base = Math.floor(server.now() / DAY) * DAY;
  const values = Array.from({ length: 63 }, (_, i) => {
    const job = JOBS[i % JOBS.length]!;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 3) % LAST.length]!;
    return {
      jobId: job.id,
      jobTitle: job.title,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${i}@${i % 2 ? 'acme.test' : 'mail.test'}`,
      phone: '0161 496 0000',
      visaStatus: 'Other',
      coverLetter: '',
      resumeFile: `${crypto.randomUUID()}.pdf`,
      resumeOriginalName: 'cv.pdf',
      resumeType: 'pdf',
      resumeBytes: 1000,
      status: APPLICATION_STATUSES[(i * 5) % APPLICATION_STATUSES.length]!,
      // One a day and a bit, none at the same moment.
      createdAt: new Date(base - i * (DAY + 3_600_000) - 60_000),
    };
  });
  rows = await server.db.insert(applications).values(values).returning({
    id: applications.id,
    jobId: applications.jobId,
    jobTitle: applications.jobTitle,
    firstName: applications.firstName,
    lastName: applications.lastName,
    email: applications.email,
    status: applications.status,
    createdAt: applications.createdAt,
  });
});
afterAll(() => server.close());

interface Query {
  jobId?: string;
  status?: ApplicationStatus[];
  from?: string;
  to?: string;
  search?: string;
}

const day = (offsetDays: number) => new Date(base + offsetDays * DAY).toISOString().slice(0, 10);

/** The list as the spec of the filters says it, over the rows in memory. */
function model(query: Query): Row[] {
  const words = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .filter((row) => !query.jobId || row.jobId === query.jobId)
    .filter((row) => !query.status?.length || query.status.includes(row.status))
    .filter((row) => !query.from || row.createdAt >= new Date(`${query.from}T00:00:00Z`))
    .filter(
      (row) =>
        !query.to || row.createdAt.getTime() < new Date(`${query.to}T00:00:00Z`).getTime() + DAY,
    )
    .filter((row) =>
      words.every((word) =>
        [row.firstName, row.lastName, row.email].some((field) =>
          field.toLowerCase().startsWith(word),
        ),
      ),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const list = (
  query: Query & {
    sort?: ApplicationSort;
    direction?: 'asc' | 'desc';
    page?: number;
    pageSize?: number;
  },
) => server.services.recruiting.applications.list(recruiter.actor, query);

describe('filters and search', () => {
  it('match a model of the rows on generated queries', async () => {
    const word = fc.oneof(
      fc.constantFrom(...FIRST, ...LAST).map((name) => name.slice(0, 1 + (name.length % 4))),
      fc.constantFrom('jo_', 'per%', '%', '_', 'acme', '@', 'smith', 'zz', 'ANN', '  '),
    );
    const query = fc.record(
      {
        jobId: fc.constantFrom(...JOBS.map((job) => job.id)),
        status: fc.subarray([...APPLICATION_STATUSES], { minLength: 1 }),
        from: fc.integer({ min: -70, max: 0 }).map(day),
        to: fc.integer({ min: -70, max: 0 }).map(day),
        search: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const page = await list({ ...q, pageSize: 100 });
        const expected = model(q);
        expect(page.total).toBe(expected.length);
        expect(page.rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
      }),
      { numRuns: 60 },
    );
  });

  it('takes LIKE’s wildcards literally', async () => {
    const percent = await list({ search: 'per%', pageSize: 100 });
    expect(percent.total).toBe(rows.filter((row) => row.lastName === 'Per%cy').length);
    expect(percent.total).toBeGreaterThan(0);
    const underscore = await list({ search: 'jo_', pageSize: 100 });
    expect(underscore.rows.every((row) => row.firstName === 'Jo_Ann')).toBe(true);
    expect(underscore.total).toBe(rows.filter((row) => row.firstName === 'Jo_Ann').length);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('logs each list read, without the words searched for', async () => {
    await list({ search: 'priya sharma', status: ['offer'], page: 1 });
    const [line] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'application.listed',
        actorEmail: recruiter.email,
      })
    ).entries;
    expect(line!.details).toMatchObject({ searched: true, statuses: ['offer'], page: 1 });
    expect(JSON.stringify(line)).not.toContain('priya');
  });

  it('refuses a date that is not one, and a page size over 100', async () => {
    await expect(list({ from: '2025-02-30' })).rejects.toThrow(
      'From is not a date of the calendar.',
    );
    await expect(list({ to: 'yesterday' })).rejects.toThrow(
      'To must be a date such as 2025-11-24.',
    );
    await expect(list({ pageSize: 500 })).rejects.toThrow('The page size must be 1 to 100.');
  });
});

const STAGE = Object.fromEntries(APPLICATION_STATUSES.map((status, i) => [status, i]));

/** What each sort promises: its columns, then newest first (oldest when reversed). */
function sorted(sort: ApplicationSort, direction: 'asc' | 'desc'): string[] {
  const key = (row: Row): (string | number)[] => {
    switch (sort) {
      case 'received':
        return [row.createdAt.getTime()];
      case 'name':
        return [row.lastName.toLowerCase(), row.firstName.toLowerCase(), -row.createdAt.getTime()];
      case 'job':
        return [row.jobTitle, -row.createdAt.getTime()];
      case 'status':
        return [STAGE[row.status]!, -row.createdAt.getTime()];
    }
  };
  const compare = (a: Row, b: Row) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! < kb[i]!) return -1;
      if (ka[i]! > kb[i]!) return 1;
    }
    return 0;
  };
  const ordered = [...rows].sort(compare);
  return (direction === 'asc' ? ordered : ordered.reverse()).map((row) => row.id);
}

describe('sorts and pages', () => {
  it.each(
    APPLICATION_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((direction) => [sort, direction] as const),
    ),
  )(
    'sorted by %s, %s: pages of 10 add up to the whole list, each row once',
    async (sort, direction) => {
      const ids: string[] = [];
      for (let page = 1; page <= 7; page++) {
        const answer = await list({ sort, direction, page, pageSize: 10 });
        expect(answer.total).toBe(rows.length);
        ids.push(...answer.rows.map((row) => row.id));
      }
      expect(ids).toEqual(sorted(sort, direction));
    },
  );
});
