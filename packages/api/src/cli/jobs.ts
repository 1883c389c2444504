// `npm run jobs -- add FILE.json | list | remove ID`: manage the careers page's job listings
// without touching code. Uses the same DATA_DIR / DATABASE_URL as the server.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { jobInputSchema } from '@corvane/contract';
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { cliConfig, fail } from './common';
import { Jobs } from '../services/jobs';

const USAGE = `Usage:
  npm run jobs -- list               show every listed job with its ID
  npm run jobs -- add FILE.json      add the job (or array of jobs) in FILE.json
  npm run jobs -- remove ID          remove the job with this ID

A job file has: title, employmentType (Full-time, Part-time, Contract, Freelance or Internship),
salaryRange, location, overview, responsibilities (list of text), qualifications (list of text).`;

function readJobs(file: string) {
  // npm runs scripts from the package folder: resolve the path from where the user typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
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

async function main(): Promise<void> {
  const [command, argument] = process.argv.slice(2);
  if (!command || !['list', 'add', 'remove'].includes(command)) fail(USAGE);
  if (command !== 'list' && !argument) fail(USAGE);

  const config = cliConfig();
  const toAdd = command === 'add' ? readJobs(argument!) : [];
  const database = await openDatabase({ ...config, purpose: 'changing jobs' }).catch(
    (error: Error) => fail(error.message),
  );
  const jobs = new Jobs(database.db);
  try {
    // Same as a first server start, so the samples do not appear later beside the company's jobs.
    await jobs.seedOnFirstStart();
    if (command === 'list') {
      const list = await jobs.list();
      if (list.length === 0) console.log('No jobs are listed.');
      for (const job of list) {
        console.log(`${job._id}  ${job.title} (${job.employmentType}, ${job.location})`);
      }
    } else if (command === 'add') {
      for (const input of toAdd) {
        const job = await jobs.add(input);
        console.log(`Added ${job._id}  ${job.title}`);
      }
    } else if (await jobs.remove(argument!)) {
      console.log(`Removed ${argument}.`);
    } else {
      process.exitCode = 1;
      console.error(`No job has the ID ${argument}. "npm run jobs -- list" shows the IDs.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
