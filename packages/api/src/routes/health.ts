import type { FastifyInstance } from 'fastify';

/** GET /api/health: a cheap liveness check for load balancers and the test suite. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const startedAt = Date.now();
  app.get('/api/health', async () => ({
    status: 'ok',
    msg: 'The server is running.',
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }));
}
