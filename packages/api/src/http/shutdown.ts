import type { FastifyInstance } from 'fastify';

export const RESTARTING = 'The server is restarting. Please try again in a moment.';

/**
 * Once close() begins (SIGTERM), requests already running finish, and any new request that
 * still arrives on an open keep-alive connection gets 503 with `msg` (Fastify's own has none).
 */
export function installShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    return reply.code(503).send({ msg: RESTARTING, message: RESTARTING });
  });
  // A reply that finishes during the shutdown closes its keep-alive connection, so the server
  // stops as soon as the last one is sent instead of waiting for idle connections to time out.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
