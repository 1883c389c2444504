import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registration } from './helpers';
import { latestCode } from './mailbox';
import { newScratchDir } from './data-dir';
import { tsxEntryArgs } from './cli-process';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs a TypeScript entry point from packages/api (so tsx maps the contract to its source) in ONE
 * process: tsx's CLI would fork a child that survives the SIGKILL this test sends.
 */
function run(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, tsxEntryArgs(entry, args), {
    cwd: apiDir,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function startServer(dataDir: string) {
  const child = run('src/main.ts', [], { PORT: '0', DATA_DIR: dataDir });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address in: ${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, address };
}

async function cli(args: string[], dataDir: string) {
  const child = run('src/cli/jobs.ts', args, { DATA_DIR: dataDir, INIT_CWD: dataDir });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number, out };
}

const postJson = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('data survives a kill', () => {
  it('keeps a registered user after SIGKILL and a restart', async () => {
    const dataDir = newScratchDir('corvane-restart-');
    const first = await startServer(dataDir);
    const user = registration();
    try {
      expect((await postJson(`${first.address}/api/user/register`, user)).status).toBe(201);
      const otp = await latestCode(dataDir, user.email);
      expect(
        (await postJson(`${first.address}/api/user/verify-otp`, { email: user.email, otp })).status,
      ).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
    }

    const second = await startServer(dataDir);
    try {
      const login = await postJson(`${second.address}/api/user/login`, {
        email: user.email,
        password: user.password,
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ msg: 'Login successful' });
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  }, 180_000);
});

describe('npm run jobs', () => {
  it('adds, lists and removes jobs, and explains bad input', async () => {
    const dataDir = newScratchDir('corvane-jobs-');
    const job = {
      title: 'Oracle Database Administrator',
      employmentType: 'Full-time',
      salaryRange: '$120,000 - $140,000 per year',
      location: 'Herndon, VA, USA',
      overview: 'Look after the Oracle estates of three long-standing clients.',
      responsibilities: ['Plan and run upgrades', 'Tune performance'],
      qualifications: ['Oracle Certified Professional'],
    };
    writeFileSync(join(dataDir, 'job.json'), JSON.stringify(job));
    writeFileSync(
      join(dataDir, 'bad.json'),
      JSON.stringify({ ...job, title: '', qualifications: 'x' }),
    );

    const added = await cli(['add', 'job.json'], dataDir);
    expect(added.code).toBe(0);
    const id = /Added ([0-9a-f]{24})/.exec(added.out)?.[1];
    expect(id).toBeDefined();

    const listed = await cli(['list'], dataDir);
    expect(listed.out).toContain(
      `${id}  Oracle Database Administrator (Full-time, Herndon, VA, USA)`,
    );
    expect(listed.out).toContain('Data Analytics Intern'); // the seeded samples

    const bad = await cli(['add', 'bad.json'], dataDir);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('title: Title is required.');
    expect(bad.out).toContain('qualifications: Qualifications must be a list of text.');

    expect((await cli(['remove', id!], dataDir)).out).toContain(`Removed ${id}.`);
    const missing = await cli(['remove', id!], dataDir);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain(`No job has the ID ${id}.`);

    const usage = await cli([], dataDir);
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Usage:');
  }, 180_000);
});
