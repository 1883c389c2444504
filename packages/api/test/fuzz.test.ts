import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFields } from './forms';
import {
  analyticsBody,
  applicationParts,
  contentType,
  hostileHeaders,
  jsonBody,
  multipartBody,
} from './fuzz-inputs';
import { freshIp, registration, startTestServer, type TestServer } from './helpers';

// Property-based fuzzing of every endpoint through app.inject: for any body, headers or form,
// the answer is 2xx or 4xx JSON with a `msg`, never 5xx, never a stack trace, a path or SQL.
// Seeded, so a failure repeats; FUZZ_RUNS raises or lowers the cases per endpoint.

const SEED = 13;
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** Signs of internals in an answer: file paths, stack frames, SQL, the database's own words. */
const LEAKS =
  /node_modules|\/work\/|\/home\/|\/tmp\/|\.[cm]?[jt]s:\d+|\bat \S+ \(|Failed query|\bselect\b.*\bfrom\b|insert into|drizzle|pglite|postgres|syntax error at|violates|\bSQLSTATE\b|"stack"/i;

let server: TestServer;
beforeAll(async () => {
  // Cheap password hashing: this suite tests input handling, not hashing costs.
  server = await startTestServer(
    { RATE_LIMITS: 'off' },
    { passwordParams: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
  );
}, 300_000);
afterAll(() => server.close());

function expectSafeAnswer(res: LightMyRequestResponse, input: unknown) {
  const context = `${res.statusCode} ${res.body.slice(0, 300)} for ${JSON.stringify(input).slice(0, 300)}`;
  expect(res.statusCode, context).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, context).toBeLessThan(500);
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  // Answers over 1 KB may come compressed, as the request allowed.
  const encoding = res.headers['content-encoding'];
  const text =
    encoding === 'br'
      ? brotliDecompressSync(res.rawPayload).toString()
      : encoding === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.body;
  const body = JSON.parse(text) as { msg?: unknown };
  expect(typeof body.msg === 'string' && body.msg.length > 0, context).toBe(true);
  expect(text, context).not.toMatch(LEAKS);
}

const JSON_ENDPOINTS: [string, Record<string, unknown>][] = [
  ['/api/user/register', registration({ email: 'fuzz.user@example.com' })],
  ['/api/user/verify-otp', { email: 'fuzz.user@example.com', otp: '123456' }],
  ['/api/user/resend-otp', { email: 'fuzz.user@example.com' }],
  ['/api/user/login', { email: 'fuzz.user@example.com', password: 'Str0ng!Pass' }],
  ['/api/user/forgot-password', { email: 'fuzz.user@example.com' }],
  [
    '/api/user/reset-password',
    { email: 'fuzz.user@example.com', otp: '123456', newPassword: 'N3w&Better' },
  ],
  [
    '/api/contact',
    { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A message.' },
  ],
  ['/api/newsletter', { email: 'reader@example.com' }],
  ['/api/newsletter/confirm', { token: 'x'.repeat(43) }],
  ['/api/newsletter/unsubscribe', { token: `${'0'.repeat(36)}.${'x'.repeat(43)}` }],
];

// A fixed amount of work per test, so the limit only catches a hang: 2,000 requests take 3-20 s
// on a quiet 2-core host and over 30 s on a busy one.
describe(`fuzzing (${RUNS} cases per endpoint, seed ${SEED})`, { timeout: 120_000 }, () => {
  it.each(JSON_ENDPOINTS)('POST %s: any JSON body and headers', async (url, valid) => {
    await fc.assert(
      fc.asyncProperty(
        jsonBody(valid),
        contentType,
        hostileHeaders,
        async (body, type, headers) => {
          const request: InjectOptions = {
            method: 'POST',
            url,
            payload: body,
            headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            remoteAddress: freshIp(),
          };
          expectSafeAnswer(await server.app.inject(request), { body, type, headers });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it.each(['/api/user/profile', '/api/jobs/list', '/api/health'])(
    'GET %s: any headers and query',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(
          hostileHeaders,
          fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
          async (headers, query) => {
            const res = await server.app.inject({
              method: 'GET',
              url: `${url}?${encodeURIComponent(query)}`,
              headers,
              remoteAddress: freshIp(),
            });
            expectSafeAnswer(res, { headers, query });
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    },
  );

  it('POST /api/analytics: any batch, type and headers; 204 with no body or a 4xx with msg', async () => {
    const events = [
      {
        type: 'pageview',
        path: '/careers',
        referrer: 'www.example.com',
        width: 'phone',
        language: 'en-GB',
      },
      { type: 'vital', path: '/', name: 'LCP', value: 2400, rating: 'good', element: 'main > h1' },
    ];
    await fc.assert(
      fc.asyncProperty(
        analyticsBody(events),
        fc.oneof(contentType, fc.constant('text/plain;charset=UTF-8')),
        hostileHeaders,
        async (body, type, headers) => {
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/analytics',
            payload: body,
            headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            remoteAddress: freshIp(),
          });
          if (res.statusCode === 204) expect(res.body).toBe('');
          else expectSafeAnswer(res, { body: body.slice(0, 300), type, headers });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('POST /api/applications/submit: any multipart form', async () => {
    const jobs = (await server.app.inject({ url: '/api/jobs/list' })).json() as {
      jobs: { _id: string }[];
    };
    const valid = applicationFields(jobs.jobs[0]!._id, { email: 'fuzz.applicant@example.com' });
    await fc.assert(
      fc.asyncProperty(
        applicationParts(valid),
        fc.constantFrom('boundary123', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 4 }),
        fc.constantFrom('same', 'other', 'missing'),
        async (parts, boundary, cut, declared) => {
          const type =
            declared === 'missing'
              ? 'multipart/form-data'
              : `multipart/form-data; boundary=${declared === 'same' ? boundary : 'another'}`;
          const res = await server.app.inject({
            method: 'POST',
            url: '/api/applications/submit',
            headers: { 'content-type': type },
            payload: multipartBody(parts, boundary, cut ?? undefined),
            remoteAddress: freshIp(),
          });
          expectSafeAnswer(res, { parts: parts.map((p) => p.name), boundary, cut, declared });
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
