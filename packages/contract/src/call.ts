import { ApiError, messageFromBody } from './errors';
import { readJobsListReply, readProfileReply } from './guards';
import { CALL_DEFAULTS, type CallName } from './messages';
import type { JobsListReply, ProfileReply } from './wire';

// One call to the API, and the calls pages make at load as calls of their own (the careers list,
// the signed-in profile): a page that makes only those bundles this module, not the whole client
// (api-client.ts).

/** Reads a reply body: the typed reply, or undefined when the screen cannot use it at all. */
export type Reader<T> = (body: unknown) => T | undefined;

export interface CallOptions {
  signal?: AbortSignal;
}

/** The parsed body; an empty body or one that is not JSON (an HTML error page) is undefined. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Where and how calls go: the API's origin ('' for the same one) and the fetch to use. */
export interface ApiTarget {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * One call: the typed reply, or an ApiError whose message is the text to show (spec section 8).
 * Module-level, like `listJobs` below, so a page that makes one call bundles only that one.
 */
export async function callApi<T>(
  target: ApiTarget,
  name: CallName,
  path: string,
  init: RequestInit,
  read: Reader<T>,
): Promise<T> {
  const defaults = CALL_DEFAULTS[name];
  const doFetch = target.fetch ?? ((input, options) => globalThis.fetch(input, options));
  let response: Response;
  let body: unknown;
  try {
    response = await doFetch(`${target.baseUrl.replace(/\/+$/, '')}${path}`, init);
    body = await readJson(response);
  } catch (cause) {
    // An abort is the caller's own doing: let it through unchanged.
    if (init.signal?.aborted) throw cause;
    throw new ApiError(defaults.network, { kind: 'network', cause });
  }
  const { status } = response;
  // Success and failure follow the status (spec section 7); the body only adds the words.
  if (!response.ok) {
    throw new ApiError(messageFromBody(body, defaults.http), { kind: 'http', status, body });
  }
  const reply = read(body);
  if (reply === undefined) {
    throw new ApiError(messageFromBody(body, defaults.http), { kind: 'response', status, body });
  }
  return reply;
}

/** The open jobs; a reply with `success: false` throws its message. */
export async function listJobs(target: ApiTarget, opts?: CallOptions): Promise<JobsListReply> {
  const init = { headers: { accept: 'application/json' }, signal: opts?.signal };
  const reply = await callApi(target, 'listJobs', '/api/jobs/list', init, readJobsListReply);
  if (!reply.success) {
    throw new ApiError(reply.message ?? CALL_DEFAULTS.listJobs.http, {
      kind: 'http',
      status: 200,
      body: reply,
    });
  }
  return reply;
}

export interface ProfileOptions extends CallOptions {
  /** The sign-in token; without one the call is still made and the server's 401 text shows. */
  token?: string | null;
}

/** The signed-in user's profile (spec section 7); sent even without a token (spec section 6). */
export function getProfile(target: ApiTarget, opts?: ProfileOptions): Promise<ProfileReply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts?.token) headers.authorization = `Bearer ${opts.token}`;
  return callApi(
    target,
    'profile',
    '/api/user/profile',
    { headers, signal: opts?.signal },
    readProfileReply,
  );
}
