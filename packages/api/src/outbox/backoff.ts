/** The longest wait between two attempts: owed mail goes out within a minute of SMTP's return. */
export const MAX_RETRY_MS = 30_000;
const FIRST_RETRY_MS = 1000;

/** 1, 2, 4, 8, 16, then 30 s between attempts, each +-20 % so processes do not retry in step. */
export function retryDelay(attempts: number, random = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * True when the mail server refused this mail for good (a 5xx reply: unknown mailbox, too
 * large...). Anything else (refused or dropped connections, timeouts, 4xx) passes, so it is
 * retried for as long as it takes.
 */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
