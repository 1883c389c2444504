// The wire format of spec section 7 as TypeScript types, inferred from the zod schemas in
// `schemas/` (the same ones the server validates and serialises with, and the API's OpenAPI
// document is generated from). Type-only imports: a browser bundle that uses these types and
// the client reaches no zod (decision 050).
import type { z } from 'zod';
import type {
  analyticsBatchSchema,
  analyticsPageViewSchema,
  analyticsVitalSchema,
} from './schemas/analytics';
import type {
  applicationFieldsSchema,
  contactRequestSchema,
  messageResponseSchema,
} from './schemas/forms';
import type { jobSchema, jobsListResponseSchema } from './schemas/jobs';
import type {
  newsletterRequestSchema,
  newsletterResponseSchema,
  newsletterTokenRequestSchema,
} from './schemas/newsletter';
import type {
  errorResponseSchema,
  fieldErrorSchema,
  healthResponseSchema,
  invalidRequestResponseSchema,
} from './schemas/replies';
import type {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  msgResponseSchema,
  profileResponseSchema,
  profileSchema,
  registerRequestSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from './schemas/user';

// Requests: what a form sends (the schema's input, before trimming and other clean-up).

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;
export type ResendOtpRequest = z.input<typeof resendOtpRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
/** The application's text fields (multipart); the resume travels as the file part "resume". */
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
/** The code of a link in a newsletter mail: confirm or unsubscribe. */
export type NewsletterTokenRequest = z.input<typeof newsletterTokenRequestSchema>;

// Responses: what our server sends (the schema's output: the serializer drops anything else).

/** Every auth call but login and profile, and the newsletter's, answer a message to show. */
export type MsgResponse = z.output<typeof msgResponseSchema>;
export type LoginResponse = z.output<typeof loginResponseSchema>;
export type Profile = z.output<typeof profileSchema>;
export type ProfileResponse = z.output<typeof profileResponseSchema>;
export type Job = z.output<typeof jobSchema>;
export type JobsListResponse = z.output<typeof jobsListResponseSchema>;
/** Applications and contact answer a `message`; success is the HTTP status being ok. */
export type MessageResponse = z.output<typeof messageResponseSchema>;
/** The same `{ msg }` whether the address is new, waiting for confirmation or subscribed. */
export type NewsletterResponse = z.output<typeof newsletterResponseSchema>;
/** Any refusal: the text to show in `msg`, and again in `message`. */
export type ErrorResponse = z.output<typeof errorResponseSchema>;
export type FieldError = z.output<typeof fieldErrorSchema>;
/** A refused request (400): its first problem in `msg`, every one in `errors`. */
export type InvalidRequestResponse = z.output<typeof invalidRequestResponseSchema>;
export type HealthResponse = z.output<typeof healthResponseSchema>;

// Replies: what the client hands a screen. A backend that answers as spec section 7 allows may
// leave out any field a screen only shows, so those are optional here; the readers
// (`guards.ts`) drop a field of the wrong type rather than fail the call.

/** A message that may be missing: the screen then shows its default text, or nothing. */
export interface MsgReply {
  msg?: string;
}

/** Sign-in needs the token; without a message the screen says 'Login successful'. */
export interface LoginReply {
  token: string;
  msg?: string;
}

/** The profile page shows what arrived and says what is missing; the header reads the names. */
export type ProfileReply = Partial<Profile>;

/** A listed job: its id (to apply) and title (to name it) always, everything else when sent. */
export interface JobReply extends Partial<
  Omit<Job, '_id' | 'title' | 'responsibilities' | 'qualifications'>
> {
  _id: string;
  title: string;
  responsibilities: string[];
  qualifications: string[];
}

export interface JobsListReply {
  success: boolean;
  jobs: JobReply[];
  message?: string;
}

/** Applications and contact: success is the HTTP status; the message may be missing. */
export interface MessageReply {
  success?: boolean;
  message?: string;
}

// Measurement (decision 090): `POST /api/analytics`, answered 204 with no body.

/** A page seen: the path only (no query, no hash), the referring site's host if it was another. */
export type AnalyticsPageView = z.input<typeof analyticsPageViewSchema>;
/** One Core Web Vital of the page loaded at `path`, with the element behind LCP and INP. */
export type AnalyticsVital = z.input<typeof analyticsVitalSchema>;
export type AnalyticsEvent = AnalyticsPageView | AnalyticsVital;
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;
