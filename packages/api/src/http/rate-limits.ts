import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ServiceError } from '../services/errors';

type Limit = { max: number; minutes: number };

/** Per IP, and per email where the form names one (stops slow guessing spread over many IPs). */
export const LIMITS = {
  register: { ip: { max: 10, minutes: 60 } },
  verifyOtp: { ip: { max: 30, minutes: 15 }, email: { max: 10, minutes: 15 } },
  resendOtp: { ip: { max: 10, minutes: 15 }, email: { max: 3, minutes: 15 } },
  login: { ip: { max: 30, minutes: 15 }, email: { max: 10, minutes: 15 } },
  forgotPassword: { ip: { max: 10, minutes: 15 }, email: { max: 3, minutes: 15 } },
  resetPassword: { ip: { max: 20, minutes: 15 }, email: { max: 10, minutes: 15 } },
  applications: { ip: { max: 10, minutes: 60 }, email: { max: 5, minutes: 60 } },
  contact: { ip: { max: 5, minutes: 15 }, email: { max: 3, minutes: 15 } },
  newsletter: { ip: { max: 5, minutes: 15 }, email: { max: 3, minutes: 15 } },
  /** Confirmation links: a token is 256 bits, so this only stops floods. */
  newsletterLinks: { ip: { max: 30, minutes: 15 } },
  /** Measurement beacons: a page sends one or two; this only stops floods (decision 090). */
  analytics: { ip: { max: 120, minutes: 1 } },
  /**
   * Unsubscribe links: mail providers make the RFC 8058 one-click POST from their own servers,
   * so many readers' clicks after an issue come from one address; a signed token cannot be
   * guessed, so the limit only stops floods.
   */
  newsletterUnsubscribe: { ip: { max: 600, minutes: 15 } },
  /** Staff sign-in (decision 107): the lockout after 5 failures is the account's own limit. */
  staffSignIn: { ip: { max: 30, minutes: 15 }, email: { max: 10, minutes: 15 } },
  /** Enrolment and the code: a password-stage session's steps; the lockout counts codes too. */
  staffSecondFactor: { ip: { max: 30, minutes: 15 } },
  /** A set-password link's token is 256 bits: this only stops floods. */
  staffSetPassword: { ip: { max: 20, minutes: 15 } },
} satisfies Record<string, { ip: Limit; email?: Limit }>;

export type LimitName = keyof typeof LIMITS;

/** The 429 text: how long to wait, in whole minutes. */
export function tooManyText(minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

const tooMany = (minutes: number) => new ServiceError(429, tooManyText(minutes));

export interface RateLimits {
  /** Route config for the per-IP limit (runs before the body is read). */
  byIp(name: LimitName): FastifyContextConfig;
  /** Counts one request for this email; throws 429 past the limit. */
  byEmail(name: LimitName, request: FastifyRequest, email: string): Promise<void>;
}

/**
 * Counts in Redis, shared by every process that uses the same server. Commands fail within a
 * second while Redis is away (no queueing), and then limits are skipped rather than turned into
 * errors: the site keeps working, the log says why (decision 013).
 */
function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
  });
  let warned = false;
  redis.on('error', (error) => {
    if (!warned) app.log.warn({ err: error }, 'Redis unavailable: rate limits are not counted');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** `enabled: false` (RATE_LIMITS=off) exists for benchmarks only. */
export async function installRateLimits(
  app: FastifyInstance,
  { enabled, redisUrl }: { enabled: boolean; redisUrl: string | undefined },
): Promise<RateLimits> {
  if (!enabled) return { byIp: () => ({}), byEmail: async () => undefined };
  await app.register(rateLimit, {
    global: false,
    ...(redisUrl
      ? { redis: connectRedis(app, redisUrl), nameSpace: 'corvane-rate:', skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const error = tooMany(Math.ceil(context.ttl / 60_000));
      return { statusCode: 429, message: error.message };
    },
  });
  const emailLimiters = new Map<LimitName, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const [name, limits] of Object.entries(LIMITS) as [
    LimitName,
    (typeof LIMITS)[LimitName],
  ][]) {
    if (!('email' in limits)) continue;
    emailLimiters.set(
      name,
      app.createRateLimit({
        max: limits.email.max,
        timeWindow: limits.email.minutes * 60_000,
        keyGenerator: (request) => `${name}:${String((request as { emailKey?: string }).emailKey)}`,
      }),
    );
  }
  return {
    byIp: (name) => ({
      rateLimit: { max: LIMITS[name].ip.max, timeWindow: LIMITS[name].ip.minutes * 60_000 },
    }),
    async byEmail(name, request, email) {
      const limiter = emailLimiters.get(name);
      if (!limiter) return;
      Object.assign(request, { emailKey: email.trim().toLowerCase() });
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooMany(Math.ceil(result.ttlInSeconds / 60));
    },
  };
}
