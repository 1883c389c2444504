import type { Rate } from '../config-readers';

// How the commands write times, sizes and rates.

/** 2025-11-24 10:00 UTC */
export const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

export const kilobytes = (bytes: number) => `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const UNITS: [number, string, string][] = [
  [3_600_000, 'an hour', 'hours'],
  [60_000, 'a minute', 'minutes'],
  [1000, 'a second', 'seconds'],
];

/** "30 a minute", "5 every 10 seconds". */
export function rateText({ count, periodMs }: Rate): string {
  for (const [ms, one, many] of UNITS) {
    if (periodMs % ms !== 0) continue;
    const n = periodMs / ms;
    return n === 1 ? `${count} ${one}` : `${count} every ${n} ${many}`;
  }
  return `${count} every ${periodMs / 1000} seconds`;
}

/** About how long `mails` take at `rate`: "under a minute", "about 7 minutes", "about 3 hours". */
export function sendingTime(mails: number, { count, periodMs }: Rate): string {
  const ms = Math.max(0, Math.ceil(mails / count) - 1) * periodMs;
  if (ms < 60_000) return 'under a minute';
  if (ms < 90 * 60_000) return `about ${plural(Math.round(ms / 60_000), 'minute')}`;
  return `about ${plural(Math.round(ms / 3_600_000), 'hour')}`;
}
