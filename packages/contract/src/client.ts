import type { z } from 'zod';
import { ApiError, messageFromBody } from './errors';
import { CALL_DEFAULTS, type CallName } from './messages';
import {
  applicationFieldsSchema,
  messageResponseSchema,
  type ApplicationFields,
  type ContactRequest,
} from './schemas/forms';
import { jobsListResponseSchema, type JobsListResponse } from './schemas/jobs';
import { newsletterResponseSchema, type NewsletterRequest } from './schemas/newsletter';
import {
  loginResponseSchema,
  msgResponseSchema,
  profileSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResendOtpRequest,
  type ResetPasswordRequest,
  type VerifyOtpRequest,
} from './schemas/user';

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

  async function call<S extends z.ZodType>(
    name: CallName,
    path: string,
    init: RequestInit,
    schema: S,
  ): Promise<z.output<S>> {
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
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(messageFromBody(body, defaults.http), {
        kind: 'response',
        status,
        body,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  function postJson<S extends z.ZodType>(
    name: CallName,
    path: string,
    payload: unknown,
    schema: S,
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
      schema,
    );
  }

  return {
    register: (body: RegisterRequest, opts?: CallOptions) =>
      postJson('register', '/api/user/register', body, msgResponseSchema, opts),
    verifyOtp: (body: VerifyOtpRequest, opts?: CallOptions) =>
      postJson('verifyOtp', '/api/user/verify-otp', body, msgResponseSchema, opts),
    resendOtp: (body: ResendOtpRequest, opts?: CallOptions) =>
      postJson('resendOtp', '/api/user/resend-otp', body, msgResponseSchema, opts),
    login: (body: LoginRequest, opts?: CallOptions) =>
      postJson('login', '/api/user/login', body, loginResponseSchema, opts),
    forgotPassword: (body: ForgotPasswordRequest, opts?: CallOptions) =>
      postJson('forgotPassword', '/api/user/forgot-password', body, msgResponseSchema, opts),
    resetPassword: (body: ResetPasswordRequest, opts?: CallOptions) =>
      postJson('resetPassword', '/api/user/reset-password', body, msgResponseSchema, opts),

    /** Sent even without a token (spec section 6): the server's 401 message then shows. */
    profile: (opts?: CallOptions) => {
      const token = options.getToken?.();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      return call('profile', '/api/user/profile', { headers, signal: opts?.signal }, profileSchema);
    },

    /** The open jobs; a reply with `success: false` throws its message. */
    listJobs: async (opts?: CallOptions): Promise<JobsListResponse> => {
      const init = { headers: { accept: 'application/json' }, signal: opts?.signal };
      const reply = await call('listJobs', '/api/jobs/list', init, jobsListResponseSchema);
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
      for (const key of applicationFieldsSchema.keyof().options) {
        const value = fields[key];
        if (value !== undefined) form.append(key, value);
      }
      if (resume) {
        if ('blob' in resume) form.append('resume', resume.blob, resume.fileName);
        else form.append('resume', resume, resume.name);
      }
      const init = { method: 'POST', body: form, signal: opts?.signal };
      return call('submitApplication', '/api/applications/submit', init, messageResponseSchema);
    },

    sendContact: (body: ContactRequest, opts?: CallOptions) =>
      postJson('sendContact', '/api/contact', body, messageResponseSchema, opts),

    /** The same answer for a new address and one already on the list. */
    subscribeNewsletter: (body: NewsletterRequest, opts?: CallOptions) =>
      postJson('subscribeNewsletter', '/api/newsletter', body, newsletterResponseSchema, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
