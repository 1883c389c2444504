import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli, type CliResult } from './cli-process';
import { applicationFields, RESUMES } from './forms';
import { spawnServer, type ServerProcess } from './spawn-server';
import { newDataDir } from './data-dir';

// The command-line tools while the server runs on the embedded database (decision 088): they
// used to refuse ("Stop it before ..."), so reading applications meant taking the site down.

vi.setConfig({ testTimeout: 240_000 });

const JOB = {
  title: 'Oracle Database Administrator',
  employmentType: 'Full-time',
  salaryRange: '$120,000 - $140,000 per year',
  location: 'Herndon, VA, USA',
  overview: 'Look after the Oracle estates of three long-standing clients.',
  responsibilities: ['Plan and run upgrades'],
  qualifications: ['Oracle Certified Professional'],
};

async function apply(url: string, jobId: string, email: string): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(applicationFields(jobId, { email }))) {
    form.append(key, value);
  }
  form.append('resume', new Blob([RESUMES.pdf], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${url}/api/applications/submit`, { method: 'POST', body: form });
  expect(res.status).toBe(201);
}

const jobIds = async (url: string) =>
  ((await (await fetch(`${url}/api/jobs/list`)).json()) as { jobs: { _id: string }[] }).jobs.map(
    (job) => job._id,
  );

const ok = (result: CliResult) => {
  expect(result.stderr, result.stdout).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
};

/** Bad input: one line on stderr, nothing on stdout, exit code 1. */
const refused = (result: CliResult) => {
  expect(result.code, result.stdout).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  return result.stderr.trimEnd();
};

describe('npm run jobs, outbox, newsletter, applications and analytics while the server runs', () => {
  it('answer through the running server, and write files that belong to the user', async () => {
    const dataDir = newDataDir('corvane-commands-');
    const env = { DATA_DIR: dataDir, INIT_CWD: dataDir };
    let server: ServerProcess | undefined = await spawnServer({
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
    });
    try {
      const [jobId] = await jobIds(server.url);
      await apply(server.url, jobId!, 'tomas.garcia@example.com');
      writeFileSync(join(dataDir, 'job.json'), JSON.stringify(JOB));
      // A visitor who accepted cookies opens the careers page (what the site's beacon sends).
      const beacon = await fetch(`${server.url}/api/analytics`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          events: [{ type: 'pageview', path: '/careers', width: 'phone', language: 'en-GB' }],
        }),
      });
      expect(beacon.status).toBe(204);

      const [jobs, added, outbox, newsletter, list] = await Promise.all([
        runCli('jobs', ['list'], env),
        runCli('jobs', ['add', 'job.json'], env),
        runCli('outbox', ['list'], env),
        runCli('newsletter', ['list'], env),
        runCli('applications', ['list'], env),
      ]);
      // The beacon is stored after its answer: the report shows it once it is written.
      await expect
        .poll(
          async () => {
            const report = ok(
              await runCli('analytics', ['report', '--since', '1d', '--json'], env),
            );
            return (JSON.parse(report) as { pages: { path: string; views: number }[] }).pages;
          },
          { timeout: 30_000 },
        )
        .toEqual([expect.objectContaining({ path: '/careers', views: 1 })]);
      expect(ok(jobs)).toContain(`${jobId}  `);
      const newId = /^Added ([0-9a-f]{24}) {2}Oracle Database Administrator$/m.exec(ok(added))?.[1];
      // The server's own job list has it at once.
      expect(await jobIds(server.url)).toContain(newId);
      expect(ok(outbox)).toMatch(/\d+ sent in the last 7 days\.$/m);
      expect(ok(newsletter)).toContain(
        'Newsletter addresses:\n  confirmed    0  receive each issue',
      );
      const applicationId = /^([0-9a-f-]{36}) {2}/.exec(ok(list))?.[1];
      expect(ok(list)).toContain(
        'Tomás García <tomas.garcia@example.com>, phone +1 (703) 555-0142',
      );

      mkdirSync(join(dataDir, 'out'));
      const [exported, resume] = await Promise.all([
        runCli('applications', ['export', '--csv', 'out/applications.csv'], env),
        runCli('applications', ['resume', applicationId!, 'out'], env),
      ]);
      const csvPath = join(dataDir, 'out', 'applications.csv');
      expect(ok(exported)).toMatch(
        new RegExp(`^Wrote ${csvPath}: 1 application \\(\\d+ bytes\\)\\.\\n$`),
      );
      const resumePath = join(dataDir, 'out', 'Tomas-Garcia-resume.pdf');
      expect(ok(resume)).toBe(
        `Wrote ${resumePath}: the resume of application ${applicationId} (${RESUMES.pdf.length} bytes).\n`,
      );
      expect(readFileSync(resumePath).equals(RESUMES.pdf)).toBe(true);
      for (const path of [csvPath, resumePath]) {
        const { mode, uid } = statSync(path);
        expect({ mode: mode & 0o777, uid }).toEqual({ mode: 0o600, uid: process.getuid!() });
      }
      expect(readFileSync(csvPath, 'utf8')).toMatch(/^\ufeffApplication ID,Received \(UTC\),/);

      // Only the server's user can reach the channel; it is not on TCP.
      const control = statSync(join(dataDir, 'control'));
      expect(control.mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'control', 'api.sock')).mode & 0o777).toBe(0o600);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // Stopped cleanly, the server takes its socket away; the commands then work on their own.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      server = undefined;
      expect(existsSync(join(dataDir, 'control', 'api.sock'))).toBe(false);
      expect(ok(await runCli('jobs', ['remove', newId!], env))).toBe(`Removed ${newId}.\n`);
    } finally {
      server?.child.kill('SIGKILL');
    }
  });

  it('refuse bad input with one line and exit code 1, and send or write nothing', async () => {
    const dataDir = newDataDir('corvane-commands-');
    const env = { DATA_DIR: dataDir, INIT_CWD: dataDir };
    const server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMITS: 'off' });
    try {
      const [jobId] = await jobIds(server.url);
      await apply(server.url, jobId!, 'ann@example.com');
      writeFileSync(join(dataDir, 'empty.md'), '  \n');
      writeFileSync(join(dataDir, 'issue.md'), '# News\n\nHello.\n');
      writeFileSync(join(dataDir, 'kept.csv'), 'keep me');
      const id = /^([0-9a-f-]{36})/.exec(ok(await runCli('applications', ['list'], env)))![1]!;

      const answers = await Promise.all([
        runCli('newsletter', ['send', 'missing.md'], env),
        runCli('newsletter', ['send', 'empty.md'], env),
        runCli('newsletter', ['send', 'issue.md', '--subject', ''], env),
        runCli('newsletter', ['send', 'issue.md', '--test', 'not-an-address'], env),
        runCli('applications', ['list', '--job', 'no-such-job'], env),
        runCli('applications', ['list', '--since', 'a week'], env),
        runCli('applications', ['resume', '00000000-0000-4000-8000-000000000000', 'cv.pdf'], env),
        runCli('applications', ['resume', id, 'kept.csv'], env),
        runCli('applications', ['export', '--csv', 'kept.csv'], env),
      ]);
      expect(answers.map(refused)).toEqual([
        `${join(dataDir, 'missing.md')} does not exist.`,
        `${join(dataDir, 'empty.md')} is empty: there is nothing to send.`,
        'The subject is empty: give --subject a text, or leave it out to use the first "# Heading".',
        '--test needs an email address, got "not-an-address".',
        'No job has the ID no-such-job. "npm run jobs -- list" shows the IDs.',
        '--since must be a duration such as 30m, 24h, 7d or 2w, got "a week".',
        'No application has the ID 00000000-0000-4000-8000-000000000000. "npm run applications -- list" shows them.',
        `${join(dataDir, 'kept.csv')} exists already: add --force to replace it.`,
        `${join(dataDir, 'kept.csv')} exists already: add --force to replace it.`,
      ]);
      expect(readFileSync(join(dataDir, 'kept.csv'), 'utf8')).toBe('keep me');
      expect(existsSync(join(dataDir, 'cv.pdf'))).toBe(false);
      expect(ok(await runCli('newsletter', ['list'], env))).toContain(
        'No issue has been sent yet.',
      );

      // --force replaces the file.
      ok(await runCli('applications', ['export', '--csv', 'kept.csv', '--force'], env));
      expect(readFileSync(join(dataDir, 'kept.csv'), 'utf8')).toContain('ann@example.com');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
