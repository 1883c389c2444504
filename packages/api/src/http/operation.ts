import { errorResponseSchema, invalidRequestResponseSchema } from '@corvane/contract';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { FRAMEWORK_MESSAGES, GENERIC_500, UNAVAILABLE } from './errors';
import { LIMITS, tooManyText, type LimitName, type RateLimits } from './rate-limits';
import { RESTARTING } from './shutdown';
import { NOT_AN_OBJECT } from './validate';

// One declaration per route: its input and every reply it can answer, from the contract's
// schemas, plus what the OpenAPI document says about it. Fastify validates and serialises with
// the schemas; http/openapi.ts turns the rest into the document (decision 103).

/** The groups of the API's document, in the order a reader meets them. */
export const TAGS = [
  { name: 'Accounts', description: 'Sign-up and its code, sign-in, password reset, the profile.' },
  { name: 'Careers', description: 'The open positions, and applying for one.' },
  { name: 'Contact', description: "The home page's contact form." },
  { name: 'Newsletter', description: 'Subscribing (double opt-in) and the links in its mails.' },
  { name: 'Measurement', description: 'Page views and Core Web Vitals, sent after consent.' },
  { name: 'Service', description: 'For load balancers and operators.' },
  {
    name: 'Staff',
    description:
      'The staff console: sign-in with a second factor, jobs and applications, staff accounts, the audit log and privacy requests.',
  },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

/** A reply an operation declares: its body's schema and, for the document, what it means. */
export interface ReplySpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  description: string;
  /** Bodies shown as examples in the document. */
  examples?: readonly unknown[];
  /** Headers the reply carries: name, then what it says. */
  headers?: Record<string, string>;
  /** A file rather than JSON: the media types it may come as (the schema is then not used). */
  mediaTypes?: readonly string[];
}

type Replies = Record<number, ReplySpec>;

export interface OperationSpec<R extends Replies, B, Q, P = undefined> {
  /** The name a generated client gives the call (the contract client's where it has one). */
  operationId: string;
  summary: string;
  description?: string;
  tag: Tag;
  /** Its rate limit (http/rate-limits.ts), counted per address before the body is read. */
  limit?: LimitName;
  body?: B;
  /** Media types the body may come as besides JSON's (the beacon's text/plain). */
  consumes?: string[];
  querystring?: Q;
  /** The path's parameters (`/jobs/:id`). */
  params?: P;
  /** The replies of its own: its success, and any refusal with a body other than `{ msg }`. */
  replies: R;
  /**
   * Refusals beyond the shared ones (400 for a bad body, 429, 5xx...): their texts, or whole
   * example bodies (`validationExample`).
   */
  refusals?: Partial<Record<number, readonly (string | object)[]>>;
  /** A multipart form the handler reads itself: declared in the document only. */
  form?: z.ZodType;
  /** Security requirements, as the document lists them (`[{ visitorToken: [] }]`). */
  security?: Record<string, string[]>[];
}

/** What the document says of each reply, by status (FastifyContextConfig['docs']). */
export interface OperationDocs {
  replies: Record<string, Omit<ReplySpec, 'schema'>>;
  form?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by http/openapi.ts when it writes the route into the document. */
    docs?: OperationDocs;
  }
}

/** What each refusal status means, for the document. */
const MEANING: Record<number, string> = {
  400: 'Refused: `msg` says why, and `errors` lists every problem of the fields.',
  401: 'Not signed in, or the sign-in is no longer valid.',
  403: 'Not allowed.',
  409: 'Conflicts with what is already there.',
  413: 'Too large.',
  415: 'Not of a media type this operation takes.',
  429: 'Too many requests: wait as long as `msg` and `Retry-After` say.',
  500: 'Something went wrong on our side.',
  503: 'The database cannot be reached, or the server is restarting: try again shortly.',
};

const RETRY_AFTER = { 'retry-after': 'Seconds to wait before trying again.' };

const framework = (code: string) => FRAMEWORK_MESSAGES[code]![1];
const refusal = (text: string) => ({ msg: text, message: text });

/** What validating `input` with `schema` answers: an example that is true by construction. */
export function validationExample(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  const errors = result.error?.issues.map((i) => ({ path: i.path.join('.'), msg: i.message }));
  return errors?.length ? { ...refusal(errors[0]!.msg), errors } : undefined;
}

