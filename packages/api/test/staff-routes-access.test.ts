import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../src/db/staff-schema';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '../src/http/security-schemes';
import { STAFF_REFUSALS } from '../src/http/staff-operation';
import { OPENAPI_FILE } from '../src/openapi-export';
import { STAFF_POLICY } from '../src/staff/policy';
import { freshIp, startTestServer, verifiedUser, type TestServer } from './helpers';
import { COMMAND_LINE, staffMember, type StaffMember } from './staff-fixtures';
import { OTHER_ORIGIN, SITE_ORIGIN } from './staff-http';

// The authorisation matrix (issue 47 item 9), generated from the committed OpenAPI document
// (openapi.test.ts keeps it equal to what the server serves): every operation with
// `x-staff-roles` is called by every kind of caller. A new staff endpoint is covered as soon as
// it is in the document, without being listed here.

type Operation = OpenAPIV3_1.OperationObject & { 'x-staff-roles'?: StaffRole[] };
const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIV3_1.Document;

const ROLES: StaffRole[] = ['admin', 'recruiter', 'marketing'];
/** Any id in a path: well-formed, and of nothing (an allowed caller gets a 404, not a change). */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const staffOperations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>)
    .filter(([, operation]) => operation['x-staff-roles'])
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT',
      url: path.replace(/\{[^}]+\}/g, NO_SUCH_ID),
      roles: operation['x-staff-roles']!,
      change: method !== 'get',
      body: Boolean(operation.requestBody),
    })),
);

let server: TestServer;
let members: Record<StaffRole, StaffMember>;
let visitorToken: string;
beforeAll(async () => {
  server = await startTestServer();
  members = {
    admin: await staffMember(server, 'admin'),
    recruiter: await staffMember(server, 'recruiter'),
    marketing: await staffMember(server, 'marketing'),
  };
  visitorToken = (await verifiedUser(server)).token;
});
afterAll(() => server.close());

/** A session of the member's, made as a sign-in makes it (sign-in itself: staff-routes-sign-in). */
async function session(member: StaffMember, stage: 'password' | 'complete' = 'complete') {
  return server.services.staff.sessions.create(server.db, member.id, stage, {});
}

type Caller = { cookie?: string; csrf?: string; origin?: string; authorization?: string };

function request(op: (typeof staffOperations)[number], caller: Caller) {
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = `${STAFF_SESSION_COOKIE}=${caller.cookie}`;
  if (caller.authorization) headers.authorization = caller.authorization;
  if (op.change) headers.origin = caller.origin ?? SITE_ORIGIN;
  if (op.change && caller.csrf !== undefined) headers[STAFF_CSRF_HEADER] = caller.csrf;
  const options: InjectOptions = {
    method: op.method,
    url: op.url,
    headers,
    remoteAddress: freshIp(),
    ...(op.body ? { payload: {} } : {}),
  };
  return server.app.inject(options);
}

/** A complete session of `role`, sent as the console sends it. */
async function asRole(op: (typeof staffOperations)[number], role: StaffRole, extra: Caller = {}) {
  const issued = await session(members[role]);
  return request(op, { cookie: issued.token, csrf: issued.csrfToken, ...extra });
}

it('finds the staff operations in the document', () => {
  expect(staffOperations.length).toBeGreaterThanOrEqual(24);
  expect(staffOperations.map((op) => op.name)).toContain('GET /api/staff/me');
});

describe.each(staffOperations)('$name', (op) => {
  it('refuses no session, a visitor token, a password-stage session and a disabled account: 401', async () => {
    const refused = [
      await request(op, {}),
      await request(op, { authorization: `Bearer ${visitorToken}` }),
      await request(op, { cookie: (await session(members.admin, 'password')).token }),
      await request(op, { cookie: 'not-a-session' }),
    ];
    const disabled = await staffMember(server, op.roles[0]!);
    const issued = await session(disabled);
    await server.services.staff.accounts.disable(COMMAND_LINE, disabled.email);
    refused.push(await request(op, { cookie: issued.token, csrf: issued.csrfToken }));
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json().msg).toBe(STAFF_REFUSALS.signIn);
    }
  });

  it.each(ROLES)('as %s: 403 exactly when the role is not listed', async (role) => {
    const answer = await asRole(op, role);
    if (op.roles.includes(role)) {
      expect([401, 403], answer.body).not.toContain(answer.statusCode);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
    } else {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().msg).toBe(STAFF_REFUSALS.role);
    }
  });

  it(`refuses a session idle for ${STAFF_POLICY.idleMs / 60_000} minutes: 401`, async () => {
    const issued = await session(members[op.roles[0]!]);
    server.advance(STAFF_POLICY.idleMs);
    const answer = await request(op, { cookie: issued.token, csrf: issued.csrfToken });
    expect(answer.statusCode, answer.body).toBe(401);
  });
});

describe.each(staffOperations.filter((op) => op.change))('$name, a change', (op) => {
  it('refuses a change from another site, or without the right CSRF header', async () => {
    const role = op.roles[0]!;
    const refused = [
      await asRole(op, role, { origin: OTHER_ORIGIN }),
      await asRole(op, role, { csrf: undefined }),
      await asRole(op, role, { csrf: '' }),
      await asRole(op, role, { csrf: 'not-the-token' }),
      await asRole(op, role, { csrf: (await session(members[role])).csrfToken }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json().msg).toBe(STAFF_REFUSALS.csrf);
    }
  });
});
