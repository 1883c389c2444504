import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { applicationNotes, applications } from '../src/db/schema';
import { applicationFields, RESUMES, submitForm } from './forms';
import { startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff } from './staff-fixtures';

// Applicants' data is kept no longer than APPLICATION_RETENTION_DAYS (issue 47 item 8): at
// every start and daily, older applications go with their notes and resume files; newer ones
// stay; one audit line says how many.

const DAY = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ APPLICATION_RETENTION_DAYS: '30' });
});
afterAll(() => server.close());

const uploads = () => join(server.dataDir, 'uploads');
const storedFiles = () => readdirSync(uploads()).filter((name) => !name.startsWith('.'));

async function apply(email: string): Promise<{ id: string; file: string }> {
  const [job] = (await server.app.inject({ url: '/api/jobs/list' })).json().jobs as {
    _id: string;
  }[];
  const res = await submitForm(server.app, applicationFields(job!._id, { email }), {
    data: RESUMES.pdf,
    name: 'cv.pdf',
  });
  expect(res.statusCode).toBe(201);
  const [row] = await server.db
    .select({ id: applications.id, file: applications.resumeFile })
    .from(applications)
    .where(eq(applications.email, email));
  return row!;
}

/** Moves an application's arrival back in time by `ms` from the server's now. */
const receivedAgo = (id: string, ms: number) =>
  server.db
    .update(applications)
    .set({ createdAt: new Date(server.now() - ms) })
    .where(eq(applications.id, id));

describe('the retention sweep', () => {
  it('ran when the server started, and said so in the audit log', async () => {
    await vi.waitFor(async () => {
      const page = await server.services.audit.read(COMMAND_LINE, { action: 'retention.swept' });
      expect(page.entries[0]).toMatchObject({
        actor: { type: 'system', systemUser: 'retention' },
        details: { applications: 0, retentionDays: 30 },
      });
    });
  });

  it('deletes applications older than the limit with their notes and files, and nothing newer', async () => {
    const old = await apply('old@example.com');
    const older = await apply('older@example.com');
    const recent = await apply('recent@example.com');
    const staff = await signedInStaff(server, 'recruiter');
    await server.services.recruiting.applications.addNote(staff.actor, old.id, 'Withdrew.');
    await server.services.recruiting.applications.addNote(
      staff.actor,
      old.id,
      'Asked to be kept on file.',
    );
    await receivedAgo(old.id, 30 * DAY + 60_000);
    await receivedAgo(older.id, 400 * DAY);
    await receivedAgo(recent.id, 30 * DAY - 60_000);
    // A resume a crash left without its row, and a file the server did not name.
    const stray = `${crypto.randomUUID()}.pdf`;
    writeFileSync(join(uploads(), stray), RESUMES.pdf);
    writeFileSync(join(uploads(), 'notes.txt'), 'not a resume');

    const counts = await server.services.retention.sweep();
    expect(counts).toMatchObject({
      applications: 2,
      notes: 2,
      resumeFiles: 2,
      strayResumeFiles: 1,
    });
    const left = await server.db.select({ id: applications.id }).from(applications);
    expect(left.map((row) => row.id)).toEqual([recent.id]);
    expect(storedFiles().sort()).toEqual([recent.file, 'notes.txt'].sort());
    expect(await server.db.select().from(applicationNotes)).toEqual([]);

    const [line] = (await server.services.audit.read(COMMAND_LINE, { action: 'retention.swept' }))
      .entries;
    expect(line!.details).toMatchObject({
      applications: 2,
      notes: 2,
      resumeFiles: 2,
      strayResumeFiles: 1,
      retentionDays: 30,
    });
    expect(existsSync(join(uploads(), recent.file))).toBe(true);
  });

  it('has nothing to do when nothing is old enough', async () => {
    expect(await server.services.retention.sweep()).toMatchObject({
      applications: 0,
      resumeFiles: 0,
      strayResumeFiles: 0,
    });
  });
});

describe('APPLICATION_RETENTION_DAYS', () => {
  it('is 180 days unless set, and a whole number of days', () => {
    expect(loadConfig({}).applicationRetentionDays).toBe(180);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '365' }).applicationRetentionDays).toBe(365);
    expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: '0' })).toThrow(
      'APPLICATION_RETENTION_DAYS must be a whole number of days from 1 to 3650, got "0".',
    );
  });

  it("is the period the site's privacy page promises applicants", () => {
    const privacy = readFileSync(
      new URL('../../../site/app/content/legal.ts', import.meta.url),
      'utf8',
    );
    const days = loadConfig({}).applicationRetentionDays;
    expect(privacy).toContain(`for ${days} days after we receive it, then delete it automatically`);
  });
});
