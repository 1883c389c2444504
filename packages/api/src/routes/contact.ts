import { contactRequestSchema, MESSAGES } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import type { Contact } from '../services/contact';

/** POST /api/contact: the contact form when no third-party mail service is configured. */
export async function contactRoutes(
  app: FastifyInstance,
  { contact, limits }: { contact: Contact; limits: RateLimits },
): Promise<void> {
  app.post('/api/contact', { config: limits.byIp('contact') }, async (request, reply) => {
    const body = validate(contactRequestSchema, request.body);
    await limits.byEmail('contact', request, body.email);
    await contact.send(body);
    const message = MESSAGES.contactSent;
    return reply.code(201).send({ success: true, message, msg: message });
  });
}
