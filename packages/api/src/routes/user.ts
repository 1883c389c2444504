import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import type { Accounts } from '../services/accounts';

/** /api/user/*: sign-up, code check and resend, sign-in, password reset, profile. */
export async function userRoutes(
  app: FastifyInstance,
  { accounts, limits }: { accounts: Accounts; limits: RateLimits },
): Promise<void> {
  app.post('/api/user/register', { config: limits.byIp('register') }, async (request, reply) => {
    const body = validate(registerRequestSchema, request.body);
    return reply.code(201).send({ msg: await accounts.register(body) });
  });

  app.post('/api/user/verify-otp', { config: limits.byIp('verifyOtp') }, async (request) => {
    const { email, otp } = validate(verifyOtpRequestSchema, request.body);
    await limits.byEmail('verifyOtp', request, email);
    return { msg: await accounts.verifyEmail(email, otp) };
  });

  app.post('/api/user/resend-otp', { config: limits.byIp('resendOtp') }, async (request) => {
    const { email } = validate(resendOtpRequestSchema, request.body);
    await limits.byEmail('resendOtp', request, email);
    return { msg: await accounts.resendVerification(email) };
  });

  app.post('/api/user/login', { config: limits.byIp('login') }, async (request) => {
    const { email, password } = validate(loginRequestSchema, request.body);
    await limits.byEmail('login', request, email);
    return accounts.login(email, password);
  });

  app.post(
    '/api/user/forgot-password',
    { config: limits.byIp('forgotPassword') },
    async (request) => {
      const { email } = validate(forgotPasswordRequestSchema, request.body);
      await limits.byEmail('forgotPassword', request, email);
      return { msg: await accounts.forgotPassword(email) };
    },
  );

  app.post(
    '/api/user/reset-password',
    { config: limits.byIp('resetPassword') },
    async (request) => {
      const { email, otp, newPassword } = validate(resetPasswordRequestSchema, request.body);
      await limits.byEmail('resetPassword', request, email);
      return { msg: await accounts.resetPassword(email, otp, newPassword) };
    },
  );

  app.get('/api/user/profile', async (request) => ({
    ...(await accounts.profile(request.headers.authorization)),
    msg: 'Your profile.',
  }));
}
