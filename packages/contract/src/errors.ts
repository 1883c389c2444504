import { readMessage } from './guards';
import { isNotVerifiedMessage } from './messages';

/** How a call failed: an error status, no answer at all, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'response';

/** A failed call, carrying the message the site shows (spec section 8). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The HTTP status; undefined when the server could not be reached. */
  readonly status: number | undefined;
  /** The parsed reply body, when there was one. */
  readonly body: unknown;

  constructor(
    message: string,
    init: { kind: ApiErrorKind; status?: number; body?: unknown; cause?: unknown },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
  }

  /** Sign-in refused because the email still needs its code: show the OTP step instead. */
  get isNotVerified(): boolean {
    return this.kind === 'http' && isNotVerifiedMessage(this.message);
  }
}

const msgOf = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? readMessage((value as Record<string, unknown>).msg)
    : undefined;

/**
 * The message to show from an error reply, in spec section 8's order: the first message of the
 * `errors` list (its `msg`), else `msg`, else `message`, else the call's default. An empty body,
 * or one that is not JSON (a proxy's error page), gets the default.
 */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  const errors: unknown[] = Array.isArray(record.errors) ? record.errors : [];
  const fromErrors = errors.map(msgOf).find((msg) => msg !== undefined);
  return fromErrors ?? readMessage(record.msg) ?? readMessage(record.message) ?? fallback;
}
