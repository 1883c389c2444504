import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { expectedRunner, runAs } from './commands';
import { applicationFields, RESUMES, submitForm } from './forms';
import { startTestServer, type TestServer } from './helpers';

// `npm run applications -- list | export --csv | resume` (the command line's part, writing
// files, is tested in commands.spawn.ts).

/** Names a spreadsheet gets wrong when a CSV is written carelessly. */
const HARD = [
  { firstName: 'Zoë "Zed"', lastName: "O'Brien, Jr.", email: 'zoe@example.com' },
  { firstName: '张', lastName: '伟', email: 'wei@example.com' },
  { firstName: 'Ana\nMaria', lastName: 'Łukasiewicz-Ñúñez', email: 'ana@example.com' },
  { firstName: 'Олег', lastName: '=HYPERLINK("http://x.test")', email: 'oleg@example.com' },
  { firstName: 'محمد', lastName: '@Ali', email: 'ali@example.com' },
];
const COVER = 'Dear team,\r\nI would "gladly" join, from Tuesday.\n-- Signed';

let server: TestServer;
let jobs: { _id: string; title: string }[];
beforeAll(async () => {
  server = await startTestServer();
  jobs = (await server.app.inject({ url: '/api/jobs/list' })).json().jobs;
  for (const [i, person] of HARD.entries()) {
    const res = await submitForm(
      server.app,
      applicationFields(jobs[i % 2]!._id, {
        ...person,
        phone: i === 0 ? '+44 7700 900123' : '0161 496 0000',
        coverLetter: i === 0 ? COVER : undefined,
      }),
      { data: RESUMES.pdf, name: 'cv.pdf' },
    );
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => server.close());

describe('npm run applications -- export --csv', () => {
  it('round-trips through a CSV parser: commas, quotes, line breaks, non-Latin letters', async () => {
    const answer = await runAs(server, 'applications.export', {});
    expect(answer.runner).toBe(expectedRunner(server));
    expect(answer.file!.summary).toBe('5 applications');
    const bytes = answer.file!.bytes;
    // UTF-8 with a byte order mark (Excel reads non-Latin names right), CRLF between records.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toMatch(/\r\n$/);
    const records: Record<string, string>[] = parse(bytes, {
      bom: true,
      columns: true,
      record_delimiter: '\r\n',
    });
    expect(records).toHaveLength(5);
    expect(records.map((r) => [r['First name'], r['Last name'], r.Email])).toEqual([
      ['Zoë "Zed"', "O'Brien, Jr.", 'zoe@example.com'],
      ['张', '伟', 'wei@example.com'],
      ['Ana\nMaria', 'Łukasiewicz-Ñúñez', 'ana@example.com'],
      // Formula injection: a cell that would run as a formula starts with ' and stays text.
      ['Олег', `'=HYPERLINK("http://x.test")`, 'oleg@example.com'],
      ['محمد', "'@Ali", 'ali@example.com'],
    ]);
    const first = records[0]!;
    expect(first['Cover letter']).toBe(
      'Dear team,\nI would "gladly" join, from Tuesday.\n-- Signed',
    );
    expect(first.Phone).toBe("'+44 7700 900123");
    expect(first['Job title']).toBe(jobs[0]!.title);
    expect(first['Visa status']).toBe('H1B');
    expect(first['Resume type']).toBe('PDF');
    expect(first['Resume size (bytes)']).toBe(String(RESUMES.pdf.length));
    expect(first['Application ID']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first['Received (UTC)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('exports one job only, and refuses a job nobody applied to that is not listed', async () => {
    const answer = await runAs(server, 'applications.export', { jobId: jobs[1]!._id });
    const records: Record<string, string>[] = parse(answer.file!.bytes, {
      bom: true,
      columns: true,
    });
    expect(records.map((r) => r.Email)).toEqual(['wei@example.com', 'oleg@example.com']);
    await expect(runAs(server, 'applications.export', { jobId: 'no-such-job' })).rejects.toThrow(
      'No job has the ID no-such-job. "npm run jobs -- list" shows the IDs.',
    );
  });
});

describe('npm run applications -- list', () => {
  it('lists every application with its job, contact details, visa status and cover letter', async () => {
    const answer = await runAs(server, 'applications.list', {});
    const text = answer.text!;
    expect(text).toContain(`${jobs[0]!.title} (job ${jobs[0]!._id})`);
    expect(text).toContain(`Zoë "Zed" O'Brien, Jr. <zoe@example.com>, phone +44 7700 900123`);
    expect(text).toContain('    Visa status: H1B');
    expect(text).toContain(
      '    Cover letter:\n      Dear team,\n      I would "gladly" join, from Tuesday.\n      -- Signed',
    );
    expect(text).toMatch(/Resume: PDF, 1 KB \(npm run applications -- resume [0-9a-f-]{36} OUT\)/);
    expect(text).toMatch(/\n\n5 applications\.$/);
  });

  it('keeps to --job and --since', async () => {
    // Two applications arrived ten days ago.
    await server.db
      .update(applications)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(sql`${applications.email} in ('zoe@example.com', 'wei@example.com')`);
    const week = await runAs(server, 'applications.list', { sinceSeconds: 7 * 86_400 });
    expect(week.text).not.toContain('zoe@example.com');
    expect(week.text).toMatch(/\n3 applications since \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    const job = await runAs(server, 'applications.list', {
      jobId: jobs[1]!._id,
      sinceSeconds: 7 * 86_400,
    });
    expect(job.text).toContain('oleg@example.com');
    expect(job.text).not.toContain('wei@example.com');
    expect(job.text).toMatch(new RegExp(`\\n1 application for job ${jobs[1]!._id} since .+\\.$`));
    // A listed job nobody applied to.
    const none = await runAs(server, 'applications.list', { jobId: jobs[2]!._id });
    expect(none.text).toBe(`No applications for job ${jobs[2]!._id}.`);
    // A name with a line break stays on its line in the list.
    expect(week.text).toContain('    Ana Maria Łukasiewicz-Ñúñez <ana@example.com>');
  });
});

describe('npm run applications -- resume', () => {
  it("gives the stored file under the applicant's name, and refuses an unknown ID", async () => {
    const list = (await runAs(server, 'applications.list', {})).text!;
    const id = /^([0-9a-f-]{36}) .*\n {4}Zoë/m.exec(list)![1]!;
    const answer = await runAs(server, 'applications.resume', { id });
    expect(answer.file!.name).toBe('Zoe-Zed-O-Brien-Jr-resume.pdf');
    expect(answer.file!.bytes.equals(RESUMES.pdf)).toBe(true);
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(runAs(server, 'applications.resume', { id: unknown })).rejects.toThrow(
      `No application has the ID ${unknown}. "npm run applications -- list" shows them.`,
    );
    await expect(runAs(server, 'applications.resume', { id: 'nonsense' })).rejects.toThrow(
      'No application has the ID nonsense.',
    );
  });
});
