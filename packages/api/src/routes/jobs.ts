import { jobsListResponseSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import { operation } from '../http/operation';
import { JOBS_UNAVAILABLE, type JobsListCache } from '../services/jobs-cache';

/** GET /api/jobs/list: `{ success, jobs, message }`, as the careers page reads it. */
export async function jobsRoutes(
  app: FastifyInstance,
  { jobsList }: { jobsList: JobsListCache },
): Promise<void> {
  // Without the zod type provider: the reply is the cache's JSON text, already serialised.
  app.get(
    '/api/jobs/list',
    operation({
      operationId: 'listJobs',
      summary: 'The open positions',
      description: 'Newest first. The list may be up to 10 seconds old.',
      tag: 'Careers',
      replies: {
        200: { schema: jobsListResponseSchema, description: 'The list (it may be empty).' },
        503: {
          schema: jobsListResponseSchema,
          description: 'The list cannot be read just now: no jobs, and a message saying so.',
          examples: [JOBS_UNAVAILABLE],
        },
      },
    }),
    async (request, reply) => {
      try {
        return reply.type('application/json; charset=utf-8').send(await jobsList.reply());
      } catch (error) {
        request.log.error({ err: error }, 'could not list jobs');
        return reply.code(503).send(JOBS_UNAVAILABLE);
      }
    },
  );
}
