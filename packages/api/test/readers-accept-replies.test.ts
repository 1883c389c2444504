import { readFileSync } from 'node:fs';
import {
  messageFromBody,
  readJobsListReply,
  readLoginReply,
  readMessageReply,
  readMsgReply,
  readProfileReply,
} from '@corvane/contract';
import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../src/openapi-export';
import { schemaValidator } from './document-schemas';
import { arbitraryOf } from './json-schema-arbitrary';

// The site's lenient readers (decision 056) accept every reply the OpenAPI document allows for
// the calls of spec section 7: each reply comes through with the fields its screen reads (a blank
// text left out, so the screen shows its default), and every refusal gives the text spec section
// 8 names. The document is the committed file (openapi.test.ts keeps it the server's).

type Body = Record<string, unknown>;

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenAPIV3_1.Document;
const components = (document.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
const schemas = schemaValidator(document);

function replySchema(path: string, method: string, status: string) {
  const operation = (document.paths?.[path] as Record<string, OpenAPIV3_1.OperationObject>)[method];
  const reply = operation?.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
  const schema = reply?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${path} ${status} has no JSON reply`);
  return schema as Record<string, unknown>;
}

/** Replies the document allows, each checked against the schema too (the generator's honesty). */
function replies(path: string, method: string, status: string) {
  const schema = replySchema(path, method, status);
  const allowed = schemas.compile(schema);
  return arbitraryOf(schema, components).filter((body) => allowed(body)) as fc.Arbitrary<Body>;
}

/** What a screen gets for a text field: the text, or nothing when it is blank. */
const shown = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `fields` of `body` as the reader gives them: the shown ones only. */
function shownFields(body: Body, fields: string[]) {
  return Object.fromEntries(
    fields.flatMap((field) => (shown(body[field]) === undefined ? [] : [[field, body[field]]])),
  );
}

const RUNS = { numRuns: 150 };

describe('the readers accept every reply the document allows (spec section 7)', () => {
  const msgCalls: Array<[string, string]> = [
    ['/api/user/register', '201'],
    ['/api/user/verify-otp', '200'],
    ['/api/user/resend-otp', '200'],
    ['/api/user/forgot-password', '200'],
    ['/api/user/reset-password', '200'],
    ['/api/newsletter', '200'],
    ['/api/newsletter/confirm', '200'],
    ['/api/newsletter/unsubscribe', '200'],
  ];
  for (const [path, status] of msgCalls) {
    it(`POST ${path} ${status}: msg`, () => {
      fc.assert(
        fc.property(replies(path, 'post', status), (body) => {
          expect(readMsgReply(body)).toEqual(shownFields(body, ['msg']));
        }),
        RUNS,
      );
    });
  }

  it('POST /api/user/login 200: the token, and msg', () => {
    fc.assert(
      fc.property(replies('/api/user/login', 'post', '200'), (body) => {
        expect(readLoginReply(body)).toEqual({ token: body.token, ...shownFields(body, ['msg']) });
      }),
      RUNS,
    );
  });

  it('GET /api/user/profile 200: every field of the profile page', () => {
    const texts = ['firstName', 'lastName', 'email', 'countryCode', 'PhoneNo', 'country'];
    fc.assert(
      fc.property(replies('/api/user/profile', 'get', '200'), (body) => {
        expect(readProfileReply(body)).toEqual({
          ...shownFields(body, texts),
          isVerified: body.isVerified,
        });
      }),
      RUNS,
    );
  });

  it('GET /api/jobs/list 200 and 503: success, every job with an id and a title, message', () => {
    const texts = ['employmentType', 'salaryRange', 'location', 'overview', 'datePosted'];
    const listed = (job: Body) => ({
      _id: job._id,
      title: job.title,
      ...shownFields(job, texts),
      responsibilities: (job.responsibilities as string[]).filter((item) => shown(item)),
      qualifications: (job.qualifications as string[]).filter((item) => shown(item)),
    });
    const either = fc.oneof(
      replies('/api/jobs/list', 'get', '200'),
      replies('/api/jobs/list', 'get', '503'),
    );
    fc.assert(
      fc.property(either, (body) => {
        const jobs = body.success
          ? (body.jobs as Body[]).filter((job) => shown(job._id) && shown(job.title)).map(listed)
          : [];
        expect(readJobsListReply(body)).toEqual({
          success: body.success,
          jobs,
          ...shownFields(body, ['message']),
        });
      }),
      RUNS,
    );
  });

  for (const path of ['/api/applications/submit', '/api/contact']) {
    it(`POST ${path} 201: success and message`, () => {
      fc.assert(
        fc.property(replies(path, 'post', '201'), (body) => {
          expect(readMessageReply(body)).toEqual({
            success: body.success,
            ...shownFields(body, ['message']),
          });
        }),
        RUNS,
      );
    });
  }
});

describe('every refusal the document allows gives the text of spec section 8', () => {
  const refusals: Array<[string, string, string[]]> = [
    ['/api/user/register', 'post', ['400', '409', '429', '500', '503']],
    ['/api/user/login', 'post', ['400', '401', '403', '429']],
    ['/api/user/reset-password', 'post', ['400', '429']],
    ['/api/user/profile', 'get', ['401', '500']],
    ['/api/applications/submit', 'post', ['400', '413', '415', '429', '503']],
  ];
  for (const [path, method, statuses] of refusals) {
    it(`${method.toUpperCase()} ${path} ${statuses.join(', ')}`, () => {
      const bodies = fc.oneof(...statuses.map((status) => replies(path, method, status)));
      fc.assert(
        fc.property(bodies, (body) => {
          // The first message of the errors list, else msg, else message, else the default.
          const listed = ((body.errors as Body[] | undefined) ?? []).map((e) => shown(e.msg));
          const expected =
            listed.find((text) => text !== undefined) ??
            shown(body.msg) ??
            shown(body.message) ??
            'Operation failed';
          expect(messageFromBody(body, 'Operation failed')).toBe(expected);
        }),
        RUNS,
      );
    });
  }
});
