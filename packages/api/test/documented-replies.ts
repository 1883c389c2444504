import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { schemaValidator } from './document-schemas';

// Keeps the OpenAPI document true (decision 103): every reply a test receives from an operation
// of the document must be one that operation declares, with a body its schema allows. Installed
// by startTestServer (helpers.ts), so every API test checks it without asking.

type Check = (method: string, path: string, response: LightMyRequestResponse) => void;

const checkers = new Map<string, Check>();

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** One validator per reply of each operation, compiled from the document's own schemas. */
function checkerOf(document: OpenAPIV3_1.Document): Check {
  const schemas = schemaValidator(document);
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: object) => {
    if (!validators.has(key)) validators.set(key, schemas.compile(schema));
    return validators.get(key)!;
  };

  return (method, path, response) => {
    const operation = (document.paths?.[path] as Record<string, OpenAPIV3_1.OperationObject>)?.[
      method.toLowerCase()
    ];
    if (!operation) return; // a page, an unknown path, the document itself: not an operation
    const name = `${method} ${path} (${operation.operationId})`;
    const status = String(response.statusCode);
    const declared = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
    if (!declared) {
      throw new Error(
        `${name} answered ${status}, which its operation does not declare (src/routes/): ${response.body}`,
      );
    }
    const body = decoded(response);
    if (!declared.content) {
      if (body !== '') throw new Error(`${name} ${status} declares no body, yet sent: ${body}`);
      return;
    }
    const media = String(response.headers['content-type'] ?? '').split(';')[0]!;
    const content = declared.content[media];
    // A file (a resume, a CSV): its media type is what the document can say of it.
    if (content?.schema && media !== 'application/json') return;
    if (!content?.schema) {
      throw new Error(`${name} ${status} sent ${media || 'no type'}, which it does not declare`);
    }
    const validate = validatorOf(`${name} ${status} ${media}`, content.schema);
    if (!validate(JSON.parse(body))) {
      const problems = schemas.errorsText(validate);
      throw new Error(
        `${name} ${status}: the body is not what the document says (${problems}): ${body}`,
      );
    }
  };
}

/**
 * Wraps `app.inject` so that each reply is checked against the document the app serves. The
 * callback and chained forms of inject are left as they are (the suites await the promise).
 */
export function checkRepliesAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (
    options: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  let check: Check | undefined;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    if (!check) {
      const document = app.swagger() as OpenAPIV3_1.Document;
      const key = JSON.stringify(document);
      if (!checkers.has(key)) checkers.set(key, checkerOf(document));
      check = checkers.get(key)!;
    }
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options;
    const path = typeof url === 'string' ? url.split('?')[0]! : (url.pathname ?? '/');
    check(method.toUpperCase(), path, response);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}
