import { ANALYTICS_LIMITS, ANALYTICS_PATH, analyticsBatchSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AnalyticsIngest } from '../analytics/ingest';
import { operation } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { ServiceError } from '../services/errors';

const NOT_JSON = 'The request body is not valid JSON.';

/**
 * POST /api/analytics: the site's measurement after consent (decision 090). The beacon sends
 * `text/plain` (a type that needs no CORS preflight when the API is on another origin), whose
 * body is JSON; `application/json` is taken too. 204 at once: events are queued and written
 * after the reply. 400 for a body off the schema, 413 over 16 kB, 415 for other types, 429 past
 * the per-address limit; never 5xx.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  { ingest, limits }: { ingest: AnalyticsIngest; limits: RateLimits },
): Promise<void> {
  // Only in this plugin: the rest of the API still refuses text/plain with 415.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ServiceError(400, NOT_JSON), undefined);
    }
  });

  const route = operation(
    {
      operationId: 'sendAnalytics',
      summary: 'Record page views and Core Web Vitals',
      description: `Only after the visitor accepts cookies. A batch is taken whole or refused whole; the body may also come as \`text/plain\` (what \`navigator.sendBeacon\` sends without a CORS preflight), at most ${ANALYTICS_LIMITS.maxBodyBytes / 1024} kB.`,
      tag: 'Measurement',
      limit: 'analytics',
      body: analyticsBatchSchema,
      consumes: ['text/plain'],
      replies: {
        204: {
          schema: z.undefined(),
          description: 'Taken: the events are written after the reply.',
        },
      },
    },
    limits,
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      ANALYTICS_PATH,
      { ...route, bodyLimit: ANALYTICS_LIMITS.maxBodyBytes },
      async (request, reply) => {
        ingest.accept(request.body, {
          address: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return reply.code(204).send();
      },
    );
}
