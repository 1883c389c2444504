import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../services/errors';

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

const isJsonObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every problem zod found, as the site reads them: `{ path: 'email', msg }`. */
const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message }));

/**
 * `data` checked against a contract schema: the parsed value (unknown fields dropped), or a
 * ValidationError listing every problem. The multipart route checks its fields with it; every
 * other route declares its schemas and gets the same through `validatorCompiler`.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (!isJsonObject(data)) throw new ValidationError([{ path: '', msg: NOT_AN_OBJECT }]);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationError(problemsOf(result.error));
}

/**
 * Fastify's validator for the routes' zod schemas (body, query): the parsed value replaces the
 * request's, and a refusal is the ValidationError the error handler answers as
 * `400 { msg, message, errors: [{ path, msg }] }`, `msg` being the first problem (spec section 8).
 * A body that is not a JSON object is refused as a whole, before its fields are looked at.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && !isJsonObject(data)) {
      return { error: new ValidationError([{ path: '', msg: NOT_AN_OBJECT }]) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new ValidationError(problemsOf(result.error)) };
  };
