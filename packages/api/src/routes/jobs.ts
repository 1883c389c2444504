import type { FastifyInstance } from 'fastify';
import type { JobsListCache } from '../services/jobs-cache';

/** GET /api/jobs/list: `{ success, jobs, message }`, as the careers page reads it. */
export async function jobsRoutes(
  app: FastifyInstance,
  { jobsList }: { jobsList: JobsListCache },
): Promise<void> {
  app.get('/api/jobs/list', async (request, reply) => {
    try {
      return reply.type('application/json; charset=utf-8').send(await jobsList.reply());
    } catch (error) {
      request.log.error({ err: error }, 'could not list jobs');
      const message = 'We could not load the job listings just now. Please try again later.';
      return reply.code(503).send({ success: false, jobs: [], message, msg: message });
    }
  });
}
