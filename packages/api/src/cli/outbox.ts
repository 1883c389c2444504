// `npm run outbox -- list | retry ID`: the mail the server owes, and a way to send one again.
// Runs in the running server, or on the database when none runs (decision 088).
import { cliConfig, fail, printText, readArguments, runTool } from './common';
import { execute } from './run';

const USAGE = `Usage:
  npm run outbox -- list       every mail not sent yet: waiting, being sent, failed or unconfirmed
  npm run outbox -- retry ID   send this failed or unconfirmed mail again (or a waiting one now)

Works while the server runs; a running server sends what is due within a second or two.`;

runTool(async () => {
  const { command, rest } = readArguments('outbox', {}, USAGE);
  const id = Number(rest[0]);
  if (command !== 'list' && command !== 'retry') fail(USAGE);
  if (command === 'retry' && !(Number.isSafeInteger(id) && id > 0)) fail(USAGE);
  const config = cliConfig();
  if (command === 'list') await execute(config, 'outbox.list', {}, printText);
  else await execute(config, 'outbox.retry', { id }, printText);
});
