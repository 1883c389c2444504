import { healthResponseSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operation } from '../http/operation';

/** GET /api/health: a cheap liveness check for load balancers and the test suite. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const startedAt = Date.now();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    operation({
      operationId: 'health',
      summary: 'Whether the server is running',
      tag: 'Service',
      replies: { 200: { schema: healthResponseSchema, description: 'Running.' } },
    }),
    async () => ({
      status: 'ok' as const,
      msg: 'The server is running.',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  );
}
