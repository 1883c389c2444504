import {
  MESSAGES,
  msgResponseSchema,
  newsletterRequestSchema,
  newsletterTokenRequestSchema,
} from '@corvane/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { ServiceError } from '../services/errors';
import type { Newsletter } from '../services/newsletter';

const CONFIRM_LINK_DEAD =
  'This confirmation link does not work any more: each link works once, for 7 days. To subscribe, enter your email in the newsletter form again.';
const UNSUBSCRIBE_LINK_BAD =
  'This unsubscribe link is not complete. Please open the link from the email exactly as it was sent.';

/** A link's token in the query, as a mail client's one-click unsubscribe (RFC 8058) sends it. */
const linkQuerySchema = z.object({
  token: z
    .string()
    .optional()
    .describe("The link's token, instead of the body: a mail client's one-click unsubscribe."),
});

/**
 * The token from the link's query (RFC 8058 one-click) or else from a JSON body (the site's
 * page), put in the body before it is validated: either place may hold it.
 */
async function tokenFromQueryOrBody(request: FastifyRequest) {
  const { token } = (request.query ?? {}) as { token?: unknown };
  const body = request.body && typeof request.body === 'object' ? request.body : {};
  request.body = { token: typeof token === 'string' ? token : (body as { token?: unknown }).token };
}

const ONE_CLICK =
  "Mail clients' one-click unsubscribe (RFC 8058) posts a form instead, with the token in the query.";

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Mail clients send the one-click unsubscribe as a form (RFC 8058: urlencoded or multipart);
  // its body only says "List-Unsubscribe=One-Click", the token is in the URL.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  api.post(
    '/api/newsletter',
    operation(
      {
        operationId: 'subscribeNewsletter',
        summary: 'Subscribe to the newsletter',
        description:
          'Sends a confirmation mail. The same answer for a new, a waiting and a subscribed address: it never says which addresses are on the list.',
        tag: 'Newsletter',
        limit: 'newsletter',
        body: newsletterRequestSchema,
        replies: {
          200: { schema: msgResponseSchema, description: 'A confirmation mail is on its way.' },
        },
      },
      limits,
    ),
    async (request) => {
      const { email } = request.body;
      await limits.byEmail('newsletter', request, email);
      await newsletter.subscribe(email);
      return { msg: MESSAGES.newsletterSubscribed };
    },
  );

  api.post(
    '/api/newsletter/confirm',
    {
      ...operation(
        {
          operationId: 'confirmNewsletter',
          summary: 'Confirm a subscription with the link of its mail',
          description: 'Each link works once, for 7 days.',
          tag: 'Newsletter',
          limit: 'newsletterLinks',
          body: newsletterTokenRequestSchema,
          querystring: linkQuerySchema,
          replies: { 200: { schema: msgResponseSchema, description: 'Subscribed.' } },
          refusals: { 400: [CONFIRM_LINK_DEAD] },
        },
        limits,
      ),
      preValidation: tokenFromQueryOrBody,
    },
    async (request) => {
      if (!(await newsletter.confirm(request.body.token))) {
        throw new ServiceError(400, CONFIRM_LINK_DEAD);
      }
      return { msg: MESSAGES.newsletterConfirmed };
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      ...operation(
        {
          operationId: 'unsubscribeNewsletter',
          summary: 'Unsubscribe with the link of any newsletter mail',
          description: `Answers the same for an address that was already unsubscribed. ${ONE_CLICK}`,
          tag: 'Newsletter',
          limit: 'newsletterUnsubscribe',
          body: newsletterTokenRequestSchema,
          querystring: linkQuerySchema,
          replies: { 200: { schema: msgResponseSchema, description: 'Unsubscribed.' } },
          refusals: { 400: [UNSUBSCRIBE_LINK_BAD] },
        },
        limits,
      ),
      preValidation: tokenFromQueryOrBody,
    },
    async (request) => {
      if (!(await newsletter.unsubscribe(request.body.token))) {
        throw new ServiceError(400, UNSUBSCRIBE_LINK_BAD);
      }
      return { msg: MESSAGES.newsletterUnsubscribed };
    },
  );

  // A mail client without RFC 8058 opens the List-Unsubscribe address in a browser: send it to
  // the site's page, which asks before it acts (a GET never unsubscribes: link scanners open them).
  api.get(
    '/api/newsletter/unsubscribe',
    operation(
      {
        operationId: 'openUnsubscribePage',
        summary: "Send a browser to the site's unsubscribe page",
        description: 'Never unsubscribes by itself: link scanners open such links.',
        tag: 'Newsletter',
        limit: 'newsletterUnsubscribe',
        // Inline (a query's parameters cannot be a reference to a component).
        querystring: z.object({ token: newsletterTokenRequestSchema.shape.token }),
        replies: {
          303: {
            schema: z.undefined(),
            description: 'To the page that asks before it unsubscribes.',
            headers: { location: '/newsletter/unsubscribe?token=…' },
          },
        },
      },
      limits,
    ),
    async (request, reply) => {
      const { token } = request.query;
      return reply.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, 303);
    },
  );
}
