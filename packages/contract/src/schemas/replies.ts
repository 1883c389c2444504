import { z } from 'zod';

// The replies every route shares: refusals (spec section 8's `msg`, and `message` for clients
// that read that one) and the health check. Each route's own reply is beside its request.

/** A refusal: the text a screen shows, in `msg` and again in `message`. */
export const errorResponseSchema = z
  .object({
    msg: z.string().describe('The text to show.'),
    message: z.string().describe('The same text as `msg`.'),
  })
  .meta({ id: 'ErrorResponse', description: 'A refusal, with the text to show.' });

/** One problem of a refused request: the field (its dotted path, '' for the whole body) and why. */
export const fieldErrorSchema = z
  .object({
    path: z.string().describe('The field, e.g. "email"; "" when the whole body is wrong.'),
    msg: z.string(),
  })
  .meta({ id: 'FieldError' });

/**
 * A request the API could not take (400): `msg` is the first problem; `errors` lists every one
 * when the body was checked field by field (a body that is not JSON at all has none).
 */
export const invalidRequestResponseSchema = errorResponseSchema
  .extend({ errors: z.array(fieldErrorSchema).optional().describe('Every problem, in order.') })
  .meta({
    id: 'InvalidRequestResponse',
    description: 'A refused request: `msg` is its first problem, `errors` lists them all.',
  });

/** GET /api/health: a cheap liveness check. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    msg: z.string(),
    uptimeSeconds: z.number().int().min(0),
  })
  .meta({ id: 'HealthResponse' });
