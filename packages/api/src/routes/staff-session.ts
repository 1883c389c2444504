import {
  okResponseSchema,
  staffCodeRequestSchema,
  staffEnrolmentResponseSchema,
  staffMeResponseSchema,
  staffRecoveryCodesResponseSchema,
  staffSecondFactorRequestSchema,
  staffSetPasswordRequestSchema,
  staffSetPasswordResponseSchema,
  staffSignedInResponseSchema,
  staffSignInRequestSchema,
  staffSignInResponseSchema,
} from '@corvane/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffRole } from '../db/staff-schema';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { STAFF_REFUSALS, staffOperation, type StaffGuard } from '../http/staff-operation';
import {
  clearSessionCookie,
  requestOrigin,
  requireOwnSite,
  setSessionCookie,
  staffCookie,
  staffOf,
} from '../http/staff-guard';
import { ServiceError } from '../services/errors';
import { LINK_NOT_VALID } from '../staff/password-links';
import { lockedOut, STAFF_POLICY, WRONG_SIGN_IN } from '../staff/policy';
import { SIGN_IN_AGAIN, WRONG_CODE, WRONG_RECOVERY_CODE } from '../staff/second-factor';
import type { StaffServices } from '../staff/services';

// Signing in to the staff console (issue 47 item 3, decision 107): the password, then enrolling
// an authenticator app or giving its code, each step from this site only; who is signed in;
// signing out here or everywhere; and a set-password link's form. The services do the work.

export const ALL_STAFF: readonly [StaffRole, ...StaffRole[]] = ['admin', 'recruiter', 'marketing'];

const LOCKED = lockedOut(STAFF_POLICY.lockoutMs / 60_000);
const PASSWORD_STAGE =
  'Needs the session cookie that a right password set (10 minutes), not a signed-in one.';

export interface StaffSessionDeps {
  services: StaffServices;
  guard: StaffGuard<StaffRole>;
  limits: RateLimits;
  /** PUBLIC_SITE_URL: its origin is this site's, besides the address a request was sent to. */
  siteUrl: string | undefined;
}

