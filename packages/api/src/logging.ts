import { DrizzleQueryError } from 'drizzle-orm';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';

/**
 * What the server may log about an error. Passwords, their hashes, codes, tokens and resumes
 * only ever reach the database as query parameters, so those never reach the log: a failed
 * query is logged by its SQL text (placeholders only), and a database's own message loses any
 * value it quotes (`invalid input syntax for type uuid: "…"`) and its `detail` ("Failing row
 * contains (…)").
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  query?: string;
  cause?: SafeError;
}

const QUOTED_VALUE = /(:\s*)"(?:[^"\\]|\\.)*"/g;
const MAX_CAUSES = 3;

function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return 'Failed query';
  return error.message.replace(QUOTED_VALUE, '$1"…"');
}

/** The stack's frames under the safe message (V8 starts a stack with the original message). */
function safeStack(error: Error, message: string): string {
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return `${error.name}: ${message}${frames >= 0 ? error.stack!.slice(frames) : ''}`;
}

export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const message = safeMessage(error);
  const fields = error as Error & { code?: unknown; statusCode?: unknown };
  const safe: SafeError = { type: error.name, message, stack: safeStack(error, message) };
  if (typeof fields.code === 'string') safe.code = fields.code;
  if (typeof fields.statusCode === 'number') safe.statusCode = fields.statusCode;
  if (error instanceof DrizzleQueryError) safe.query = error.query;
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    safe.cause = serializeError(error.cause, depth + 1);
  }
  return safe;
}

/** Fastify's own log lines about errors use the error's message as the line: use the safe one. */
class SafeLogController extends LogController {
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    reply.log[level]({ err: error }, serializeError(error).message);
  }
}

/** The logger settings: level, a safe error serializer, request lines only when debugging. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: { level: config.logLevel, serializers: { err: serializeError }, stream },
    // One line per request only when debugging: at load, request logs cost more than the work.
    logController: new SafeLogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  };
}
