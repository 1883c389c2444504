import {
  emailOnlyRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  msgResponseSchema,
  profileResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { ACCOUNT_REFUSALS, type Accounts } from '../services/accounts';
import { OTP_REFUSALS } from '../services/otp';

const message = (description: string) => ({ schema: msgResponseSchema, description });

/** /api/user/*: sign-up, code check and resend, sign-in, password reset, profile. */
export async function userRoutes(
  app: FastifyInstance,
  { accounts, limits }: { accounts: Accounts; limits: RateLimits },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/user/register',
    operation(
      {
        operationId: 'register',
        summary: 'Create an account',
        description: 'The account can sign in once its email is verified with the 6-digit code.',
        tag: 'Accounts',
        limit: 'register',
        body: registerRequestSchema,
        replies: { 201: message('Created: a 6-digit code is on its way to the email.') },
        refusals: { 409: [ACCOUNT_REFUSALS.exists] },
      },
      limits,
    ),
    async (request, reply) => reply.code(201).send({ msg: await accounts.register(request.body) }),
  );

  api.post(
    '/api/user/verify-otp',
    operation(
      {
        operationId: 'verifyOtp',
        summary: "Verify an account's email with its code",
        tag: 'Accounts',
        limit: 'verifyOtp',
        body: verifyOtpRequestSchema,
        replies: { 200: message('Verified: the account can sign in.') },
        refusals: { 400: OTP_REFUSALS },
      },
      limits,
    ),
    async (request) => {
      const { email, otp } = request.body;
      await limits.byEmail('verifyOtp', request, email);
      return { msg: await accounts.verifyEmail(email, otp) };
    },
  );

  api.post(
    '/api/user/resend-otp',
    operation(
      {
        operationId: 'resendOtp',
        summary: 'Send a new verification code',
        description: 'The same answer whether or not the email has an account waiting for a code.',
        tag: 'Accounts',
        limit: 'resendOtp',
        body: emailOnlyRequestSchema,
        replies: { 200: message('Sent, if the email has an account waiting for its code.') },
      },
      limits,
    ),
    async (request) => {
      const { email } = request.body;
      await limits.byEmail('resendOtp', request, email);
      return { msg: await accounts.resendVerification(email) };
    },
  );

  api.post(
    '/api/user/login',
    operation(
      {
        operationId: 'login',
        summary: 'Sign in',
        description:
          'A 403 whose `msg` says the email is not verified means a new code was sent: verify it, then sign in again.',
        tag: 'Accounts',
        limit: 'login',
        body: loginRequestSchema,
        replies: { 200: { schema: loginResponseSchema, description: 'Signed in.' } },
        refusals: { 401: [ACCOUNT_REFUSALS.wrongCredentials], 403: [ACCOUNT_REFUSALS.notVerified] },
      },
      limits,
    ),
    async (request) => {
      const { email, password } = request.body;
      await limits.byEmail('login', request, email);
      return accounts.login(email, password);
    },
  );

  api.post(
    '/api/user/forgot-password',
    operation(
      {
        operationId: 'forgotPassword',
        summary: 'Send a code to reset the password',
        description: 'The same answer whether or not the email has an account.',
        tag: 'Accounts',
        limit: 'forgotPassword',
        body: emailOnlyRequestSchema,
        replies: { 200: message('Sent, if the email has an account.') },
      },
      limits,
    ),
    async (request) => {
      const { email } = request.body;
      await limits.byEmail('forgotPassword', request, email);
      return { msg: await accounts.forgotPassword(email) };
    },
  );

  api.post(
    '/api/user/reset-password',
    operation(
      {
        operationId: 'resetPassword',
        summary: 'Choose a new password with the emailed code',
        description: 'Signs out every session of the account; the email counts as verified.',
        tag: 'Accounts',
        limit: 'resetPassword',
        body: resetPasswordRequestSchema,
        replies: { 200: message('Reset: sign in with the new password.') },
        refusals: { 400: OTP_REFUSALS },
      },
      limits,
    ),
    async (request) => {
      const { email, otp, newPassword } = request.body;
      await limits.byEmail('resetPassword', request, email);
      return { msg: await accounts.resetPassword(email, otp, newPassword) };
    },
  );

  api.get(
    '/api/user/profile',
    operation({
      operationId: 'profile',
      summary: "The signed-in user's profile",
      tag: 'Accounts',
      security: [{ visitorToken: [] }],
      replies: { 200: { schema: profileResponseSchema, description: 'The profile.' } },
      refusals: { 401: ACCOUNT_REFUSALS.signInAgain },
    }),
    async (request) => ({
      ...(await accounts.profile(request.headers.authorization)),
      msg: 'Your profile.',
    }),
  );
}
