// `npm run applications -- list | export --csv FILE | resume ID OUT`: what recruiters need from
// the applications the site received. Runs in the running server, or on the database when none
// runs (decision 088); files are written by this process, so they belong to whoever runs it.
import {
  cliConfig,
  fail,
  printText,
  readArguments,
  readSince,
  runTool,
  systemUser,
  userPath,
} from './common';
import { checkTarget, saveTo } from './output-file';
import { execute } from './run';

const USAGE = `Usage:
  npm run applications -- list [--job ID] [--since 7d]                every application, oldest first
  npm run applications -- export --csv FILE [--job ID] [--since 7d]   the same as a spreadsheet (CSV, UTF-8)
  npm run applications -- resume ID OUT                               the stored resume (OUT: a file or a folder)

--since takes 30m, 24h, 7d or 2w. An existing file is never replaced without --force.
Works while the server runs.`;

runTool(async () => {
  const { command, rest, values } = readArguments(
    'applications',
    {
      job: { type: 'string' },
      since: { type: 'string' },
      csv: { type: 'string' },
      force: { type: 'boolean' },
    },
    USAGE,
  );
  const force = values.force ?? false;
  const filter = {
    jobId: values.job,
    sinceSeconds: values.since === undefined ? undefined : readSince(values.since),
    by: systemUser(),
  };
  if (values.job !== undefined && !values.job.trim()) fail('--job needs a job ID.');

  if (command === 'list') {
    if (rest.length > 0 || values.csv !== undefined) fail('"list" takes only --job and --since.');
    return execute(cliConfig(), 'applications.list', filter, printText);
  }
  if (command === 'export') {
    if (!values.csv) fail('Name the file to write: npm run applications -- export --csv FILE');
    if (rest.length > 0) fail(`"export" takes its file after --csv (got ${rest.join(', ')}).`);
    const target = checkTarget(userPath(values.csv), force, false);
    return execute(cliConfig(), 'applications.export', filter, saveTo(target, force));
  }
  if (command === 'resume') {
    const [id, out, ...extra] = rest;
    if (!id || !out || extra.length > 0) {
      fail('Name the application and where to write: npm run applications -- resume ID OUT');
    }
    if (values.job !== undefined || values.since !== undefined || values.csv !== undefined) {
      fail('"resume" takes only an ID, OUT and --force.');
    }
    const target = checkTarget(userPath(out), force, true);
    return execute(
      cliConfig(),
      'applications.resume',
      { id, by: systemUser() },
      saveTo(target, force),
    );
  }
  fail(USAGE);
});
