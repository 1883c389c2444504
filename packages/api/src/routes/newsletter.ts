import { MESSAGES, newsletterRequestSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import type { Newsletter } from '../services/newsletter';

/** POST /api/newsletter: `{ email }` in, the same `{ msg }` out for a new or known address. */
export async function newsletterRoutes(
  app: FastifyInstance,
  { newsletter, limits }: { newsletter: Newsletter; limits: RateLimits },
): Promise<void> {
  app.post('/api/newsletter', { config: limits.byIp('newsletter') }, async (request) => {
    const { email } = validate(newsletterRequestSchema, request.body);
    await limits.byEmail('newsletter', request, email);
    await newsletter.subscribe(email);
    return { msg: MESSAGES.newsletterSubscribed };
  });
}
