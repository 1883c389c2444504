import type { z } from 'zod';
import { ValidationError } from './errors';

/**
 * A service's own check of its input (the staff services are called by routes and commands
 * alike): the parsed value, or a ValidationError listing every problem as `{ path, msg }`.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })),
  );
}
