import { MESSAGES, newsletterRequestSchema, newsletterTokenRequestSchema } from '@corvane/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import { ServiceError } from '../services/errors';
import type { Newsletter } from '../services/newsletter';

const CONFIRM_LINK_DEAD =
  'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.';
const UNSUBSCRIBE_LINK_BAD =
  'This unsubscribe link is not complete. Please open the link from the email exactly as it was sent.';

/** The token from the link's query (RFC 8058 one-click) or from a JSON body (the site's page). */
function tokenOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as { token?: unknown };
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  return validate(newsletterTokenRequestSchema, {
    token: typeof query.token === 'string' ? query.token : (body as { token?: unknown }).token,
  }).token;
}

/**
 * POST /api/newsletter: `{ email }` in, the same `{ msg }` out for a new, waiting or confirmed
 * address (each gets one mail). POST /api/newsletter/confirm and /api/newsletter/unsubscribe
 * take the token of a link in those mails; GET /api/newsletter/unsubscribe sends a browser to
 * the site's unsubscribe page.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  { newsletter, limits }: { newsletter: Newsletter; limits: RateLimits },
): Promise<void> {
  // Mail clients send the one-click unsubscribe as a form (RFC 8058: urlencoded or multipart);
  // its body only says "List-Unsubscribe=One-Click", the token is in the URL.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.post('/api/newsletter', { config: limits.byIp('newsletter') }, async (request) => {
    const { email } = validate(newsletterRequestSchema, request.body);
    await limits.byEmail('newsletter', request, email);
    await newsletter.subscribe(email);
    return { msg: MESSAGES.newsletterSubscribed };
  });

  app.post(
    '/api/newsletter/confirm',
    { config: limits.byIp('newsletterLinks') },
    async (request) => {
      if (!(await newsletter.confirm(tokenOf(request))))
        throw new ServiceError(400, CONFIRM_LINK_DEAD);
      return { msg: MESSAGES.newsletterConfirmed };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    { config: limits.byIp('newsletterUnsubscribe') },
    async (request) => {
      if (!(await newsletter.unsubscribe(tokenOf(request)))) {
        throw new ServiceError(400, UNSUBSCRIBE_LINK_BAD);
      }
      return { msg: MESSAGES.newsletterUnsubscribed };
    },
  );

  // A mail client without RFC 8058 opens the List-Unsubscribe address in a browser: send it to
  // the site's page, which asks before it acts (a GET never unsubscribes: link scanners open them).
  app.get(
    '/api/newsletter/unsubscribe',
    { config: limits.byIp('newsletterUnsubscribe') },
    async (request, reply) => {
      const token = tokenOf(request);
      return reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    },
  );
}
