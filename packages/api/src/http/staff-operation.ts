import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { operation, type OperationSpec, type ReplySpec } from './operation';
import type { RateLimits } from './rate-limits';

// A staff endpoint declares its roles once, in its route: the same list makes the check that
// runs before its handler and what the OpenAPI document says of it (decision 103). The staff
// console's sign-in provides the StaffGuard and its role names; nothing here knows how sessions
// are stored or which roles exist.

/** The texts a guard answers with, so the document's examples are the ones staff will see. */
export const STAFF_REFUSALS = {
  signIn: 'Please sign in to the staff console.',
  role: 'Your role does not allow this.',
  csrf: 'This request is missing its security token. Please reload the page and try again.',
} as const;

export interface StaffAccess<Role extends string = string> {
  roles: readonly Role[];
  /** A change (anything but GET): the request must carry the session's CSRF header. */
  change: boolean;
}

/** Checks a request's staff session; throws a ServiceError (401 or 403, STAFF_REFUSALS) to refuse. */
export interface StaffGuard<Role extends string = string> {
  authorize(request: FastifyRequest, access: StaffAccess<Role>): Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffOperationSpec<
  Role extends string,
  R extends Record<number, ReplySpec>,
  B,
  Q,
  P = undefined,
> extends Omit<OperationSpec<R, B, Q, P>, 'security'> {
  method: Method;
  /** Who may call it: staff with any one of these roles. */
  roles: readonly [Role, ...Role[]];
}

/**
 * The route options of a staff operation: `operation()`'s, plus the guard before the handler,
 * its security requirements (the session with one of the roles, and the CSRF header for a
 * change), an `x-staff-roles` extension, and the 401 and 403 replies.
 */
export function staffOperation<
  Role extends string,
  const R extends Record<number, ReplySpec>,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(guard: StaffGuard<Role>, spec: StaffOperationSpec<Role, R, B, Q, P>, limits?: RateLimits) {
  const { method, roles, ...rest } = spec;
  const access: StaffAccess<Role> = { roles, change: method !== 'GET' };
  const who = `Staff only, with one of the roles: ${roles.join(', ')}.`;
  const csrf = access.change ? ' A change: send the CSRF header too.' : '';
  const route = operation(
    {
      ...rest,
      description: [`${who}${csrf}`, rest.description].filter(Boolean).join('\n\n'),
      // Alternatives: the session with any one role (as the scheme's scope) will do.
      security: roles.map((role) => ({
        staffSession: [role],
        ...(access.change ? { staffCsrf: [] } : {}),
      })),
      refusals: {
        ...rest.refusals,
        401: [...(rest.refusals?.[401] ?? []), STAFF_REFUSALS.signIn],
        403: [
          ...(rest.refusals?.[403] ?? []),
          STAFF_REFUSALS.role,
          ...(access.change ? [STAFF_REFUSALS.csrf] : []),
        ],
      },
    },
    limits,
  );
  return {
    method,
    schema: { ...route.schema, 'x-staff-roles': [...roles] },
    config: route.config,
    // Before the body is read or validated: a caller who may not call it learns nothing more.
    onRequest: async (request: FastifyRequest) => guard.authorize(request, access),
  };
}
