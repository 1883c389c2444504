import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '../src/http/errors';
import { installContract } from '../src/http/openapi';

/**
 * A Fastify instance with the API's edge only (the error replies, the schemas' validator and
 * serializer, the OpenAPI document) and no database: for routes a test declares itself.
 */
export async function bareApp(routes: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await installContract(app);
  await app.register(routes);
  await app.ready();
  return app;
}
