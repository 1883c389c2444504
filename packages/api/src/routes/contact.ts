import { contactRequestSchema, MESSAGES, messageResponseSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import type { Contact } from '../services/contact';

/** POST /api/contact: the contact form when no third-party mail service is configured. */
export async function contactRoutes(
  app: FastifyInstance,
  { contact, limits }: { contact: Contact; limits: RateLimits },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    operation(
      {
        operationId: 'sendContact',
        summary: 'Send a message to the company',
        tag: 'Contact',
        limit: 'contact',
        body: contactRequestSchema,
        replies: { 201: { schema: messageResponseSchema, description: 'Sent.' } },
      },
      limits,
    ),
    async (request, reply) => {
      await limits.byEmail('contact', request, request.body.email);
      await contact.send(request.body);
      const message = MESSAGES.contactSent;
      return reply.code(201).send({ success: true, message, msg: message });
    },
  );
}
