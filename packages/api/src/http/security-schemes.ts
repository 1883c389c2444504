import type { OpenAPIV3_1 } from 'openapi-types';

// The credentials the API's document names. Visitors sign in with the spec's bearer token; staff
// (the staff console, decision 103) with a server-side session in a cookie plus a CSRF header on
// every change, never a bearer token: the two kinds of account never mix.

/** The staff console's session cookie: HttpOnly, SameSite=Strict, set at staff sign-in. */
export const STAFF_SESSION_COOKIE = 'corvane_staff';
/** The header a staff request that changes something carries: its session's CSRF token. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

export const SECURITY_SCHEMES = {
  visitorToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token `POST /api/user/login` answers: `Authorization: Bearer <token>`.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description:
      'A staff session, set by the staff sign-in (password and a time-based code). Each staff operation names the roles that may call it, as the scopes of this scheme: any one of them will do.',
  },
  staffCsrf: {
    type: 'apiKey',
    in: 'header',
    name: STAFF_CSRF_HEADER,
    description:
      "The staff session's CSRF token, sent with every staff request that changes something.",
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;
