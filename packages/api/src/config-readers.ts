import { DEFAULT_MAX_RESUME_BYTES } from '@corvane/contract';
import { ConfigError } from './config-error';

// Readers for the settings added with the API; each names its variable in the message.

export function readUrl(name: string, raw: string | undefined, protocols: string[]) {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}//.`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${url.protocol}//...".`,
    );
  }
  return raw;
}

export function readSecret(raw: string | undefined) {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 32) {
    throw new ConfigError(
      `JWT_SECRET must be at least 32 characters long (it has ${raw.length}); leave it unset to generate one.`,
    );
  }
  return raw;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "3600", "90s", "30m", "24h" or "7d", in seconds. */
export function readDuration(name: string, raw: string | undefined, fallback: number) {
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[match[2] || 's']! : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 60 || seconds > 90 * 86400) {
    throw new ConfigError(
      `${name} must be a duration from 1 minute to 90 days such as "24h", "30m" or "3600", got "${raw}".`,
    );
  }
  return seconds;
}

/** An address, optionally with a display name: "careers@corvane.com" or "Corvane <a@b.com>". */
export function readAddress(name: string, raw: string | undefined, fallback: string) {
  if (raw === undefined || raw === '') return fallback;
  if (
    !/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(raw.trim())
  ) {
    throw new ConfigError(
      `${name} must be an email address such as "careers@example.com" or "Name <careers@example.com>", got "${raw}".`,
    );
  }
  return raw.trim();
}

/** Comma-separated origins such as "https://www.corvane.com,https://corvane.com". */
export function readOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        !['http:', 'https:'].includes(url.protocol) ||
        url.origin !== origin.replace(/\/$/, '')
      ) {
        throw new ConfigError(
          `CORS_ORIGIN must list origins such as "https://www.example.com" (scheme, host and port only), got "${origin}".`,
        );
      }
      return url.origin;
    });
}

export function readBytes(
  name: string,
  raw: string | undefined,
  fallback = DEFAULT_MAX_RESUME_BYTES,
) {
  if (raw === undefined || raw === '') return fallback;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1024 || bytes > 50 * 1024 * 1024) {
    throw new ConfigError(
      `${name} must be a whole number of bytes from 1024 to 52428800 (50 MB), got "${raw}".`,
    );
  }
  return bytes;
}

/** The site's public address for links in mails: http(s), no query; no trailing slash. */
export function readSiteUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new ConfigError(
      `${name} must be the site's address such as "https://www.example.com", got "${raw}".`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

export function readSwitch(name: string, raw: string | undefined, fallback: boolean) {
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  if (['off', 'false', '0', 'no'].includes(value)) return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${raw}".`);
}

/** A timeout from 1 second to 10 minutes: "30s", "2m" or seconds; answered in milliseconds. */
export function readTimeout(name: string, raw: string | undefined, fallbackMs: number) {
  if (raw === undefined || raw === '') return fallbackMs;
  const match = /^(\d+)\s*([sm]?)$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * (match[2] === 'm' ? 60 : 1) : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > 600) {
    throw new ConfigError(
      `${name} must be a duration from 1 second to 10 minutes such as "60s" or "2m", got "${raw}".`,
    );
  }
  return seconds * 1000;
}

/** A whole number of days from 1 to 3650 (ten years). */
export function readDays(name: string, raw: string | undefined, fallback: number) {
  if (raw === undefined || raw === '') return fallback;
  const days = Number(raw.trim());
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new ConfigError(`${name} must be a whole number of days from 1 to 3650, got "${raw}".`);
  }
  return days;
}

export interface Rate {
  count: number;
  periodMs: number;
}

const RATE_UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "30/1m", "5/1s", "1000/1h" (or "30/m"): at most that many in any such period. */
export function readRate(name: string, raw: string | undefined, fallback: Rate): Rate {
  if (raw === undefined || raw.trim() === '') return fallback;
  const match = /^(\d+)\s*\/\s*(\d*)\s*([smh])$/.exec(raw.trim());
  const count = match ? Number(match[1]) : NaN;
  const periodMs = match ? Number(match[2] || 1) * RATE_UNIT_MS[match[3]!]! : NaN;
  if (
    !Number.isSafeInteger(count) ||
    count < 1 ||
    count > 100_000 ||
    !(periodMs >= 1000 && periodMs <= 86_400_000)
  ) {
    throw new ConfigError(
      `${name} must be a number of mails per period such as "30/1m", "5/1s" or "1000/1h" (period 1 second to 24 hours), got "${raw}".`,
    );
  }
  return { count, periodMs };
}
