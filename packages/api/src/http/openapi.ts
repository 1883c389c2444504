import { createRequire } from 'node:module';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { pageCsp } from './csp';
import { TAGS } from './operation';
import { transform, transformObject } from './openapi-document';
import { SECURITY_SCHEMES } from './security-schemes';
import { validatorCompiler } from './validate';

/** Where the document and the reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The document's version is the contract package's, which ships the same file. */
const contractVersion = (
  createRequire(import.meta.url)('@corvane/contract/package.json') as { version: string }
).version;

const DESCRIPTION = `The API behind Corvane's website: accounts, careers, contact, the newsletter and consented measurement.

Every body is JSON unless an operation says otherwise. A refusal carries the text to show in \`msg\` (and again in \`message\`); a 400 for a body lists every problem in \`errors\`, each with its field's \`path\`. The profile needs the token that sign-in answers, as \`Authorization: Bearer <token>\`. Staff endpoints need the staff console's session cookie, the CSRF header on every change, and one of the roles each names.`;

/**
 * The routes' schemas at the edge: zod validates what comes in and shapes what goes out
 * (nothing leaves that a reply's schema does not name), and @fastify/swagger collects every
 * route into the OpenAPI 3.1 document. Registered before any route, so that it sees them all.
 */
export async function installContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Corvane API', version: contractVersion, description: DESCRIPTION },
      tags: TAGS.map((tag) => ({ ...tag })),
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // OpenAPI 3.1 schemas are JSON Schema 2020-12, where `const` is valid as it is.
    convertConstToEnum: false,
    transform,
    transformObject,
  });
}

/**
 * GET /api/openapi.json, always; the reference page (Swagger UI) at /api/docs unless API_DOCS=off.
 * The page is our own files under the pages' Content-Security-Policy: Swagger UI's scripts and
 * styles from this server, no inline script, no call to any other host (its validator badge
 * would ask validator.swagger.io: `validatorUrl: null`).
 */
export async function documentRoutes(
  api: FastifyInstance,
  { docsPage }: { docsPage: boolean },
): Promise<void> {
  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => api.swagger());
  if (!docsPage) return;
  await api.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: pageCsp([]),
    validatorUrl: false,
    theme: { title: 'Corvane API reference' },
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0, validatorUrl: null },
  });
}
