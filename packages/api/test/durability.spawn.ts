import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applicationFields, RESUMES } from './forms';
import { registration } from './helpers';
import { startPostgres, type PostgresServer } from './pg-server';
import { postJson, spawnServer } from './spawn-server';
import { newDataDir } from './data-dir';
import { embeddedDatabaseDir } from '../src/db/client';

vi.setConfig({ testTimeout: 300_000 });

const REGISTRATIONS = 200;
const APPLICATIONS = 100;
const WORKERS = 12;

interface Stored {
  users: string[];
  applications: { email: string; resume_file: string }[];
}

async function readPglite(dataDir: string): Promise<Stored> {
  const db = await PGlite.create({ dataDir: embeddedDatabaseDir(dataDir) });
  try {
    const users = await db.query<{ email: string }>('select email from users');
    const apps = await db.query<Stored['applications'][number]>(
      'select email, resume_file from applications',
    );
    return { users: users.rows.map((r) => r.email), applications: apps.rows };
  } finally {
    await db.close();
  }
}

async function readPostgres(url: string): Promise<Stored> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const users = await client.query<{ email: string }>('select email from users');
    const apps = await client.query<Stored['applications'][number]>(
      'select email, resume_file from applications',
    );
    return { users: users.rows.map((r) => r.email), applications: apps.rows };
  } finally {
    await client.end();
  }
}

async function multipartBody(fields: Record<string, string>): Promise<RequestInit> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('resume', new Blob([RESUMES.pdf], { type: 'application/pdf' }), 'cv.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    method: 'POST',
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  };
}

/**
 * 200 sign-ups and 100 applications from 12 clients at once; kill -9 once half are
 * acknowledged; restart (which sweeps half-stored resumes); then every acknowledged write must
 * be stored, and every resume row must have its file and every file its row.
 */
async function killDuringWrites(
  env: Record<string, string>,
  read: (dataDir: string) => Promise<Stored>,
) {
  const dataDir = newDataDir('corvane-durable-');
  const serverEnv = { ...env, DATA_DIR: dataDir, RATE_LIMITS: 'off' };
  const first = await spawnServer(serverEnv);
  const { jobs } = (await (await fetch(`${first.url}/api/jobs/list`)).json()) as {
    jobs: { _id: string }[];
  };
  const tasks: { kind: 'user' | 'application'; email: string }[] = [];
  for (let i = 0; i < REGISTRATIONS; i++) {
    tasks.push({ kind: 'user', email: `durable.user.${i}@example.com` });
    if (i < APPLICATIONS)
      tasks.push({ kind: 'application', email: `durable.app.${i}@example.com` });
  }
  const acknowledged = { user: new Set<string>(), application: new Set<string>() };
  const half = (REGISTRATIONS + APPLICATIONS) / 2;
  let killed = false;
  const send = async (task: (typeof tasks)[number]) => {
    if (task.kind === 'user') {
      return postJson(`${first.url}/api/user/register`, registration({ email: task.email }));
    }
    const init = await multipartBody(applicationFields(jobs[0]!._id, { email: task.email }));
    return fetch(`${first.url}/api/applications/submit`, init);
  };
  const worker = async () => {
    for (let task = tasks.shift(); task && !killed; task = tasks.shift()) {
      try {
        const res = await send(task);
        if (res.ok) acknowledged[task.kind].add(task.email);
      } catch {
        // Refused or cut by the kill: not acknowledged, so no promise was made.
      }
      if (!killed && acknowledged.user.size + acknowledged.application.size >= half) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await first.exited;

  // The restart finishes or removes what the kill left half-stored, then stops cleanly.
  const second = await spawnServer(serverEnv);
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);

  const stored = await read(dataDir);
  const uploads = join(dataDir, 'uploads');
  const files = readdirSync(uploads).filter((name) => !name.startsWith('.'));
  const incoming = join(uploads, '.incoming');
  const leftovers = existsSync(incoming) ? readdirSync(incoming, { recursive: true }) : [];
  const found = {
    users: [...acknowledged.user].filter((email) => stored.users.includes(email)).length,
    applications: [...acknowledged.application].filter((email) =>
      stored.applications.some((row) => row.email === email),
    ).length,
  };
  const orphanRows = stored.applications.filter((row) => !files.includes(row.resume_file));
  const orphanFiles = files.filter((f) => !stored.applications.some((r) => r.resume_file === f));
  console.log(
    `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: sign-ups acknowledged ${acknowledged.user.size}, ` +
      `found ${found.users} (stored ${stored.users.length}); applications acknowledged ` +
      `${acknowledged.application.size}, found ${found.applications} (stored ` +
      `${stored.applications.length}); orphan rows ${orphanRows.length}, orphan files ` +
      `${orphanFiles.length}, left in .incoming ${leftovers.length}`,
  );
  expect(acknowledged.user.size + acknowledged.application.size).toBeGreaterThanOrEqual(half);
  expect(found).toEqual({
    users: acknowledged.user.size,
    applications: acknowledged.application.size,
  });
  expect(orphanRows).toEqual([]);
  expect(orphanFiles).toEqual([]);
  expect(leftovers).toEqual([]);
}

describe('kill -9 during 200 sign-ups and 100 applications', () => {
  let postgres: PostgresServer | undefined;
  afterAll(() => postgres?.destroy());

  it('keeps every acknowledged write on PGlite, with no orphan file or row', async () => {
    await killDuringWrites({ DATABASE_URL: '' }, readPglite);
  });

  it('keeps every acknowledged write on PostgreSQL, with no orphan file or row', async () => {
    postgres = await startPostgres({ durable: true });
    const url = postgres.url;
    await killDuringWrites({ DATABASE_URL: url }, () => readPostgres(url));
  });
});
