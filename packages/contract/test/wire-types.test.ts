import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  AnalyticsBatch,
  analyticsBatchSchema,
  applicationFieldsSchema,
  ApplicationFields,
  contactRequestSchema,
  ContactRequest,
  forgotPasswordRequestSchema,
  ForgotPasswordRequest,
  Job,
  jobSchema,
  jobsListResponseSchema,
  JobsListResponse,
  loginRequestSchema,
  LoginRequest,
  loginResponseSchema,
  LoginResponse,
  messageResponseSchema,
  MessageResponse,
  msgResponseSchema,
  MsgResponse,
  newsletterRequestSchema,
  NewsletterRequest,
  newsletterResponseSchema,
  NewsletterResponse,
  newsletterTokenRequestSchema,
  NewsletterTokenRequest,
  Profile,
  profileSchema,
  registerRequestSchema,
  RegisterRequest,
  resendOtpRequestSchema,
  ResendOtpRequest,
  resetPasswordRequestSchema,
  ResetPasswordRequest,
  verifyOtpRequestSchema,
  VerifyOtpRequest,
} from '../src';

// Checked by `tsc` (npm run typecheck): the hand-written wire types of the zod-free entry are
// exactly what the schemas accept (requests) and produce (responses).
describe('wire types match the schemas', () => {
  it('requests: the input of each request schema', () => {
    expectTypeOf<RegisterRequest>().toEqualTypeOf<z.input<typeof registerRequestSchema>>();
    expectTypeOf<VerifyOtpRequest>().toEqualTypeOf<z.input<typeof verifyOtpRequestSchema>>();
    expectTypeOf<ResendOtpRequest>().toEqualTypeOf<z.input<typeof resendOtpRequestSchema>>();
    expectTypeOf<LoginRequest>().toEqualTypeOf<z.input<typeof loginRequestSchema>>();
    expectTypeOf<ForgotPasswordRequest>().toEqualTypeOf<
      z.input<typeof forgotPasswordRequestSchema>
    >();
    expectTypeOf<ResetPasswordRequest>().toEqualTypeOf<
      z.input<typeof resetPasswordRequestSchema>
    >();
    expectTypeOf<ApplicationFields>().toEqualTypeOf<z.input<typeof applicationFieldsSchema>>();
    expectTypeOf<ContactRequest>().toEqualTypeOf<z.input<typeof contactRequestSchema>>();
    expectTypeOf<NewsletterRequest>().toEqualTypeOf<z.input<typeof newsletterRequestSchema>>();
    expectTypeOf<NewsletterTokenRequest>().toEqualTypeOf<
      z.input<typeof newsletterTokenRequestSchema>
    >();
    expectTypeOf<AnalyticsBatch>().toEqualTypeOf<z.input<typeof analyticsBatchSchema>>();
  });

  it('responses: the output of each response schema', () => {
    expectTypeOf<MsgResponse>().toEqualTypeOf<z.output<typeof msgResponseSchema>>();
    expectTypeOf<LoginResponse>().toEqualTypeOf<z.output<typeof loginResponseSchema>>();
    expectTypeOf<Profile>().toEqualTypeOf<z.output<typeof profileSchema>>();
    expectTypeOf<Job>().toEqualTypeOf<z.output<typeof jobSchema>>();
    expectTypeOf<JobsListResponse>().toEqualTypeOf<z.output<typeof jobsListResponseSchema>>();
    expectTypeOf<MessageResponse>().toEqualTypeOf<z.output<typeof messageResponseSchema>>();
    expectTypeOf<NewsletterResponse>().toEqualTypeOf<z.output<typeof newsletterResponseSchema>>();
  });
});
