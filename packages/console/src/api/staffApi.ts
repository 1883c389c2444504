import { messageFromBody } from '@corvane/contract';

// Every call the console makes to /api/staff/: the session cookie goes by itself (same origin,
// SameSite=Strict); a change carries the session's CSRF token (decision 107). A reply that is not
// 2xx becomes a StaffApiError whose message is the server's words (spec section 8's order).

const CSRF_HEADER = 'x-csrf-token';
/** What the console shows when the server cannot be reached at all. */
export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const FAILED = 'Something went wrong on the server. Please try again.';

let csrfToken: string | undefined;

/** The token `GET /api/staff/me` gave this session; sent with every change. */
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}

/** One problem of a 400's `errors`: the field's path (`responsibilities.2`; '' for the body). */
export interface FieldProblem {
  path: string;
  message: string;
}

export class StaffApiError extends Error {
  override name = 'StaffApiError';
  /** Undefined when the server could not be reached. */
  readonly status: number | undefined;
  /** Each refused field's path and message, in the order the server gave them. */
  readonly problems: FieldProblem[];

  constructor(message: string, status: number | undefined, problems: FieldProblem[] = []) {
    super(message);
    this.status = status;
    this.problems = problems;
  }

  /** Each refused field's message, in the order the server gave them. */
  get fieldMessages(): string[] {
    return this.problems.map((problem) => problem.message);
  }
}

/** Listeners told when a call answers 401: the session has ended (signed out elsewhere, idle). */
const sessionEnded = new Set<() => void>();
export function onSessionEnded(listener: () => void) {
  sessionEnded.add(listener);
  return () => void sessionEnded.delete(listener);
}

export type Query = Record<string, string | number | readonly string[] | undefined | null>;

/** `?a=1&b=x&b=y`: arrays repeat their name; empty values are left out. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const each of Array.isArray(value) ? value : [value]) params.append(name, String(each));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The address of a staff call, for a link (a CSV export, a resume download). */
export const staffUrl = (path: string, query?: Query) => `/api/staff${path}${queryString(query)}`;

interface CallInit {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 is this screen's own answer (the sign-in steps), not "the session has ended". */
  expectUnauthorised?: boolean;
}

const problemsOf = (body: unknown): FieldProblem[] => {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((each) => {
    const { msg, path } = (each ?? {}) as { msg?: unknown; path?: unknown };
    if (typeof msg !== 'string' || msg === '') return [];
    return [{ path: typeof path === 'string' ? path : '', message: msg }];
  });
};

async function call<T>(method: string, path: string, init: CallInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(staffUrl(path, init.query), {
      method,
      headers,
      credentials: 'same-origin',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new StaffApiError(UNREACHABLE, undefined);
  }
  if (!response.ok) {
    if (response.status === 401 && !init.expectUnauthorised) for (const l of sessionEnded) l();
    throw new StaffApiError(messageFromBody(body, FAILED), response.status, problemsOf(body));
  }
  return body as T;
}

export const staffApi = {
  get: <T>(path: string, init?: Omit<CallInit, 'body'>) => call<T>('GET', path, init),
  post: <T>(path: string, body?: unknown, init?: CallInit) =>
    call<T>('POST', path, { ...init, body }),
  put: <T>(path: string, body?: unknown, init?: CallInit) =>
    call<T>('PUT', path, { ...init, body }),
};
