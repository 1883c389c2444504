import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSessions } from '../src/db/schema';
import { STAFF_POLICY } from '../src/staff/policy';
import { csrfMatches } from '../src/staff/sessions';
import { startTestServer, type TestServer } from './helpers';
import { rememberSecret } from './log-secrets';
import {
  codeAt,
  COMMAND_LINE,
  origin,
  signedInStaff,
  signInAgain,
  STAFF_PASSWORD,
} from './staff-fixtures';

// Staff sessions (issue 47 item 3): a server-side row behind the cookie, 30 minutes idle and
// 12 hours at most, a new value when the second factor passes, and ended at once by signing
// out (here or everywhere).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.freeze();
});
afterAll(() => server.close());

const sessions = () => server.services.staff.sessions;
const MINUTE = 60_000;

describe('a signed-in session', () => {
  it('ends after 30 minutes without a request', async () => {
    const member = await signedInStaff(server, 'recruiter');
    server.advance(STAFF_POLICY.idleMs - MINUTE);
    const alive = await sessions().check(member.token, 'complete');
    expect(alive.ok).toBe(true);
    // That request counted: another 29 minutes later it is still alive...
    server.advance(STAFF_POLICY.idleMs - MINUTE);
    expect((await sessions().check(member.token, 'complete')).ok).toBe(true);
    // ...and 30 minutes after the last request it has ended.
    server.advance(STAFF_POLICY.idleMs);
    expect(await sessions().check(member.token, 'complete')).toEqual({ ok: false, reason: 'idle' });
    expect(await sessions().check(member.token, 'complete')).toEqual({
      ok: false,
      reason: 'missing',
    });
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const member = await signedInStaff(server, 'recruiter');
    for (let elapsed = 0; elapsed < STAFF_POLICY.absoluteMs - 20 * MINUTE; elapsed += 20 * MINUTE) {
      server.advance(20 * MINUTE);
      expect((await sessions().check(member.token, 'complete')).ok).toBe(true);
    }
    server.advance(20 * MINUTE);
    expect(await sessions().check(member.token, 'complete')).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('says when it ends, and writes its last-seen time at most once a minute', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const lastSeen = async () =>
      (
        await server.db
          .select({ at: staffSessions.lastSeenAt })
          .from(staffSessions)
          .where(eq(staffSessions.staffId, member.id))
      )[0]!.at.getTime();
    const signedInAt = await lastSeen();
    server.advance(30_000);
    const check = await sessions().check(member.token, 'complete');
    expect(await lastSeen()).toBe(signedInAt);
    expect(check.ok && check.session.endsAt.getTime()).toBe(signedInAt + STAFF_POLICY.idleMs);
    server.advance(30_000);
    const later = await sessions().check(member.token, 'complete');
    expect(await lastSeen()).toBe(server.now());
    expect(later.ok && later.session.endsAt.getTime()).toBe(server.now() + STAFF_POLICY.idleMs);
  });

  it('the half-signed-in session ends after 10 minutes', async () => {
    const member = await signedInStaff(server, 'admin');
    server.advance(30_000);
    const from = origin();
    const passed = await server.services.staff.signIn.withPassword(
      member.email,
      STAFF_PASSWORD,
      from,
    );
    rememberSecret(passed.session.token);
    server.advance(STAFF_POLICY.passwordStageMs);
    const code = await codeAt(member.secret, server.now());
    await expect(
      server.services.staff.secondFactor.verify(passed.session.token, { code }, from),
    ).rejects.toThrow('Your sign-in has expired. Please sign in again.');
  });
});

describe('passing the second factor', () => {
  it('issues a new session value: the half-signed-in one no longer opens anything', async () => {
    const member = await signedInStaff(server, 'recruiter');
    server.advance(30_000);
    const from = origin();
    const passed = await server.services.staff.signIn.withPassword(
      member.email,
      STAFF_PASSWORD,
      from,
    );
    rememberSecret(passed.session.token);
    const code = await codeAt(member.secret, server.now());
    const { session } = await server.services.staff.secondFactor.verify(
      passed.session.token,
      { code },
      from,
    );
    rememberSecret(session.token);
    expect(session.token).not.toBe(passed.session.token);
    expect(session.csrfToken).not.toBe(passed.session.csrfToken);
    expect(await sessions().check(passed.session.token, 'password')).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await sessions().check(passed.session.token, 'complete')).toMatchObject({ ok: false });
    const check = await sessions().check(session.token, 'complete');
    expect(check).toMatchObject({
      ok: true,
      actor: { kind: 'staff', id: member.id, email: member.email, role: 'recruiter' },
      session: { stage: 'complete', csrfToken: session.csrfToken },
    });
    // Only hashes are stored: the cookie's value is nowhere in the table.
    const rows = await server.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });
});

describe('signing out', () => {
  it('ends this session only', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const other = await signInAgain(server, member);
    await server.services.staff.signIn.signOut(member.token, origin());
    expect(await sessions().check(member.token, 'complete')).toMatchObject({ ok: false });
    expect((await sessions().check(other.token, 'complete')).ok).toBe(true);
    // Signing out twice is no error, and logs once.
    await server.services.staff.signIn.signOut(member.token, origin());
    const out = await server.services.audit.read(COMMAND_LINE, {
      action: 'staff.sign_out',
      actorEmail: member.email,
    });
    expect(out.total).toBe(1);
  });

  it('everywhere ends every session of the account, and no one else’s', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const second = await signInAgain(server, member);
    const third = await signInAgain(server, member);
    const bystander = await signedInStaff(server, 'recruiter');
    expect(await server.services.staff.signIn.signOutEverywhere(member.actor)).toBe(3);
    for (const token of [member.token, second.token, third.token]) {
      expect(await sessions().check(token, 'complete')).toMatchObject({ ok: false });
    }
    expect((await sessions().check(bystander.token, 'complete')).ok).toBe(true);
    const [line] = (
      await server.services.audit.read(COMMAND_LINE, { action: 'staff.signed_out_everywhere' })
    ).entries;
    expect(line).toMatchObject({ actor: { email: member.email }, details: { sessionsEnded: 3 } });
  });
});

describe('the CSRF token', () => {
  it('matches only the session’s own token', async () => {
    const member = await signedInStaff(server, 'recruiter');
    const check = await sessions().check(member.token, 'complete');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(csrfMatches(check.session.csrfToken, member.csrfToken)).toBe(true);
    expect(csrfMatches(check.session.csrfToken, `${member.csrfToken}x`)).toBe(false);
    expect(csrfMatches(check.session.csrfToken, member.csrfToken.slice(1))).toBe(false);
    expect(csrfMatches(check.session.csrfToken, undefined)).toBe(false);
    expect(csrfMatches(check.session.csrfToken, '')).toBe(false);
  });
});

describe('the daily sweep of sessions', () => {
  it('deletes the ended ones nobody came back to', async () => {
    const member = await signedInStaff(server, 'recruiter');
    server.advance(STAFF_POLICY.idleMs + MINUTE);
    expect(await sessions().pruneEnded()).toBeGreaterThanOrEqual(1);
    const rows = await server.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, member.id));
    expect(rows).toEqual([]);
  });
});
