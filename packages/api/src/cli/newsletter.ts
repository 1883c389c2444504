// `npm run newsletter -- send FILE.md [options] | list`: send an issue written in Markdown to
// every confirmed subscriber, and count the list (decision 089). Runs in the running server, or
// on the database when none runs (decision 088).
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { cliConfig, fail, printText, readArguments, runTool, userPath } from './common';
import { execute } from './run';

const USAGE = `Usage:
  npm run newsletter -- send FILE.md [options]   send the issue in FILE.md to every confirmed subscriber
  npm run newsletter -- list                      count waiting, confirmed and unsubscribed addresses; list the issues

Options of send:
  --subject TEXT   the mail's subject (default: the file's first "# Heading")
  --dry-run        send nothing: say how many would get it, and show what they would read
  --test ADDRESS   send one copy, marked [Test], to ADDRESS only
  --issue NAME     what makes two sends the same issue (default: the file's content), e.g. 2025-11

Sending the same issue again sends nothing to whoever has it. Mail goes out at NEWSLETTER_RATE.
Works while the server runs.`;

const MAX_BYTES = 1024 * 1024;

function readMarkdown(file: string): string {
  const path = userPath(file);
  let size: number;
  try {
    const stats = statSync(path);
    if (stats.isDirectory()) fail(`${path} is a folder, not a Markdown file.`);
    size = stats.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') fail(`${path} does not exist.`);
    fail(`Could not read ${path}: ${(error as Error).message}`);
  }
  if (size > MAX_BYTES) {
    fail(`${path} is larger than 1 MB: a newsletter is text (link images on the web).`);
  }
  const markdown = readFileSync(path, 'utf8');
  if (!markdown.trim()) fail(`${path} is empty: there is nothing to send.`);
  return markdown;
}

runTool(async () => {
  const { command, rest, values } = readArguments(
    'newsletter',
    {
      subject: { type: 'string' },
      'dry-run': { type: 'boolean' },
      test: { type: 'string' },
      issue: { type: 'string' },
    },
    USAGE,
  );
  if (command === 'list') {
    if (rest.length > 0 || Object.keys(values).length > 0) fail('"list" takes no arguments.');
    return execute(cliConfig(), 'newsletter.list', {}, printText);
  }
  if (command !== 'send') fail(USAGE);
  if (rest.length === 0) fail('Name the Markdown file to send: npm run newsletter -- send FILE.md');
  if (rest.length > 1) fail(`Send one file at a time (got ${rest.join(', ')}).`);
  if (values.subject !== undefined && !values.subject.trim()) {
    fail(
      'The subject is empty: give --subject a text, or leave it out to use the first "# Heading".',
    );
  }
  if (values.test !== undefined && !z.email().safeParse(values.test.trim()).success) {
    fail(`--test needs an email address, got "${values.test}".`);
  }
  if (values.test !== undefined && values['dry-run']) fail('Choose --dry-run or --test, not both.');
  const markdown = readMarkdown(rest[0]!);
  await execute(
    cliConfig(),
    'newsletter.send',
    {
      markdown,
      subject: values.subject,
      issue: values.issue,
      dryRun: values['dry-run'] ?? false,
      test: values.test?.trim(),
    },
    printText,
  );
});
