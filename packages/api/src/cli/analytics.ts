// `npm run analytics -- report [--since 7d] [--json]`: what the site measured after consent
// (decision 090). Runs in the running server, or on the database when none runs (decision 088).
import { readReportArguments } from '../analytics/command';
import { cliConfig, fail, printText, runTool } from './common';
import { execute } from './run';

runTool(async () => {
  const words = process.argv.slice(2);
  // Wrong words stop here with the usage, before any server or database is asked.
  const checked = readReportArguments(words);
  if (typeof checked === 'string') fail(checked);
  await execute(cliConfig(), 'analytics.report', { options: words.slice(1) }, printText);
});
