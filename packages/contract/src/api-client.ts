import { ApiError, messageFromBody } from './errors';
import {
  readJobsListResponse,
  readLoginResponse,
  readMessageResponse,
  readMsgResponse,
  readNewsletterResponse,
  readProfile,
} from './guards';
import { CALL_DEFAULTS, type CallName } from './messages';
import { APPLICATION_FIELDS } from './options';
import type {
  ApplicationFields,
  ContactRequest,
  ForgotPasswordRequest,
  JobsListResponse,
  LoginRequest,
  NewsletterRequest,
  RegisterRequest,
  ResendOtpRequest,
  ResetPasswordRequest,
  VerifyOtpRequest,
} from './wire';

/** Reads a reply body: the typed reply, or undefined when it has the wrong shape. */
type Reader<T> = (body: unknown) => T | undefined;

export interface ApiClientOptions {
  /** The stored sign-in token, sent as a bearer credential where a call needs one. */
  getToken?: () => string | null | undefined;
  /** Defaults to the global fetch (tests and server renderers pass their own). */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** The resume file part: a File, or a Blob plus the name to send. */
export type ResumeUpload = File | { blob: Blob; fileName: string };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A typed client for every call of spec section 7. Each function returns the parsed reply or
 * throws an ApiError whose message is the text to show. `baseUrl` '' means the same origin.
 */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(
    name: CallName,
    path: string,
    init: RequestInit,
    read: Reader<T>,
  ): Promise<T> {
    const defaults = CALL_DEFAULTS[name];
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(`${base}${path}`, init);
      body = await readJson(response);
    } catch (cause) {
      // An abort is the caller's own doing: let it through unchanged.
      if (init.signal?.aborted) throw cause;
      throw new ApiError(defaults.network, { kind: 'network', cause });
    }
    const { status } = response;
    if (!response.ok) {
      throw new ApiError(messageFromBody(body, defaults.http), { kind: 'http', status, body });
    }
    const reply = read(body);
    if (reply === undefined) {
      throw new ApiError(messageFromBody(body, defaults.http), { kind: 'response', status, body });
    }
    return reply;
  }

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
      postJson('register', '/api/user/register', body, readMsgResponse, opts),
    verifyOtp: (body: VerifyOtpRequest, opts?: CallOptions) =>
      postJson('verifyOtp', '/api/user/verify-otp', body, readMsgResponse, opts),
    resendOtp: (body: ResendOtpRequest, opts?: CallOptions) =>
      postJson('resendOtp', '/api/user/resend-otp', body, readMsgResponse, opts),
    login: (body: LoginRequest, opts?: CallOptions) =>
      postJson('login', '/api/user/login', body, readLoginResponse, opts),
    forgotPassword: (body: ForgotPasswordRequest, opts?: CallOptions) =>
      postJson('forgotPassword', '/api/user/forgot-password', body, readMsgResponse, opts),
    resetPassword: (body: ResetPasswordRequest, opts?: CallOptions) =>
      postJson('resetPassword', '/api/user/reset-password', body, readMsgResponse, opts),

    /** Sent even without a token (spec section 6): the server's 401 message then shows. */
    profile: (opts?: CallOptions) => {
      const token = options.getToken?.();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      return call('profile', '/api/user/profile', { headers, signal: opts?.signal }, readProfile);
    },

    /** The open jobs; a reply with `success: false` throws its message. */
    listJobs: async (opts?: CallOptions): Promise<JobsListResponse> => {
      const init = { headers: { accept: 'application/json' }, signal: opts?.signal };
      const reply = await call('listJobs', '/api/jobs/list', init, readJobsListResponse);
      if (!reply.success) {
        throw new ApiError(reply.message || CALL_DEFAULTS.listJobs.http, {
          kind: 'http',
          status: 200,
          body: reply,
        });
      }
      return reply;
    },

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
      return call('submitApplication', '/api/applications/submit', init, readMessageResponse);
    },

    sendContact: (body: ContactRequest, opts?: CallOptions) =>
      postJson('sendContact', '/api/contact', body, readMessageResponse, opts),

    /** The same answer for a new address and one already on the list. */
    subscribeNewsletter: (body: NewsletterRequest, opts?: CallOptions) =>
      postJson('subscribeNewsletter', '/api/newsletter', body, readNewsletterResponse, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
