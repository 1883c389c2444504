// The wire format of spec section 7 as plain TypeScript, free of zod so that a browser bundle
// can use the types and the client without the schemas. The zod schemas in `schemas/` validate
// the same shapes on the server; `test/wire-types.test.ts` keeps the two in step.
import type { VisaStatus } from './options';
import type { VitalRating, WebVitalName, WidthClass } from './analytics';

// Requests: what a form sends.

export interface RegisterRequest {
  email: string;
  retypeEmail: string;
  password: string;
  retypePassword: string;
  firstName: string;
  lastName: string;
  /** The calling code: "44", "+44" or a phone-code option value such as "United Kingdom (+44)". */
  countryCode: string;
  PhoneNo: string;
  country: string;
}

export interface VerifyOtpRequest {
  email: string;
  otp: string;
}

export interface ResendOtpRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  email: string;
  otp: string;
  newPassword: string;
}

/** The application's text fields (multipart); the resume travels as the file part "resume". */
export interface ApplicationFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  visaStatus: VisaStatus;
  coverLetter?: string;
  jobId: string;
}

export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NewsletterRequest {
  email: string;
}

/** The code of a link in a newsletter mail: confirm or unsubscribe. */
export interface NewsletterTokenRequest {
  token: string;
}

// Responses: what the site reads.

/** Every auth call but login and profile answers a message for the site to show. */
export interface MsgResponse {
  msg: string;
}

export interface LoginResponse {
  token: string;
  msg: string;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  /** The calling code's digits, e.g. "44"; the profile page shows "+44 7700900123". */
  countryCode: string;
  PhoneNo: string;
  country: string;
  isVerified: boolean;
}

export interface Job {
  _id: string;
  title: string;
  employmentType: string;
  salaryRange: string;
  location: string;
  overview: string;
  responsibilities: string[];
  qualifications: string[];
  /** When the job was listed (ISO 8601); older servers may leave it out. */
  datePosted?: string;
}

export interface JobsListResponse {
  success: boolean;
  jobs: Job[];
  message: string;
}

/** Applications and contact answer a `message`; success is the HTTP status being ok. */
export interface MessageResponse {
  success?: boolean;
  message: string;
}

/** The same `{ msg }` whether the address is new, waiting for confirmation or subscribed. */
export interface NewsletterResponse {
  msg: string;
}

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
export interface AnalyticsPageView {
  type: 'pageview';
  path: string;
  /** Host name of the referring site (no path), left out for direct visits and our own pages. */
  referrer?: string;
  width: WidthClass;
  /** The browser's language, e.g. "en-GB". */
  language: string;
}

/** One Core Web Vital of the page loaded at `path`, with the element behind LCP and INP. */
export interface AnalyticsVital {
  type: 'vital';
  path: string;
  name: WebVitalName;
  /** Milliseconds, or CLS's unitless score. */
  value: number;
  rating?: VitalRating;
  /** A CSS selector of the element behind LCP or INP. */
  element?: string;
}

export type AnalyticsEvent = AnalyticsPageView | AnalyticsVital;

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}
