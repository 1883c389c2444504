import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema';
import { applicationFields, RESUMES, submitForm } from './forms';
import { startTestServer, uniqueEmail, type TestServer } from './helpers';

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** A pid no process has any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** Root ignores file modes, so for root the folder is made immutable instead. */
function setWritable(dir: string, writable: boolean) {
  if (process.getuid?.() === 0) execFileSync('chattr', [writable ? '-i' : '+i', dir]);
  else chmodSync(dir, writable ? 0o755 : 0o555);
}

describe('resumes left by a crash', () => {
  it('are moved into place when their row exists and removed when it does not', async () => {
    const first = await startTestServer();
    const jobId = (await first.app.inject({ url: '/api/jobs/list' })).json().jobs[0]._id;
    const row = {
      jobId,
      jobTitle: 'Any',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+44 20 7946 0000',
      visaStatus: 'Other',
      coverLetter: '',
      resumeOriginalName: 'cv.pdf',
      resumeType: 'pdf',
      resumeBytes: RESUMES.pdf.length,
    };
    // A process that died after inserting the row but before moving its file into place...
    await first.db.insert(applications).values({ ...row, resumeFile: 'saved.pdf' });
    await first.close();
    const leftovers = join(first.dataDir, 'uploads', '.incoming', `${hostname()}-${deadPid()}`);
    mkdirSync(leftovers, { recursive: true });
    writeFileSync(join(leftovers, 'saved.pdf'), RESUMES.pdf);
    // ...and one that died before its row was inserted.
    writeFileSync(join(leftovers, 'orphan.pdf'), RESUMES.pdf);

    // The same data folder and database (on PostgreSQL, the first server's database).
    const second = await startTestServer({
      DATA_DIR: first.dataDir,
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    try {
      expect(filesUnder(join(second.dataDir, 'uploads'))).toEqual(['saved.pdf']);
    } finally {
      await second.close();
    }
  });
});

describe('an uploads folder that cannot be written', () => {
  let server: TestServer;
  let jobId: string;
  beforeAll(async () => {
    server = await startTestServer();
    jobId = (await server.app.inject({ url: '/api/jobs/list' })).json().jobs[0]._id;
  });
  afterAll(() => server.close());

  it('answers a clear 503, keeps no file and no row, and works again once fixed', async () => {
    const uploads = join(server.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const email = uniqueEmail('readonly');
    setWritable(uploads, false);
    try {
      const res = await submitForm(server.app, applicationFields(jobId, { email }), {
        data: RESUMES.pdf,
        name: 'cv.pdf',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe(
        'We could not store your resume just now. Please try again in a few minutes.',
      );
    } finally {
      setWritable(uploads, true);
    }
    expect(filesUnder(uploads)).toEqual([]);
    const rows = await server.db.select().from(applications);
    expect(rows.filter((r) => r.email === email)).toEqual([]);

    const again = await submitForm(server.app, applicationFields(jobId, { email }), {
      data: RESUMES.pdf,
      name: 'cv.pdf',
    });
    expect(again.statusCode).toBe(201);
    expect(filesUnder(uploads)).toHaveLength(1);
  });
});
