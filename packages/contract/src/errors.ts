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

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The message to show from an error reply, in spec section 8's order: the first `errors[].msg`,
 * else `msg`, else `message`, else the call's default.
 */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const record = body as Record<string, unknown>;
  const first: unknown = Array.isArray(record.errors) ? record.errors[0] : undefined;
  const fromErrors =
    typeof first === 'object' && first !== null
      ? nonEmptyString((first as Record<string, unknown>).msg)
      : undefined;
  return fromErrors ?? nonEmptyString(record.msg) ?? nonEmptyString(record.message) ?? fallback;
}
