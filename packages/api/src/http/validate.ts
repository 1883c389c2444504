import type { z } from 'zod';
import { ValidationError } from '../services/errors';

/**
 * The body checked against a contract schema: the parsed value (unknown fields dropped), or a
 * ValidationError listing every problem as `{ msg, path }`.
 */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError([{ path: '', msg: 'The request body must be a JSON object.' }]);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })),
  );
}
