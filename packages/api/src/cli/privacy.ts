// `npm run privacy -- erase EMAIL | export EMAIL OUT`: a data subject's rights (issue 47 item 8,
// UK GDPR): delete everything held about an address, or write it all into one JSON file for a
// subject access request (its format: decision 107). Runs in the running server, or on the
// database when none runs (decision 088); each run is in the audit log with its counts.
import { cliConfig, fail, printText, readArguments, runTool, systemUser, userPath } from './common';
import { checkTarget, saveTo } from './output-file';
import { execute } from './run';

const USAGE = `Usage:
  npm run privacy -- erase EMAIL        delete everything held about EMAIL, at once, and say what it was
  npm run privacy -- export EMAIL OUT   write everything held about EMAIL into one JSON file (OUT: a file or a folder)

Held about an address: job applications with their notes and resumes, contact messages, the
newsletter address, mail waiting to be sent to it, and a visitor account. erase asks nothing
first. An existing file is never replaced without --force. Works while the server runs.`;

runTool(async () => {
  const { command, rest, values } = readArguments('privacy', { force: { type: 'boolean' } }, USAGE);
  const [email, out, ...extra] = rest;
  const by = systemUser();
  if (command === 'erase') {
    if (!email || out !== undefined) fail('Name one email address: npm run privacy -- erase EMAIL');
    if (values.force !== undefined) fail('"erase" takes no --force.');
    return execute(cliConfig(), 'privacy.erase', { email: email.trim(), by }, printText);
  }
  if (command === 'export') {
    if (!email || !out || extra.length > 0) {
      fail('Name the address and where to write: npm run privacy -- export EMAIL OUT');
    }
    const force = values.force ?? false;
    const target = checkTarget(userPath(out), force, true);
    return execute(
      cliConfig(),
      'privacy.export',
      { email: email.trim(), by },
      saveTo(target, force),
    );
  }
  fail(USAGE);
});
