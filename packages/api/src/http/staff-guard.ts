import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/staff-schema';
import { ServiceError } from '../services/errors';
import type { RequestOrigin, StaffActor } from '../staff/actor';
import { csrfMatches, type SessionView, type StaffSessions } from '../staff/sessions';
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from './security-schemes';
import { STAFF_REFUSALS, type StaffAccess, type StaffGuard } from './staff-operation';

// The staff console's side of each request (decision 107): the session behind the cookie, its
// role, and for a change the Origin and the CSRF header. A visitor's bearer token is never read
// here, so it opens nothing. The cookie is HttpOnly and SameSite=Strict; Secure over HTTPS (which
// Fastify reads from X-Forwarded-Proto only with TRUST_PROXY=on).

/** The signed-in staff member of a request the guard let through. */
export interface StaffContext {
  actor: StaffActor;
  session: SessionView;
  /** The cookie's value, to end this session (sign-out). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffContext?: StaffContext;
  }
}

/** Where a request came from, as the audit log keeps it. */
export const requestOrigin = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** One cookie's value from the Cookie header (the first of that name), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

export const staffCookie = (request: FastifyRequest) =>
  cookieValue(request.headers.cookie, STAFF_SESSION_COOKIE);

const originOfUrl = (url: string): string | undefined => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether the request's Origin is this site's: PUBLIC_SITE_URL's, or the address it was sent to
 * (its Host, with the scheme it came over). A form or a script on another site, or a request
 * with no Origin (browsers send one with every POST and PUT), is not.
 */
export function fromOwnSite(request: FastifyRequest, siteUrl: string | undefined): boolean {
  const given = request.headers.origin;
  if (typeof given !== 'string') return false;
  const own = [siteUrl, `${request.protocol}://${request.host}`]
    .filter((url): url is string => Boolean(url))
    .map(originOfUrl);
  return own.includes(originOfUrl(given) ?? 'no origin');
}

/** Refuses a change sent from another site (also the sign-in steps, before any session). */
export function requireOwnSite(request: FastifyRequest, siteUrl: string | undefined): void {
  if (!fromOwnSite(request, siteUrl)) throw new ServiceError(403, STAFF_REFUSALS.csrf);
}

/** The Set-Cookie value of a session: the browser keeps it until it closes or is told. */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${STAFF_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${STAFF_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** The guard staffOperation() runs before each staff handler. */
export class SessionGuard implements StaffGuard<StaffRole> {
  constructor(
    private readonly sessions: StaffSessions,
    private readonly siteUrl: string | undefined,
  ) {}

  async authorize(request: FastifyRequest, { roles, change }: StaffAccess<StaffRole>) {
    if (change) requireOwnSite(request, this.siteUrl);
    const token = staffCookie(request);
    const check = await this.sessions.check(token, 'complete', requestOrigin(request));
    if (!token || !check.ok) throw new ServiceError(401, STAFF_REFUSALS.signIn);
    const csrf = request.headers[STAFF_CSRF_HEADER];
    if (change && !csrfMatches(check.session.csrfToken, typeof csrf === 'string' ? csrf : '')) {
      throw new ServiceError(403, STAFF_REFUSALS.csrf);
    }
    if (!roles.includes(check.actor.role)) throw new ServiceError(403, STAFF_REFUSALS.role);
    request.staffContext = { actor: check.actor, session: check.session, token };
  }
}

/** The signed-in staff member; only in a handler behind staffOperation(). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new Error(`${request.url}: no staff guard ran`);
  return request.staffContext;
}