export async function staffSessionRoutes(
  app: FastifyInstance,
  { services, guard, limits, siteUrl }: StaffSessionDeps,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { signIn, secondFactor, passwordLinks } = services.staff;
  /** The steps before a session are sent from this site too: checked before the body is read. */
  const fromThisSite = {
    onRequest: async (request: FastifyRequest) => requireOwnSite(request, siteUrl),
  };
  /** The password-stage cookie of the step being taken. */
  const pending = (request: FastifyRequest) => {
    const token = staffCookie(request);
    if (!token) throw new ServiceError(401, SIGN_IN_AGAIN);
    return token;
  };
  const stepRefusals = { 401: [SIGN_IN_AGAIN], 403: [STAFF_REFUSALS.csrf], 429: [LOCKED] };

  api.post(
    '/api/staff/sign-in',
    {
      ...fromThisSite,
      ...operation(
        {
          operationId: 'staffSignIn',
          summary: 'Staff sign-in, first step: email and password',
          description: `Sets a password-stage session cookie (HttpOnly, SameSite=Strict) for the second step. The same 401 for an unknown email, a wrong password and a disabled account; ${STAFF_POLICY.lockoutAfterFailures} failures in a row lock sign-in for ${STAFF_POLICY.lockoutMs / 60_000} minutes.`,
          tag: 'Staff',
          limit: 'staffSignIn',
          body: staffSignInRequestSchema,
          replies: {
            200: { schema: staffSignInResponseSchema, description: 'The password is right.' },
          },
          refusals: { 401: [WRONG_SIGN_IN], 403: [STAFF_REFUSALS.csrf], 429: [LOCKED] },
        },
        limits,
      ),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await limits.byEmail('staffSignIn', request, email);
      const passed = await signIn.withPassword(email, password, requestOrigin(request));
      setSessionCookie(reply, request, passed.session.token);
      return { next: passed.next };
    },
  );

  api.post(
    '/api/staff/enrolment',
    {
      ...fromThisSite,
      ...operation(
        {
          operationId: 'staffBeginEnrolment',
          summary: 'Set up an authenticator app: its secret and QR code',
          description: `${PASSWORD_STAGE} An earlier secret that was never confirmed stops working.`,
          tag: 'Staff',
          limit: 'staffSecondFactor',
          security: [{ staffSession: [] }],
          replies: {
            200: { schema: staffEnrolmentResponseSchema, description: 'Scan it, then confirm.' },
          },
          refusals: { ...stepRefusals, 409: ['Your authenticator app is set up already.'] },
        },
        limits,
      ),
    },
    async (request) => {
      const enrolment = await secondFactor.beginEnrolment(pending(request), requestOrigin(request));
      return { otpauthUri: enrolment.uri, qrSvg: enrolment.qrSvg, secret: enrolment.secret };
    },
  );

  api.post(
    '/api/staff/enrolment/confirm',
    {
      ...fromThisSite,
      ...operation(
        {
          operationId: 'staffConfirmEnrolment',
          summary: 'Confirm the app with its first code: signed in, and the recovery codes',
          description: `${PASSWORD_STAGE} Sets a new session cookie: the signed-in session.`,
          tag: 'Staff',
          limit: 'staffSecondFactor',
          security: [{ staffSession: [] }],
          body: staffCodeRequestSchema,
          replies: {
            200: {
              schema: staffRecoveryCodesResponseSchema,
              description: 'Signed in. The recovery codes are shown this once.',
            },
          },
          refusals: {
            ...stepRefusals,
            400: [WRONG_CODE],
            409: ['Start setting up your authenticator app again.'],
          },
        },
        limits,
      ),
    },
    async (request, reply) => {
      const token = pending(request);
      const done = await secondFactor.confirmEnrolment(
        token,
        request.body.code,
        requestOrigin(request),
      );
      setSessionCookie(reply, request, done.session.token);
      return { recoveryCodes: done.recoveryCodes };
    },
  );

  api.post(
    '/api/staff/second-factor',
    {
      ...fromThisSite,
      ...operation(
        {
          operationId: 'staffSecondFactor',
          summary: 'Staff sign-in, second step: a code from the app, or a recovery code',
          description: `${PASSWORD_STAGE} Each code works once. Sets a new session cookie: the signed-in session.`,
          tag: 'Staff',
          limit: 'staffSecondFactor',
          security: [{ staffSession: [] }],
          body: staffSecondFactorRequestSchema,
          replies: { 200: { schema: staffSignedInResponseSchema, description: 'Signed in.' } },
          refusals: {
            ...stepRefusals,
            400: [WRONG_CODE, WRONG_RECOVERY_CODE],
            409: ['Set up your authenticator app first.'],
          },
        },
        limits,
      ),
    },
    async (request, reply) => {
      const token = pending(request);
      const { code, recoveryCode } = request.body;
      const given = code !== undefined ? { code } : { recoveryCode: recoveryCode! };
      const done = await secondFactor.verify(token, given, requestOrigin(request));
      setSessionCookie(reply, request, done.session.token);
      return { ok: true as const, recoveryCodesLeft: done.recoveryCodesLeft };
    },
  );

  api.route({
    url: '/api/staff/me',
    ...staffOperation(guard, {
      method: 'GET',
      roles: ALL_STAFF,
      operationId: 'staffMe',
      summary: 'Who is signed in, and the CSRF token for changes',
      tag: 'Staff',
      replies: { 200: { schema: staffMeResponseSchema, description: 'Signed in.' } },
    }),
    handler: async (request) => {
      const { actor, session } = staffOf(request);
      return {
        email: actor.email,
        name: actor.name,
        role: actor.role,
        csrfToken: session.csrfToken,
      };
    },
  });

  api.route({
    url: '/api/staff/sign-out',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ALL_STAFF,
      operationId: 'staffSignOut',
      summary: 'Sign out of this session',
      tag: 'Staff',
      replies: {
        200: { schema: okResponseSchema, description: 'Signed out; the cookie is gone.' },
      },
    }),
    handler: async (request, reply) => {
      await signIn.signOut(staffOf(request).token, requestOrigin(request));
      clearSessionCookie(reply, request);
      return { ok: true as const };
    },
  });

  api.route({
    url: '/api/staff/sign-out-everywhere',
    ...staffOperation(guard, {
      method: 'POST',
      roles: ALL_STAFF,
      operationId: 'staffSignOutEverywhere',
      summary: 'End every session of the signed-in account, this one included',
      tag: 'Staff',
      replies: { 200: { schema: okResponseSchema, description: 'Every session ended.' } },
    }),
    handler: async (request, reply) => {
      await signIn.signOutEverywhere(staffOf(request).actor);
      clearSessionCookie(reply, request);
      return { ok: true as const };
    },
  });

  api.post(
    '/api/staff/set-password',
    {
      ...fromThisSite,
      ...operation(
        {
          operationId: 'staffSetPassword',
          summary: "Choose a password with a set-password link's token",
          description:
            "The token is the part after `#token=` of the link an admin or `npm run staff` gave (single use, 24 hours). The visitors' password policy applies; every session of the account ends.",
          tag: 'Staff',
          limit: 'staffSetPassword',
          body: staffSetPasswordRequestSchema,
          replies: {
            200: { schema: staffSetPasswordResponseSchema, description: 'Set: sign in with it.' },
          },
          refusals: { 400: [LINK_NOT_VALID], 403: [STAFF_REFUSALS.csrf] },
        },
        limits,
      ),
    },
    async (request) => {
      const { token, password } = request.body;
      const { email } = await passwordLinks.setPassword(token, password, requestOrigin(request));
      return { ok: true as const, email };
    },
  );
}
