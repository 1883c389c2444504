import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ReplySpec } from './operation';

// How the routes' zod schemas become the OpenAPI document: fastify-type-provider-zod converts
// each schema (contract schemas with an `id` become components), then the route's own words
// (http/operation.ts) are added, and the components no operation uses are dropped.

const zodTransform = createJsonSchemaTransform({ skipList: [] });

type JsonObject = Record<string, unknown>;

/** Names each example by the text it shows, which is also its summary. */
function namedExamples(examples: readonly unknown[]) {
  const named: Record<string, { summary?: string; value: unknown }> = {};
  examples.forEach((value, index) => {
    const text = (value as { msg?: unknown } | null)?.msg;
    const summary = typeof text === 'string' ? text : undefined;
    // The first words, up to 40 characters: `incorrect-email-or-password`.
    const slug = summary
      ?.toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .reduce((name, word) => (name.length + word.length < 40 ? `${name}-${word}` : name), '')
      .slice(1);
    let name = slug || `example-${index + 1}`;
    while (name in named) name = `${name}-${index + 1}`;
    named[name] = { ...(summary ? { summary } : {}), value };
  });
  return named;
}

/** A reply as @fastify/swagger takes it: its body's schema under its media type (or none). */
function describedReply(json: JsonObject, reply: Omit<ReplySpec, 'schema'>) {
  const headers = Object.entries(reply.headers ?? {}).map(([name, description]) => [
    name,
    { type: 'string', description },
  ]);
  const described = {
    description: reply.description,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
  };
  // No body (204, 303): the provider writes `{ type: 'null' }`, which @fastify/swagger skips.
  if (json.type === 'null') return { ...json, ...described };
  // A file: a string of bytes in each of its media types.
  if (reply.mediaTypes) {
    const file = (type: string) => [type, { schema: { type: 'string', contentMediaType: type } }];
    return { ...described, content: Object.fromEntries(reply.mediaTypes.map(file)) };
  }
  const examples = reply.examples ? { examples: namedExamples(reply.examples) } : {};
  return { ...described, content: { 'application/json': { schema: json, ...examples } } };
}

/**
 * One route into the document: the zod schemas converted, the multipart form a handler reads
 * itself put in as the body, and each reply's description, examples and headers.
 */
export const transform: SwaggerTransform = (input) => {
  const docs = input.route.config?.docs;
  const schema =
    docs?.form && input.schema
      ? { ...input.schema, body: docs.form, consumes: ['multipart/form-data'] }
      : input.schema;
  const result = zodTransform({ ...input, schema } as Parameters<typeof zodTransform>[0]);
  const converted = result.schema as JsonObject | undefined;
  const responses = converted?.response as Record<string, JsonObject> | undefined;
  if (!docs || !responses) return result;
  const described = Object.fromEntries(
    Object.entries(responses).map(([status, json]) => {
      const reply = docs.replies[status];
      return [status, reply ? describedReply(json, reply) : json];
    }),
  );
  return { ...result, schema: { ...converted, response: described } } as ReturnType<
    typeof zodTransform
  >;
};

const COMPONENT = '#/components/schemas/';

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** A copy of `value` with each `$ref` renamed by `rename`. */
function withRefs(value: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefs(item, rename));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? rename(child) : withRefs(child, rename),
    ]),
  );
}

/**
 * The components an operation reaches, and no others. The provider writes every registered
 * schema twice, as read (`LoginRequestInput`) and as written (`LoginRequest`); a request is only
 * read and a reply only written, so each keeps its plain name unless both forms are used.
 */
export function tidyComponents(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  const visit = (ref: string) => {
    const name = ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : undefined;
    if (name === undefined || used.has(name) || !(name in schemas)) return;
    used.add(name);
    refsIn(schemas[name]).forEach(visit);
  };
  refsIn(document.paths).forEach(visit);
  const plainName = (name: string) => {
    const plain = name.replace(/Input$/, '');
    return plain !== name && !used.has(plain) ? plain : name;
  };
  const rename = (ref: string) =>
    ref.startsWith(COMPONENT) ? COMPONENT + plainName(ref.slice(COMPONENT.length)) : ref;
  const kept = [...used]
    .map((name) => [plainName(name), withRefs(schemas[name], rename)] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    ...document,
    paths: withRefs(document.paths, rename) as OpenAPIV3_1.PathsObject,
    components: { ...document.components, schemas: Object.fromEntries(kept) },
  } as OpenAPIV3_1.Document;
}

export const transformObject: SwaggerTransformObject = (input) =>
  tidyComponents(
    jsonSchemaTransformObject(input) as OpenAPIV3_1.Document,
  ) as ReturnType<SwaggerTransformObject>;
