import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../services/jobs';

/** GET /api/jobs/list: `{ success, jobs, message }`, as the careers page reads it. */
export async function jobsRoutes(app: FastifyInstance, { jobs }: { jobs: Jobs }): Promise<void> {
  app.get('/api/jobs/list', async (request, reply) => {
    try {
      const list = await jobs.list();
      const message =
        list.length === 0
          ? 'No job listings available at the moment.'
          : `${list.length} open ${list.length === 1 ? 'position' : 'positions'}.`;
      return { success: true, jobs: list, message, msg: message };
    } catch (error) {
      request.log.error({ err: error }, 'could not list jobs');
      const message = 'We could not load the job listings just now. Please try again later.';
      return reply.code(503).send({ success: false, jobs: [], message, msg: message });
    }
  });
}
