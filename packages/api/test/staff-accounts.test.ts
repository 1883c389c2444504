import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_ACCOUNT } from '../src/staff/accounts';
import { LINK_NOT_VALID } from '../src/staff/password-links';
import { STAFF_POLICY } from '../src/staff/policy';
import { expectedRunner, runAs } from './commands';
import { startTestServer, uniqueEmail, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import {
  COMMAND_LINE,
  linkToken,
  origin,
  signedInStaff,
  signInAgain,
  STAFF_PASSWORD,
  staffMember,
} from './staff-fixtures';

// Staff accounts (issue 47 item 2): made only on the server (`npm run staff`, or an admin), a
// single-use set-password link valid 24 hours, roles, disabling that ends sessions at once.

const SITE = 'https://www.corvane.test';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_SITE_URL: SITE });
});
afterAll(() => server.close());

const accounts = () => server.services.staff.accounts;
const links = () => server.services.staff.passwordLinks;

/** The actions the audit log holds about one account, oldest first. */
async function auditedActions(staffId: string): Promise<string[]> {
  const page = await server.services.audit.read(COMMAND_LINE, {
    targetId: staffId,
    order: 'oldest',
  });
  return page.entries.map((entry) => entry.action);
}

describe('npm run staff -- add', () => {
  it('prints a single-use link on the site that is valid for 24 hours', async () => {
    const email = uniqueEmail('Anna.Lee').toUpperCase();
    // On PostgreSQL the command line runs it with its own settings: the site's address too.
    const answer = await runAs(
      server,
      'staff.add',
      { email, role: 'recruiter', name: 'Anna Lee', by: 'ops' },
      { PUBLIC_SITE_URL: SITE },
    );
    expect(answer.runner).toBe(expectedRunner(server));
    const lower = email.toLowerCase();
    const [first, second, url, last] = answer.text!.split('\n');
    expect(first).toBe(`Added ${lower} (Anna Lee) as recruiter.`);
    expect(second).toMatch(
      /^Send Anna Lee this link to set a password\. It works once, within 24 hours \(until \d{4}-\d\d-\d\d \d\d:\d\d UTC\):$/,
    );
    expect(url).toMatch(new RegExp(`^  ${SITE}/staff/set-password#token=[\\w-]{43}$`));
    expect(last).toBe(
      'At their first sign-in they set up an authenticator app and get ten recovery codes.',
    );
    const token = linkToken(url!.trim());
    expect(await links().check(token)).toEqual({ email: lower });

    const account = await accounts().find(COMMAND_LINE, lower);
    expect(account).toMatchObject({ name: 'Anna Lee', role: 'recruiter', state: 'invited' });
    const [created] = (await server.services.audit.read(COMMAND_LINE, { targetId: account.id }))
      .entries;
    expect(created).toMatchObject({
      action: 'staff.created',
      actor: { type: 'command', systemUser: 'ops' },
      details: { role: 'recruiter' },
    });
  });

  it('refuses a second account for the same address, and a role that is not one', async () => {
    const email = uniqueEmail('twice');
    await accounts().add(COMMAND_LINE, { email, role: 'marketing' });
    await expect(
      runAs(server, 'staff.add', { email: email.toUpperCase(), role: 'admin' }),
    ).rejects.toThrow(`There is already a staff account for ${email}.`);
    await expect(
      runAs(server, 'staff.add', { email: uniqueEmail(), role: 'owner' }),
    ).rejects.toThrow('The role must be admin, recruiter or marketing.');
  });
});

describe('the set-password link', () => {
  it('sets a password under the visitors’ policy, once', async () => {
    const { account, link } = await accounts().add(COMMAND_LINE, {
      email: uniqueEmail('once'),
      role: 'admin',
    });
    const token = linkToken(link.url);
    await expect(links().setPassword(token, 'short', origin())).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: 'password', msg: 'Password must be 8-18 characters long.' }],
    });
    rememberSecret(STAFF_PASSWORD);
    expect(await links().setPassword(token, STAFF_PASSWORD, origin())).toEqual({
      email: account.email,
    });
    await expect(links().setPassword(token, STAFF_PASSWORD, origin())).rejects.toThrow(
      LINK_NOT_VALID,
    );
    expect(await links().check(token)).toBeUndefined();
    expect((await accounts().find(COMMAND_LINE, account.email)).state).toBe('active');
    expect(await auditedActions(account.id)).toEqual(['staff.created', 'staff.password_set']);
  });

  it('stops working after 24 hours, and when a newer link is sent', async () => {
    const { account, link } = await accounts().add(COMMAND_LINE, {
      email: uniqueEmail('late'),
      role: 'recruiter',
    });
    const first = linkToken(link.url);
    const answer = await runAs(server, 'staff.link', { email: account.email });
    expect(answer.text).toContain('any earlier one stops working');
    const second = linkToken(/^ {2}(\S+)$/m.exec(answer.text!)![1]!);
    await expect(links().setPassword(first, STAFF_PASSWORD, origin())).rejects.toThrow(
      LINK_NOT_VALID,
    );
    server.advance(STAFF_POLICY.passwordLinkTtlMs + 1000);
    try {
      await expect(links().setPassword(second, STAFF_PASSWORD, origin())).rejects.toThrow(
        LINK_NOT_VALID,
      );
    } finally {
      server.advance(-(STAFF_POLICY.passwordLinkTtlMs + 1000));
    }
    expect((await accounts().find(COMMAND_LINE, account.email)).state).toBe('invited');
  });

  it('ends every session of the account when the password changes', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const { link } = await accounts().issueLink(COMMAND_LINE, member.email);
    await links().setPassword(linkToken(link.url), 'N3w!Staff', origin());
    rememberSecret('N3w!Staff');
    const check = await server.services.staff.sessions.check(member.token, 'complete');
    expect(check).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('roles', () => {
  it('a role change applies to the next request of a signed-in session', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const answer = await runAs(server, 'staff.role', { email: member.email, role: 'marketing' });
    expect(answer.text).toBe(
      `${member.email} is now marketing (was recruiter): it applies to their next request.`,
    );
    const check = await server.services.staff.sessions.check(member.token, 'complete');
    expect(check.ok && check.actor.role).toBe('marketing');
    const again = await runAs(server, 'staff.role', { email: member.email, role: 'marketing' });
    expect(again.text).toBe(`${member.email} is marketing already.`);
    const [changed] = (
      await server.services.audit.read(COMMAND_LINE, {
        action: 'staff.role_changed',
        targetId: member.id,
      })
    ).entries;
    expect(changed!.details).toEqual({ from: 'recruiter', to: 'marketing' });
  });

  it('only an admin manages staff, and the last admin stays one', async () => {
    const recruiter = await signedInStaff(server, 'recruiter');
    await expect(accounts().list(recruiter.actor)).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      accounts().add(recruiter.actor, { email: uniqueEmail(), role: 'admin' }),
    ).rejects.toMatchObject({ statusCode: 403 });

    const fresh = await startTestServer();
    try {
      const only = await signedInStaff(fresh, 'admin');
      const refusal = `${only.email} is the only admin: make another admin first.`;
      await expect(
        fresh.services.staff.accounts.changeRole(COMMAND_LINE, only.email, 'recruiter'),
      ).rejects.toThrow(refusal);
      await expect(fresh.services.staff.accounts.disable(COMMAND_LINE, only.email)).rejects.toThrow(
        refusal,
      );
      await expect(fresh.services.staff.accounts.disable(only.actor, only.email)).rejects.toThrow(
        'You cannot disable your own account.',
      );
      const second = await staffMember(fresh, 'admin');
      const view = await fresh.services.staff.accounts.changeRole(
        only.actor,
        second.email,
        'marketing',
      );
      expect(view.role).toBe('marketing');
    } finally {
      await fresh.close();
    }
  });
});

