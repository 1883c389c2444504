import { msgResponseSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '../src/http/security-schemes';
import { STAFF_REFUSALS, staffOperation, type StaffGuard } from '../src/http/staff-operation';
import { ServiceError } from '../src/services/errors';
import { bareApp } from './bare-app';
import { checkRepliesAgainstDocument } from './documented-replies';

// The mechanism the staff console's endpoints are built on, shown with a throwaway route: one
// list of roles makes both the check before the handler and what the document says.

type Role = 'recruiter' | 'marketing' | 'admin';

/** A stand-in for the console's sign-in: the cookie's value is the role, the CSRF token "t". */
const guard: StaffGuard<Role> = {
  async authorize(request, { roles, change }) {
    const role = request.headers.cookie?.match(new RegExp(`${STAFF_SESSION_COOKIE}=(\\w+)`))?.[1];
    if (!role) throw new ServiceError(401, STAFF_REFUSALS.signIn);
    if (!roles.includes(role as Role)) throw new ServiceError(403, STAFF_REFUSALS.role);
    if (change && request.headers[STAFF_CSRF_HEADER] !== 't') {
      throw new ServiceError(403, STAFF_REFUSALS.csrf);
    }
  },
};

let app: FastifyInstance;
let operation: OpenAPIV3_1.OperationObject & Record<string, unknown>;
beforeAll(async () => {
  app = await bareApp(async (api) => {
    api.withTypeProvider<ZodTypeProvider>().route({
      url: '/api/staff/throwaway',
      ...staffOperation(guard, {
        method: 'POST',
        roles: ['recruiter', 'admin'],
        operationId: 'closeThrowaway',
        summary: 'A throwaway staff change',
        tag: 'Careers',
        body: z.object({ note: z.string() }),
        replies: { 200: { schema: msgResponseSchema, description: 'Done.' } },
      }),
      handler: async (request) => ({ msg: `Noted: ${request.body.note}` }),
    });
  });
  checkRepliesAgainstDocument(app);
  operation = app.swagger().paths?.['/api/staff/throwaway']?.post as typeof operation;
});
afterAll(() => app.close());

const send = (cookie?: string, csrf?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/throwaway',
    headers: {
      ...(cookie ? { cookie: `${STAFF_SESSION_COOKIE}=${cookie}` } : {}),
      ...(csrf ? { [STAFF_CSRF_HEADER]: csrf } : {}),
    },
    payload: { note: 'hello' },
  });

describe('a staff operation', () => {
  it('is documented with its roles: the session with any one of them, and the CSRF header', () => {
    expect(operation.security).toEqual([
      { staffSession: ['recruiter'], staffCsrf: [] },
      { staffSession: ['admin'], staffCsrf: [] },
    ]);
    expect(operation['x-staff-roles']).toEqual(['recruiter', 'admin']);
    expect(operation.description).toMatch(/^Staff only, with one of the roles: recruiter, admin\./);
    const texts = (status: string) =>
      JSON.stringify((operation.responses?.[status] as OpenAPIV3_1.ResponseObject).content);
    expect(texts('401')).toContain(STAFF_REFUSALS.signIn);
    expect(texts('403')).toContain(STAFF_REFUSALS.role);
    expect(texts('403')).toContain(STAFF_REFUSALS.csrf);
  });

  it('lets in only the roles it names, and only with the CSRF header', async () => {
    expect((await send()).json()).toEqual({
      msg: STAFF_REFUSALS.signIn,
      message: STAFF_REFUSALS.signIn,
    });
    expect((await send()).statusCode).toBe(401);
    const marketing = await send('marketing', 't');
    expect([marketing.statusCode, marketing.json().msg]).toEqual([403, STAFF_REFUSALS.role]);
    const noToken = await send('admin');
    expect([noToken.statusCode, noToken.json().msg]).toEqual([403, STAFF_REFUSALS.csrf]);
    const allowed = await send('recruiter', 't');
    expect([allowed.statusCode, allowed.json()]).toEqual([200, { msg: 'Noted: hello' }]);
  });

  it('needs no CSRF header to read', async () => {
    const reader = await bareApp(async (api) => {
      api.route({
        url: '/api/staff/throwaway',
        ...staffOperation(guard, {
          method: 'GET',
          roles: ['marketing'],
          operationId: 'readThrowaway',
          summary: 'A throwaway staff read',
          tag: 'Measurement',
          replies: { 200: { schema: msgResponseSchema, description: 'Read.' } },
        }),
        handler: async () => ({ msg: 'Read.' }),
      });
    });
    try {
      const get = reader.swagger().paths?.['/api/staff/throwaway']?.get;
      expect(get?.security).toEqual([{ staffSession: ['marketing'] }]);
      const res = await reader.inject({
        url: '/api/staff/throwaway',
        headers: { cookie: `${STAFF_SESSION_COOKIE}=marketing` },
      });
      expect(res.json()).toEqual({ msg: 'Read.' });
    } finally {
      await reader.close();
    }
  });
});
