import {
  callApi,
  getProfile,
  listJobs,
  type ApiTarget,
  type CallOptions,
  type Reader,
} from './call';
import { readLoginReply, readMessageReply, readMsgReply } from './guards';
import type { CallName } from './messages';
import { APPLICATION_FIELDS } from './options';
import type {
  ApplicationFields,
  ContactRequest,
  ForgotPasswordRequest,
  LoginRequest,
  NewsletterRequest,
  NewsletterTokenRequest,
  RegisterRequest,
  ResendOtpRequest,
  ResetPasswordRequest,
  VerifyOtpRequest,
} from './wire';

export interface ApiClientOptions {
  /** The stored sign-in token, sent as a bearer credential where a call needs one. */
  getToken?: () => string | null | undefined;
  /** Defaults to the global fetch (tests and server renderers pass their own). */
  fetch?: typeof globalThis.fetch;
}

/** The resume file part: a File, or a Blob plus the name to send. */
export type ResumeUpload = File | { blob: Blob; fileName: string };

/**
 * A typed client for every call of spec section 7. Each function returns the fields of the reply
 * its screen reads (any of them may be missing) or throws an ApiError whose message is the text
 * to show. `baseUrl` '' means the same origin.
 */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const target: ApiTarget = { baseUrl, fetch: options.fetch };
  const call = <T>(name: CallName, path: string, init: RequestInit, read: Reader<T>) =>
    callApi(target, name, path, init, read);

  function postJson<T>(
    name: CallName,
    path: string,
    payload: unknown,
    read: Reader<T>,
    opts?: CallOptions,
  ) {
    return call(
      name,
      path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        signal: opts?.signal,
      },
      read,
    );
  }

  return {
    register: (body: RegisterRequest, opts?: CallOptions) =>
      postJson('register', '/api/user/register', body, readMsgReply, opts),
    verifyOtp: (body: VerifyOtpRequest, opts?: CallOptions) =>
      postJson('verifyOtp', '/api/user/verify-otp', body, readMsgReply, opts),
    resendOtp: (body: ResendOtpRequest, opts?: CallOptions) =>
      postJson('resendOtp', '/api/user/resend-otp', body, readMsgReply, opts),
    login: (body: LoginRequest, opts?: CallOptions) =>
      postJson('login', '/api/user/login', body, readLoginReply, opts),
    forgotPassword: (body: ForgotPasswordRequest, opts?: CallOptions) =>
      postJson('forgotPassword', '/api/user/forgot-password', body, readMsgReply, opts),
    resetPassword: (body: ResetPasswordRequest, opts?: CallOptions) =>
      postJson('resetPassword', '/api/user/reset-password', body, readMsgReply, opts),

    /** Sent even without a token (spec section 6): the server's 401 message then shows. */
    profile: (opts?: CallOptions) =>
      getProfile(target, { token: options.getToken?.(), signal: opts?.signal }),

    /** The open jobs; a reply with `success: false` throws its message. */
    listJobs: (opts?: CallOptions) => listJobs(target, opts),

    /** Multipart: the fields, then the resume when one was chosen. */
    submitApplication: (fields: ApplicationFields, resume?: ResumeUpload, opts?: CallOptions) => {
      const form = new FormData();
      for (const key of APPLICATION_FIELDS) {
        const value = fields[key];
        if (value !== undefined) form.append(key, value);
      }
      if (resume) {
        if ('blob' in resume) form.append('resume', resume.blob, resume.fileName);
        else form.append('resume', resume, resume.name);
      }
      const init = { method: 'POST', body: form, signal: opts?.signal };
      return call('submitApplication', '/api/applications/submit', init, readMessageReply);
    },

    sendContact: (body: ContactRequest, opts?: CallOptions) =>
      postJson('sendContact', '/api/contact', body, readMessageReply, opts),

    /** The same answer for a new, a waiting and a confirmed address: a confirmation mail goes out. */
    subscribeNewsletter: (body: NewsletterRequest, opts?: CallOptions) =>
      postJson('subscribeNewsletter', '/api/newsletter', body, readMsgReply, opts),
    /** The single-use link of the confirmation mail. */
    confirmNewsletter: (body: NewsletterTokenRequest, opts?: CallOptions) =>
      postJson('confirmNewsletter', '/api/newsletter/confirm', body, readMsgReply, opts),
    /** The unsubscribe link of any newsletter mail. */
    unsubscribeNewsletter: (body: NewsletterTokenRequest, opts?: CallOptions) =>
      postJson('unsubscribeNewsletter', '/api/newsletter/unsubscribe', body, readMsgReply, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
