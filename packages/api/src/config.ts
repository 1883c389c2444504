import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error';
import type { Rate } from './config-readers';
import {
  readAddress,
  readBytes,
  readDays,
  readDuration,
  readOrigins,
  readRate,
  readSecret,
  readSiteUrl,
  readSwitch,
  readTimeout,
  readUrl,
} from './config-readers';

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  /** The prerendered site (site/build/client); the server serves it when it exists. */
  siteDir: string;
  /** The staff console's build (packages/console/dist), served at /staff when it exists. */
  consoleDir: string;
  /** Where the server keeps its data (database, uploads, outbox). */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** PostgreSQL server to use instead of the embedded database in dataDir. */
  databaseUrl: string | undefined;
  /** Signs sign-in tokens; undefined: a secret generated once and kept in dataDir. */
  jwtSecret: string | undefined;
  /** How long a sign-in token lasts, in seconds. */
  tokenTtlSeconds: number;
  /** SMTP server for mail; undefined: messages go to dataDir/outbox and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  careersMailbox: string;
  /** Site origins allowed to call the API from another origin. */
  corsOrigins: string[];
  maxResumeBytes: number;
  /** Resumes up to this size travel with the careers mail as attachments. */
  maxAttachmentBytes: number;
  /** The site's public address for links in mails; undefined: http://localhost:<the port it listens on>. */
  publicSiteUrl: string | undefined;
  /** Rate limits on the form endpoints; turned off only for benchmarks. */
  rateLimits: boolean;
  /** Trust X-Forwarded-For from a reverse proxy (for per-IP rate limits). */
  trustProxy: boolean;
  /** How long a whole request (headers and body) may take to arrive, in milliseconds. */
  requestTimeoutMs: number;
  /** Redis for rate limits shared by several processes; undefined: counted in memory. */
  redisUrl: string | undefined;
  /** How long measured page views and vitals are kept, in days (decision 090). */
  analyticsRetentionDays: number;
  /** How fast newsletter issues go out, counted over every process (NEWSLETTER_RATE). */
  newsletterRate: Rate;
  /** Applications and their resumes older than this many days are deleted daily (decision 107). */
  applicationRetentionDays: number;
  /** The API reference page at /api/docs (API_DOCS=off turns it off; the document stays). */
  apiDocs: boolean;
}

/** Microsoft 365's limit, the strictest of the common providers: 30 messages a minute. */
export const DEFAULT_NEWSLETTER_RATE: Rate = { count: 30, periodMs: 60_000 };

export { ConfigError };

const LOG_LEVELS: Config['logLevel'][] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

// Both src/ and dist/ sit two levels below the repository root's packages/ folder.
const defaultSiteDir = fileURLToPath(new URL('../../../site/build/client', import.meta.url));
const defaultConsoleDir = fileURLToPath(new URL('../../console/dist', import.meta.url));

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

function readLogLevel(raw: string | undefined): Config['logLevel'] {
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  }
  return raw as Config['logLevel'];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    siteDir: env.SITE_DIR || defaultSiteDir,
    consoleDir: env.CONSOLE_DIR || defaultConsoleDir,
    dataDir: env.DATA_DIR || 'data',
    logLevel: readLogLevel(env.LOG_LEVEL),
    databaseUrl: readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    jwtSecret: readSecret(env.JWT_SECRET),
    tokenTtlSeconds: readDuration('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, 24 * 60 * 60),
    smtpUrl: readUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: readAddress('MAIL_FROM', env.MAIL_FROM, 'Corvane <no-reply@corvane.com>'),
    careersMailbox: readAddress('CAREERS_MAILBOX', env.CAREERS_MAILBOX, 'careers@corvane.com'),
    corsOrigins: readOrigins(env.CORS_ORIGIN),
    maxResumeBytes: readBytes('MAX_RESUME_BYTES', env.MAX_RESUME_BYTES),
    maxAttachmentBytes: readBytes('MAX_ATTACH_BYTES', env.MAX_ATTACH_BYTES),
    publicSiteUrl: readSiteUrl('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL),
    rateLimits: readSwitch('RATE_LIMITS', env.RATE_LIMITS, true),
    trustProxy: readSwitch('TRUST_PROXY', env.TRUST_PROXY, false),
    requestTimeoutMs: readTimeout('REQUEST_TIMEOUT', env.REQUEST_TIMEOUT, 60_000),
    redisUrl: readUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    // 13 months: this month can be compared with the same month last year (decision 090).
    analyticsRetentionDays: readDays('ANALYTICS_RETENTION_DAYS', env.ANALYTICS_RETENTION_DAYS, 390),
    newsletterRate: readRate('NEWSLETTER_RATE', env.NEWSLETTER_RATE, DEFAULT_NEWSLETTER_RATE),
    // What the privacy page promises applicants (UK GDPR storage limitation, decision 107).
    applicationRetentionDays: readDays(
      'APPLICATION_RETENTION_DAYS',
      env.APPLICATION_RETENTION_DAYS,
      180,
    ),
    apiDocs: readSwitch('API_DOCS', env.API_DOCS, true),
  };
}
