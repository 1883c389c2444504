import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { errorResponseSchema, msgResponseSchema } from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp } from '../src/http/csp';
import { documentRoutes } from '../src/http/openapi';
import { LIMITS } from '../src/http/rate-limits';
import { documentText, OPENAPI_COMMAND, OPENAPI_FILE } from '../src/openapi-export';
import { bareApp } from './bare-app';
import { checkRepliesAgainstDocument } from './documented-replies';
import { startTestServer, type TestServer } from './helpers';

type Operation = OpenAPIV3_1.OperationObject & { 'x-rate-limit'?: unknown };

let server: TestServer;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  server = await startTestServer();
  document = (await server.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is the file @corvane/contract/openapi.json ships', async () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(
      committed === (await documentText(document)),
      `packages/contract/openapi.json is not what the server generates: run "${OPENAPI_COMMAND}"`,
    ).toBe(true);
  });

  it('names, sums up and tags every operation, and declares its server errors with examples', () => {
    expect(operations().length).toBeGreaterThanOrEqual(16);
    for (const { name, operation } of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags, name).toHaveLength(1);
      for (const status of ['500', '503']) {
        const reply = operation.responses?.[status] as OpenAPIV3_1.ResponseObject;
        const media = reply?.content?.['application/json'];
        // The job list answers its 503 in the shape of the list (no jobs, and why).
        expect(media?.schema, `${name} ${status}`).toHaveProperty('$ref');
        expect(Object.keys(media?.examples ?? {}).length, `${name} ${status}`).toBeGreaterThan(0);
      }
      const server = operation.responses?.['500'] as OpenAPIV3_1.ResponseObject;
      expect(server.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ErrorResponse',
      });
    }
  });

  it('states each rate limit in words, as x-rate-limit, and with its 429 reply', () => {
    const limited = operations().filter(({ operation }) => operation['x-rate-limit']);
    expect(limited.map(({ operation }) => operation.operationId)).toContain('login');
    const login = limited.find(({ operation }) => operation.operationId === 'login')!.operation;
    expect(login['x-rate-limit']).toEqual({
      perAddress: { max: LIMITS.login.ip.max, windowSeconds: LIMITS.login.ip.minutes * 60 },
      perEmail: { max: LIMITS.login.email.max, windowSeconds: LIMITS.login.email.minutes * 60 },
    });
    expect(login.description).toContain(
      'Rate limit: 30 in 15 minutes from one address, and 10 in 15 minutes for one email address.',
    );
    for (const { name, operation } of limited) {
      const reply = operation.responses?.['429'] as OpenAPIV3_1.ResponseObject;
      expect(reply?.headers, name).toHaveProperty('retry-after');
      expect(JSON.stringify(reply?.content), name).toMatch(/Too many attempts\. Please wait/);
    }
  });

  it('shows the texts a visitor is refused with as examples', () => {
    const login = document.paths?.['/api/user/login']?.post;
    const examples = (status: string) =>
      Object.values(
        (login?.responses?.[status] as OpenAPIV3_1.ResponseObject).content!['application/json']!
          .examples ?? {},
      ).map((example) => (example as OpenAPIV3_1.ExampleObject).value);
    expect(examples('401')).toContainEqual({
      msg: 'Incorrect email or password.',
      message: 'Incorrect email or password.',
    });
    // The validator's own answer to an empty body: every problem, the first one as `msg`.
    expect(examples('400')).toContainEqual({
      msg: 'Email is required.',
      message: 'Email is required.',
      errors: [
        { path: 'email', msg: 'Email is required.' },
        { path: 'password', msg: 'Password is required.' },
      ],
    });
  });

  it('declares the multipart application form, the beacon types and the bearer token', () => {
    const submit = document.paths?.['/api/applications/submit']?.post;
    expect(submit?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': { schema: { $ref: '#/components/schemas/ApplicationForm' } },
      },
    });
    const form = document.components?.schemas?.ApplicationForm as OpenAPIV3_1.SchemaObject;
    expect(form.required).toContain('resume');
    expect(form.properties?.resume).toMatchObject({ type: 'string', format: 'binary' });
    const beacon = document.paths?.['/api/analytics']?.post?.requestBody;
    expect(Object.keys((beacon as OpenAPIV3_1.RequestBodyObject).content)).toEqual([
      'application/json',
      'text/plain',
    ]);
    expect(document.paths?.['/api/user/profile']?.get?.security).toEqual([{ visitorToken: [] }]);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual([
      'visitorToken',
      'staffSession',
      'staffCsrf',
    ]);
  });
});

describe('the reference page at /api/docs', () => {
  it('is Swagger UI from our own files, under the pages’ Content-Security-Policy', async () => {
    const page = await server.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(pageCsp([]));
    expect(page.body).toContain('<title>Corvane API reference</title>');
    expect(page.body).not.toMatch(/<script>|\son[a-z]+=/); // no inline script: the CSP allows none
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//); // nothing from another host
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(files).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const file of files) {
      expect((await server.app.inject({ url: file })).statusCode, file).toBe(200);
    }
  });

  it('reads this server’s document and never asks the online validator', async () => {
    const script = await server.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(script.body).toContain("url: resolveUrl('./json')");
    expect(script.body).toMatch(/validatorUrl: null/);
    expect((await server.app.inject({ url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('is not served with API_DOCS=off; the document still is', async () => {
    const app: FastifyInstance = await bareApp((api) => documentRoutes(api, { docsPage: false }));
    try {
      expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/openapi.json' })).json().openapi).toBe('3.1.0');
    } finally {
      await app.close();
    }
  });
});

describe('the check every API test makes of its replies', () => {
  async function appWith(status: number, body: string) {
    const app = await bareApp(async (api) => {
      api.get(
        '/api/probe',
        {
          schema: {
            summary: 'A probe',
            response: { 200: msgResponseSchema, 500: errorResponseSchema },
          },
        },
        // Sent as text already serialised, so the serializer does not shape it; the status may
        // be one the route does not declare, which is the point.
        async (_request, reply) =>
          reply
            .code(status as 200)
            .type('application/json')
            .send(body),
      );
    });
    checkRepliesAgainstDocument(app);
    return app;
  }

  it('fails loudly on a status the operation does not declare', async () => {
    const app = await appWith(418, '{"msg":"short and stout"}');
    await expect(app.inject({ url: '/api/probe' })).rejects.toThrow(
      'GET /api/probe (undefined) answered 418, which its operation does not declare',
    );
    await app.close();
  });

  it('fails on a body its schema does not allow, and passes one it does', async () => {
    const app = await appWith(200, '{"message":"no msg"}');
    await expect(app.inject({ url: '/api/probe' })).rejects.toThrow(
      /^GET \/api\/probe \(undefined\) 200: the body is not what the document says \(data must have required property 'msg'/,
    );
    await app.close();
    const good = await appWith(200, '{"msg":"fine"}');
    expect((await good.inject({ url: '/api/probe' })).json()).toEqual({ msg: 'fine' });
    await good.close();
  });
});
