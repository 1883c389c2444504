import { z } from 'zod';
import { commandLine } from '../staff/actor';
import { AUDIT_ACTIONS, MAX_AUDIT_PAGE } from '../staff/audit';
import { auditJson, auditLine } from '../staff/audit-text';
import type { NewStaffAccount, StaffAccountView } from '../staff/accounts';
import { plural, utc } from './format';
import { defineCommand, text } from './types';

// `npm run staff`: staff accounts for the console (issue 47 items 2 and 5), created only here or
// by an admin; each command writes its audit line with the command line (and its user) as actor.

/** Who ran the command: the command line sends its operating-system user. */
const by = z.string().max(64).optional();
const email = z
  .string()
  .trim()
  .pipe(z.email({ error: 'Give an email address.' }));
const byEmail = z.object({ email, by });

function linkText(created: NewStaffAccount): string {
  const { account, link } = created;
  return [
    `Send ${account.name} this link to set a password. It works once, within 24 hours (until ${utc(link.expiresAt)}):`,
    `  ${link.url}`,
    'At their first sign-in they set up an authenticator app and get ten recovery codes.',
  ].join('\n');
}

function stateText(account: StaffAccountView): string {
  if (account.state === 'disabled') return 'DISABLED';
  if (account.state === 'invited') return 'invited (the set-password link is not used yet)';
  const parts = [account.enrolled ? 'active' : 'active, authenticator not set up yet'];
  parts.push(
    account.lastSignInAt ? `last signed in ${utc(account.lastSignInAt)}` : 'never signed in',
  );
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) {
    parts.push(`locked until ${utc(account.lockedUntil)}`);
  }
  return parts.join(', ');
}

export const staffCommands = {
  'staff.add': defineCommand({
    args: z.object({ email, role: z.string(), name: z.string().optional(), by }),
    async run({ services }, args) {
      const created = await services.staff.accounts.add(commandLine(args.by), args);
      const { account } = created;
      return text(
        `Added ${account.email} (${account.name}) as ${account.role}.\n${linkText(created)}`,
      );
    },
  }),

  'staff.list': defineCommand({
    args: z.object({ by }),
    async run({ services }, args) {
      const accounts = await services.staff.accounts.list(commandLine(args.by));
      if (accounts.length === 0) {
        return text('There are no staff accounts yet: npm run staff -- add EMAIL --role admin');
      }
      const width = Math.max(...accounts.map((account) => account.email.length));
      const lines = accounts.map(
        (account) =>
          `${account.email.padEnd(width)}  ${account.role.padEnd(9)}  ${account.name}: ${stateText(account)}`,
      );
      return text([...lines, `${plural(accounts.length, 'staff account')}.`].join('\n'));
    },
  }),

  'staff.role': defineCommand({
    args: z.object({ email, role: z.string(), by }),
    async run({ services }, args) {
      const actor = commandLine(args.by);
      const before = await services.staff.accounts.find(actor, args.email);
      const after = await services.staff.accounts.changeRole(actor, args.email, args.role);
      return text(
        before.role === after.role
          ? `${after.email} is ${after.role} already.`
          : `${after.email} is now ${after.role} (was ${before.role}): it applies to their next request.`,
      );
    },
  }),

  'staff.disable': defineCommand({
    args: byEmail,
    async run({ services }, args) {
      const { account, sessionsEnded } = await services.staff.accounts.disable(
        commandLine(args.by),
        args.email,
      );
      return text(
        `${account.email} is disabled: ${plural(sessionsEnded, 'session')} ended, and they cannot sign in. ` +
          `"npm run staff -- enable ${account.email}" undoes it.`,
      );
    },
  }),

  'staff.enable': defineCommand({
    args: byEmail,
    async run({ services }, args) {
      const account = await services.staff.accounts.enable(commandLine(args.by), args.email);
      return text(`${account.email} is enabled: they can sign in again.`);
    },
  }),

  'staff.link': defineCommand({
    args: byEmail,
    async run({ services }, args) {
      const created = await services.staff.accounts.issueLink(commandLine(args.by), args.email);
      return text(
        `A new set-password link for ${created.account.email} (any earlier one stops working).\n${linkText(created)}`,
      );
    },
  }),

  'staff.reset-factor': defineCommand({
    args: byEmail,
    async run({ services }, args) {
      const account = await services.staff.accounts.resetSecondFactor(
        commandLine(args.by),
        args.email,
      );
      return text(
        `${account.email} has no authenticator app now: they set up a new one at their next ` +
          'sign-in. Their recovery codes no longer work, and their sessions have ended.',
      );
    },
  }),

  'staff.audit': defineCommand({
    args: z.object({
      sinceSeconds: z
        .number()
        .int()
        .positive()
        .default(7 * 86_400),
      actor: z.email().optional(),
      action: z.enum(AUDIT_ACTIONS).optional(),
      json: z.boolean().default(false),
      by,
    }),
    async run({ services }, args) {
      const page = await services.audit.read(commandLine(args.by), {
        from: new Date(Date.now() - args.sinceSeconds * 1000),
        actorEmail: args.actor,
        action: args.action,
        pageSize: MAX_AUDIT_PAGE,
      });
      // The latest page, printed oldest first.
      const entries = [...page.entries].reverse();
      if (args.json) return text(auditJson(entries, page.total));
      if (entries.length === 0) return text('No audit log entries match.');
      const more =
        page.total > entries.length
          ? [
              `Showing the latest ${entries.length} of ${page.total}: narrow it with --since, --actor or --action.`,
            ]
          : [`${plural(page.total, 'entry', 'entries')}.`];
      return text([...entries.map(auditLine), ...more].join('\n'));
    },
  }),
};
