import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newDataDir } from './data-dir';
import { databaseForThisFile, uniqueEmail } from './helpers';
import { rememberSecret } from './log-secrets';

// `npm run staff` and `npm run privacy` as a person runs them, with no server running: the
// command line reads its words, opens the database itself (the embedded one, or PostgreSQL in
// the api-postgres project) and prints or writes the answer. Through a running server they are
// the same functions (staff-accounts.test.ts and privacy-erasure.test.ts run them so).

const apiDir = fileURLToPath(new URL('..', import.meta.url));

// Each process loads TypeScript and the database (2-3 s of CPU): on a busy machine, much longer.
vi.setConfig({ testTimeout: 240_000 });

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let env: Record<string, string>;
beforeAll(async () => {
  const dataDir = newDataDir('corvane-staff-cli-');
  env = { DATA_DIR: dataDir, INIT_CWD: dataDir, DATABASE_URL: (await databaseForThisFile()) ?? '' };
});

/** One process, as `npm run <tool> -- ...` starts it (tsx loaded into node itself). */
function run(tool: 'staff' | 'privacy', args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/cli/${tool}.ts`, ...args],
      { cwd: apiDir, env: { ...process.env, ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr,
        }),
    );
  });
}

describe('npm run staff, with no server running', () => {
  it('adds an account and prints its link; the audit log has it, as JSON', async () => {
    const email = uniqueEmail('ops');
    const added = await run('staff', ['add', email, '--role', 'admin', '--name', 'Olu Ops']);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const link = /^ {2}(http:\/\/localhost:\d+\/staff\/set-password#token=[\w-]{43})$/m.exec(
      added.stdout,
    );
    expect(link, added.stdout).not.toBeNull();
    rememberSecret(link![1]!.split('#token=')[1]!);
    expect(added.stdout).toContain(`Added ${email} (Olu Ops) as admin.`);

    const audit = await run('staff', ['audit', '--action', 'staff.created', '--json']);
    const parsed = JSON.parse(audit.stdout) as {
      entries: { action: string; actor: { type: string; systemUser: string } }[];
    };
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.entries[0]!.actor.type).toBe('command');
    expect(parsed.entries[0]!.actor.systemUser).toMatch(/\S/);
  });

  it('refuses what it cannot use with one line, before opening any database', async () => {
    const noRole = await run('staff', ['add', uniqueEmail()]);
    expect(noRole).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Give the account a role: --role admin|recruiter|marketing\n',
    });
    const badAction = await run('staff', ['audit', '--action', 'job.deleted']);
    expect(badAction.code).toBe(1);
    expect(badAction.stderr).toMatch(/^--action must be one of:\n {2}staff\.sign_in\n/);
  });
});

describe('npm run privacy, with no server running', () => {
  it('exports into a folder a file of its own, readable by its user only, then erases', async () => {
    const out = join(env.DATA_DIR!, 'requests');
    mkdirSync(out);
    const exported = await run('privacy', ['export', 'nobody@example.com', 'requests']);
    expect(exported.stderr).toBe('');
    const [name] = readdirSync(out);
    expect(name).toMatch(/^subject-access-\d{4}-\d\d-\d\d\.json$/);
    expect(exported.stdout).toMatch(
      new RegExp(
        `^Wrote ${out.replace(/[.]/g, '\\.')}/${name}: everything held about nobody@example.com: 0 applications`,
      ),
    );
    expect(statSync(join(out, name!)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(out, name!), 'utf8')).applications).toEqual([]);

    const erased = await run('privacy', ['erase', 'nobody@example.com']);
    expect(erased.stdout).toBe('Nothing is held about nobody@example.com: nothing was erased.\n');
  });
});
