// `npm run staff -- add | list | role | disable | enable | link | reset-factor | audit`: the
// staff console's accounts and its audit log (issue 47, decision 107). Accounts are made only
// here or by an admin in the console. Runs in the running server, or on the database when none
// runs (decision 088); each command is in the audit log with this user as actor.
import { STAFF_ROLES } from '../db/staff-schema';
import { AUDIT_ACTIONS, isAuditAction } from '../staff/audit';
import {
  cliConfig,
  fail,
  printText,
  readArguments,
  readSince,
  runTool,
  systemUser,
} from './common';
import { execute } from './run';

const USAGE = `Usage:
  npm run staff -- add EMAIL --role ROLE [--name NAME]   a new account, and a link to set its password
  npm run staff -- list                                  every account: role, state, last sign-in
  npm run staff -- role EMAIL ROLE                       change the account's role
  npm run staff -- disable EMAIL                         stop the account at once (its sessions end)
  npm run staff -- enable EMAIL                          let a disabled account sign in again
  npm run staff -- link EMAIL                            a new set-password link (a forgotten password)
  npm run staff -- reset-factor EMAIL                    remove the authenticator app (a lost phone)
  npm run staff -- audit [--since 7d] [--actor EMAIL] [--action ACTION] [--json]
                                                         the audit log, oldest first

Roles: admin (staff accounts, the audit log, privacy requests and everything below),
recruiter (jobs, applications), marketing (newsletter, analytics, contact messages).
A set-password link works once, within 24 hours. Works while the server runs.`;

const ROLES = STAFF_ROLES.join(', ');
const isRole = (value: string) => (STAFF_ROLES as readonly string[]).includes(value);

runTool(async () => {
  const { command, rest, values } = readArguments(
    'staff',
    {
      role: { type: 'string' },
      name: { type: 'string' },
      since: { type: 'string' },
      actor: { type: 'string' },
      action: { type: 'string' },
      json: { type: 'boolean' },
    },
    USAGE,
  );
  const by = systemUser();
  const allowed =
    {
      add: ['role', 'name'],
      audit: ['since', 'actor', 'action', 'json'],
    }[command] ?? [];
  const extra = Object.keys(values).filter((option) => !allowed.includes(option));
  if (extra.length > 0) fail(`"${command}" does not take --${extra.join(', --')}.\n\n${USAGE}`);
  const [email, ...others] = rest;
  const config = cliConfig();

  if (command === 'list' || command === 'audit') {
    if (rest.length > 0) fail(`"${command}" takes no other words (got ${rest.join(', ')}).`);
    if (command === 'list') return execute(config, 'staff.list', { by }, printText);
    if (values.action !== undefined && !isAuditAction(values.action)) {
      fail(`--action must be one of:\n  ${AUDIT_ACTIONS.join('\n  ')}`);
    }
    return execute(
      config,
      'staff.audit',
      {
        sinceSeconds: readSince(values.since ?? '7d'),
        actor: values.actor?.trim(),
        action: values.action as (typeof AUDIT_ACTIONS)[number] | undefined,
        json: values.json ?? false,
        by,
      },
      printText,
    );
  }
  if (!email) fail(`Name the account: npm run staff -- ${command} EMAIL\n\n${USAGE}`);
  if (command === 'add') {
    if (others.length > 0) fail(`"add" takes one email address (got ${rest.join(', ')}).`);
    if (!values.role) fail(`Give the account a role: --role ${STAFF_ROLES.join('|')}`);
    if (!isRole(values.role)) fail(`The role must be one of ${ROLES}, got "${values.role}".`);
    return execute(
      config,
      'staff.add',
      { email, role: values.role, name: values.name, by },
      printText,
    );
  }
  if (command === 'role') {
    const [role, ...more] = others;
    if (!role || more.length > 0) fail(`Name the account and its new role (${ROLES}).`);
    if (!isRole(role)) fail(`The role must be one of ${ROLES}, got "${role}".`);
    return execute(config, 'staff.role', { email, role, by }, printText);
  }
  const simple = {
    disable: 'staff.disable',
    enable: 'staff.enable',
    link: 'staff.link',
    'reset-factor': 'staff.reset-factor',
  } as const;
  if (!Object.hasOwn(simple, command)) fail(USAGE);
  if (others.length > 0) fail(`"${command}" takes one email address (got ${rest.join(', ')}).`);
  await execute(config, simple[command as keyof typeof simple], { email, by }, printText);
});
