// `npm run jobs -- add FILE.json | list | remove ID`: manage the careers page's job listings
// without touching code. Runs in the running server, or on the database when none runs
// (decision 088).
import { readFileSync } from 'node:fs';
import { jobInputSchema } from '@corvane/contract';
import { z } from 'zod';
import { cliConfig, fail, printText, readArguments, runTool, userPath } from './common';
import { execute } from './run';

const USAGE = `Usage:
  npm run jobs -- list               show every listed job with its ID
  npm run jobs -- add FILE.json      add the job (or array of jobs) in FILE.json
  npm run jobs -- remove ID          remove the job with this ID

A job file has: title, employmentType (Full-time, Part-time, Contract, Freelance or Internship),
salaryRange, location, overview, responsibilities (list of text), qualifications (list of text).
Works while the server runs.`;

function readJobs(file: string) {
  const path = userPath(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`Could not read ${path}: ${(error as Error).message}`);
  }
  const result = z.array(jobInputSchema).safeParse(Array.isArray(parsed) ? parsed : [parsed]);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    fail(`${path} is not a valid job:\n${problems.join('\n')}`);
  }
  return result.data;
}

runTool(async () => {
  const { command, rest } = readArguments('jobs', {}, USAGE);
  const [argument] = rest;
  if (!['list', 'add', 'remove'].includes(command) || (command !== 'list' && !argument)) {
    fail(USAGE);
  }
  const config = cliConfig();
  if (command === 'list') await execute(config, 'jobs.list', {}, printText);
  else if (command === 'add') {
    await execute(config, 'jobs.add', { jobs: readJobs(argument!) }, printText);
  } else await execute(config, 'jobs.remove', { id: argument! }, printText);
});
