import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { FORBIDDEN } from '../src/staff/actor';
import { expectedRunner, runAs } from './commands';
import { startTestServer, type TestServer } from './helpers';
import { COMMAND_LINE, signedInStaff, type SignedInStaff } from './staff-fixtures';

// The audit log (issue 47 item 5): append-only in the database itself, on PGlite and on
// PostgreSQL alike, read by admins with filters and by `npm run staff -- audit`.

let server: TestServer;
let admin: SignedInStaff;
let recruiter: SignedInStaff;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInStaff(server, 'admin');
  recruiter = await signedInStaff(server, 'recruiter');
});
afterAll(() => server.close());

const lines = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;

describe('the audit log in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const before = await lines();
    expect(before).toBeGreaterThan(0);
    const refused = /The audit log is append-only: (UPDATE|DELETE|TRUNCATE) is refused/;
    await expect(
      server.db
        .update(auditLog)
        .set({ action: 'staff.created' })
        .where(sql`true`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(refused) } });
    await expect(server.db.delete(auditLog).where(sql`true`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(refused) },
    });
    await expect(server.db.execute(sql`truncate audit_log`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(refused) },
    });
    expect(await lines()).toBe(before);
  });
});

describe('reading the audit log', () => {
  it('names who signed in, with their role, address and browser', async () => {
    const page = await server.services.audit.read(admin.actor, {
      action: 'staff.sign_in',
      actorEmail: recruiter.email.toUpperCase(),
    });
    expect(page.total).toBe(1);
    const [entry] = page.entries;
    expect(entry).toMatchObject({
      action: 'staff.sign_in',
      actor: { type: 'staff', id: recruiter.id, email: recruiter.email, role: 'recruiter' },
      target: { type: 'staff', id: recruiter.id },
      details: { factor: 'totp' },
      userAgent: 'Vitest staff tests',
    });
    expect(entry!.ip).toMatch(/^10\./);
  });

  it('filters by target and dates, newest first, a page at a time', async () => {
    const all = await server.services.audit.read(admin.actor, {
      targetType: 'staff',
      targetId: admin.id,
    });
    // Created, password set, enrolled, signed in.
    expect(all.entries.map((entry) => entry.action).reverse()).toEqual([
      'staff.created',
      'staff.password_set',
      'staff.second_factor_enrolled',
      'staff.sign_in',
    ]);
    const second = await server.services.audit.read(admin.actor, {
      targetId: admin.id,
      page: 2,
      pageSize: 3,
    });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.entries.map((entry) => entry.action)).toEqual(['staff.created']);
    const future = await server.services.audit.read(admin.actor, {
      from: new Date(server.now() + 60_000),
    });
    expect(future.total).toBe(0);
    const past = await server.services.audit.read(admin.actor, {
      to: new Date(server.now() - 3_600_000),
    });
    expect(past.total).toBe(0);
  });

  it('is for admins only', async () => {
    await expect(server.services.audit.read(recruiter.actor)).rejects.toMatchObject({
      statusCode: 403,
      message: FORBIDDEN,
    });
  });

  it('refuses a page size it will not give', async () => {
    await expect(server.services.audit.read(admin.actor, { pageSize: 5000 })).rejects.toThrow(
      'The page size must be 1 to 1000.',
    );
  });
});

describe('npm run staff -- audit', () => {
  it('prints the lines oldest first, filtered, or as JSON', async () => {
    const answer = await runAs(server, 'staff.audit', { action: 'staff.created', by: 'ops' });
    expect(answer.runner).toBe(expectedRunner(server));
    const printed = answer.text!.split('\n');
    expect(printed.at(-1)).toBe('2 entries.');
    expect(printed[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC  staff\\.created +command line \\(vitest\\)  -> staff ${admin.id}  \\{"role":"admin"\\}$`,
      ),
    );
    expect(printed[1]).toContain(`-> staff ${recruiter.id}  {"role":"recruiter"}`);

    const json = await runAs(server, 'staff.audit', { actor: recruiter.email, json: true });
    const parsed = JSON.parse(json.text!) as { total: number; entries: { action: string }[] };
    // What the recruiter did: set a password, set up the app, signed in.
    expect(parsed.entries.map((entry) => entry.action)).toEqual([
      'staff.password_set',
      'staff.second_factor_enrolled',
      'staff.sign_in',
    ]);
    expect(parsed.total).toBe(3);
  });

  it('says when nothing matches', async () => {
    const answer = await runAs(server, 'staff.audit', { action: 'privacy.erased' });
    expect(answer.text).toBe('No audit log entries match.');
  });
});

describe('an audit line', () => {
  it('is written in the transaction of its action: rolled back together', async () => {
    const before = await lines();
    await expect(
      server.db.transaction(async (tx) => {
        await server.services.audit.write(tx, COMMAND_LINE, { action: 'job.created' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await lines()).toBe(before);
  });
});