describe('disable and enable', () => {
  it('disabling ends every session at once; enabling lets them sign in again', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const elsewhere = await signInAgain(server, member);
    const answer = await runAs(server, 'staff.disable', { email: member.email, by: 'ops' });
    expect(answer.text).toBe(
      `${member.email} is disabled: 2 sessions ended, and they cannot sign in. "npm run staff -- enable ${member.email}" undoes it.`,
    );
    for (const token of [member.token, elsewhere.token]) {
      expect(await server.services.staff.sessions.check(token, 'complete')).toEqual({
        ok: false,
        reason: 'missing',
      });
    }
    await expect(
      server.services.staff.signIn.withPassword(member.email, STAFF_PASSWORD, origin()),
    ).rejects.toThrow('Incorrect email or password.');
    await expect(accounts().issueLink(COMMAND_LINE, member.email)).rejects.toThrow(
      `${member.email} is disabled: enable the account first.`,
    );

    const enabled = await runAs(server, 'staff.enable', { email: member.email });
    expect(enabled.text).toBe(`${member.email} is enabled: they can sign in again.`);
    const passed = await server.services.staff.signIn.withPassword(
      member.email,
      STAFF_PASSWORD,
      origin(),
    );
    expect(passed.next).toBe('code');
    // As a set: on PostgreSQL the commands ran in this process, on a clock of their own.
    expect((await auditedActions(member.id)).sort()).toEqual([
      'staff.created',
      'staff.disabled',
      'staff.enabled',
      'staff.password_set',
      'staff.second_factor_enrolled',
      'staff.sign_in',
      'staff.sign_in',
      'staff.sign_in_failed',
    ]);
  });

  it('reset-factor removes the authenticator: the next sign-in enrols again', async () => {
    const member = await signedInStaff(server, 'admin');
    const answer = await runAs(server, 'staff.reset-factor', { email: member.email });
    expect(answer.text).toContain('they set up a new one at their next sign-in');
    expect(await server.services.staff.sessions.check(member.token, 'complete')).toMatchObject({
      ok: false,
    });
    const again = await signedInStaff(server, 'admin', member);
    expect(again.secret).not.toBe(member.secret);
  });
});

describe('npm run staff -- list', () => {
  it('lists every account with its role and state', async () => {
    const invited = await accounts().add(COMMAND_LINE, {
      email: uniqueEmail('listed'),
      role: 'marketing',
      name: 'Mia Marketing',
    });
    const answer = await runAs(server, 'staff.list', {});
    const line = answer.text!.split('\n').find((text) => text.startsWith(invited.account.email));
    expect(line).toMatch(
      /^\S+ +marketing {2}Mia Marketing: invited \(the set-password link is not used yet\)$/,
    );
    expect(answer.text).toMatch(/\n\d+ staff accounts\.$/);
  });
});

describe('an account by its id (the console names accounts so)', () => {
  it('finds the account for an admin, refuses other roles, and says so for an unknown id', async () => {
    const member = await staffMember(server, 'marketing');
    const view = await accounts().byId(COMMAND_LINE, member.id);
    expect(view).toMatchObject({ email: member.email, role: 'marketing', state: 'active' });
    const recruiter = await signedInStaff(server, 'recruiter');
    await expect(accounts().byId(recruiter.actor, member.id)).rejects.toMatchObject({
      statusCode: 403,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await expect(accounts().byId(COMMAND_LINE, id)).rejects.toMatchObject({
        statusCode: 404,
        message: NO_SUCH_ACCOUNT,
      });
    }
  });
});
