import type { FastifyError, FastifyInstance } from 'fastify';
import { ServiceError, ValidationError } from '../services/errors';

export const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';
export const UNAVAILABLE = 'The service is unavailable for a moment. Please try again shortly.';

/** A malformed request that no more precise text covers. */
export const UNREADABLE = 'The request could not be read. Please check it and try again.';

/** Node's and PostgreSQL's codes for "the database is not there right now". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error/i;

/** True when the error, or what caused it, says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
  if (UNREACHABLE_TEXT.test(error.message)) return true;
  return isDatabaseUnreachable(error.cause, depth + 1);
}

/** Readable texts for the framework's own refusals, keyed by Fastify or plugin error code. */
export const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty: send a JSON object.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Send the request body as JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its length.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the application as a multipart form.'],
  FST_PARTS_LIMIT: [413, 'The form has too many fields.'],
  FST_FILES_LIMIT: [400, 'Attach one resume only.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
  FST_PROTO_VIOLATION: [400, 'The form could not be read.'],
};

/** Every error becomes JSON with `msg` and `message` (the site reads one or the other). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { errors?: unknown }, request, reply) => {
    if (error instanceof ValidationError) {
      return reply
        .code(400)
        .send({ msg: error.message, message: error.message, errors: error.errors });
    }
    if (error instanceof ServiceError) {
      return reply.code(error.statusCode).send({ msg: error.message, message: error.message });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) {
      const [status, message] = known;
      return reply.code(status).send({ msg: message, message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // Built by the rate limiter with its own readable text.
      return reply.code(429).send({ msg: error.message, message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Busboy and friends report malformed bodies as plain errors: keep their text out.
      request.log.info({ err: error }, 'refused a malformed request');
      const message = UNREADABLE;
      return reply.code(400).send({ msg: message, message });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, 'the database cannot be reached');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ msg: UNAVAILABLE, message: UNAVAILABLE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ msg: GENERIC_500, message: GENERIC_500 });
  });
}
