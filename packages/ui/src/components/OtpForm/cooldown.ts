/** Whole seconds left until `end` (ms timestamps), rounded up so "1" shows until the very end. */
export function remainingSeconds(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** 75 -> "1:15", 9 -> "0:09": the visible countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** The message of a rejected promise, or the fallback when it has none worth showing. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error && error.message.trim()) return error.message;
  return fallback;
}
