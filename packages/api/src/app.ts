import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { healthRoutes } from './routes/health';
import { sitePlugin } from './site';

/** Builds the server without listening: main.ts listens, tests use app.inject(). */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request only when debugging: at load, request logs cost more than the work.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });

  await app.register(healthRoutes);
  await app.register(sitePlugin, { siteDir: config.siteDir });
  return app;
}