/** The limit in words and as the `x-rate-limit` extension. */
function describeLimit(name: LimitName) {
  const limit: { ip: { max: number; minutes: number }; email?: { max: number; minutes: number } } =
    LIMITS[name];
  const per = ({ max, minutes }: { max: number; minutes: number }) =>
    `${max} in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}`;
  const words =
    `Rate limit: ${per(limit.ip)} from one address` +
    (limit.email ? `, and ${per(limit.email)} for one email address.` : '.');
  const window = ({ max, minutes }: { max: number; minutes: number }) => ({
    max,
    windowSeconds: minutes * 60,
  });
  return {
    words,
    extension: {
      perAddress: window(limit.ip),
      ...(limit.email ? { perEmail: window(limit.email) } : {}),
    },
  };
}

/** The refusals every operation of this kind can answer, by status, with example bodies. */
function sharedRefusals(spec: OperationSpec<Replies, unknown, unknown, unknown>) {
  const shared: Record<number, unknown[]> = {
    500: [refusal(GENERIC_500)],
    503: [refusal(UNAVAILABLE), refusal(RESTARTING)],
  };
  const invalid: unknown[] = [];
  if (spec.body) {
    const emptyForm = validationExample(spec.body as z.ZodType, {});
    if (emptyForm) invalid.push(emptyForm);
    invalid.push(
      refusal(NOT_AN_OBJECT),
      refusal(framework('FST_ERR_CTP_INVALID_JSON_BODY')),
      refusal(framework('FST_ERR_CTP_EMPTY_JSON_BODY')),
    );
    shared[413] = [refusal(framework('FST_ERR_CTP_BODY_TOO_LARGE'))];
    shared[415] = [refusal(framework('FST_ERR_CTP_INVALID_MEDIA_TYPE'))];
  }
  if (spec.querystring) {
    const emptyQuery = validationExample(spec.querystring as z.ZodType, {});
    if (emptyQuery) invalid.push(emptyQuery);
  }
  if (invalid.length > 0) shared[400] = invalid;
  if (spec.limit) shared[429] = [refusal(tooManyText(LIMITS[spec.limit].ip.minutes))];
  for (const [status, texts] of Object.entries(spec.refusals ?? {})) {
    const bodies = texts!.map((text) => (typeof text === 'string' ? refusal(text) : text));
    shared[Number(status)] = [...(shared[Number(status)] ?? []), ...bodies];
  }
  return shared;
}

type RouteSchema<R extends Replies, B, Q, P> = FastifySchema & {
  body: B;
  querystring: Q;
  params: P;
  response: { [K in keyof R]: R[K] extends ReplySpec<infer S> ? S : never };
};

/**
 * The route options of one operation: `schema` (validation, serialisation, the document) and
 * `config` (its per-address rate limit, and what the document says of each reply). Every
 * refusal gets `ErrorResponse` (400: `InvalidRequestResponse`), so nothing leaves unchecked.
 */
export function operation<
  const R extends Replies,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  spec: OperationSpec<R, B, Q, P>,
  limits?: RateLimits,
): { schema: RouteSchema<R, B, Q, P>; config: FastifyContextConfig } {
  if (spec.limit && !limits) throw new Error(`${spec.operationId}: a limit needs the RateLimits`);
  const response: Record<number, z.ZodType> = {};
  const docs: OperationDocs = { replies: {}, ...(spec.form ? { form: spec.form } : {}) };
  for (const [status, examples] of Object.entries(sharedRefusals(spec))) {
    const code = Number(status);
    response[code] = code === 400 ? invalidRequestResponseSchema : errorResponseSchema;
    docs.replies[status] = {
      description: MEANING[code] ?? 'Refused.',
      examples,
      ...(code === 429 || code === 503 ? { headers: RETRY_AFTER } : {}),
    };
  }
  for (const [status, { schema, ...doc }] of Object.entries(spec.replies as Replies)) {
    response[Number(status)] = schema;
    docs.replies[status] = doc;
  }
  const limit = spec.limit ? describeLimit(spec.limit) : undefined;
  const description = [spec.description, limit?.words].filter(Boolean).join('\n\n');
  const schema = {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(description ? { description } : {}),
    tags: [spec.tag],
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.consumes ? { consumes: ['application/json', ...spec.consumes] } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.security ? { security: spec.security } : {}),
    ...(limit ? { 'x-rate-limit': limit.extension } : {}),
    response,
  };
  const rateLimit = spec.limit && limits ? limits.byIp(spec.limit) : {};
  // The reply types Fastify infers are the success schemas'; refusals go out through the error
  // handler, which the types do not see.
  return { schema: schema as unknown as RouteSchema<R, B, Q, P>, config: { ...rateLimit, docs } };
}
