import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 3000 on loopback, with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: 'data',
      logLevel: 'info',
    });
    expect(config.siteDir).toMatch(/site[/\\]build[/\\]client$/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_DIR: '/srv/site',
        DATA_DIR: '/var/corvane',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteDir: '/srv/site',
      dataDir: '/var/corvane',
      logLevel: 'warn',
    });
  });

  it('defaults the API settings', () => {
    expect(loadConfig({})).toMatchObject({
      databaseUrl: undefined,
      jwtSecret: undefined,
      tokenTtlSeconds: 86_400,
      smtpUrl: undefined,
      mailFrom: 'Corvane <no-reply@corvane.com>',
      careersMailbox: 'careers@corvane.com',
      corsOrigins: [],
      maxResumeBytes: 5 * 1024 * 1024,
      maxAttachmentBytes: 5 * 1024 * 1024,
      publicSiteUrl: undefined,
      rateLimits: true,
      trustProxy: false,
      requestTimeoutMs: 60_000,
      analyticsRetentionDays: 390,
      apiDocs: true,
    });
  });

  it('turns the API reference page off with API_DOCS=off', () => {
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'hidden' })).toThrow('API_DOCS must be "on" or "off"');
  });

  it('reads the API settings', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@db.internal:5432/corvane',
        JWT_SECRET: 'x'.repeat(40),
        JWT_EXPIRES_IN: '12h',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'Corvane <hello@corvane.com>',
        CAREERS_MAILBOX: 'jobs@corvane.com',
        CORS_ORIGIN: 'https://www.corvane.com, https://corvane.com/',
        MAX_RESUME_BYTES: '2097152',
        MAX_ATTACH_BYTES: '1048576',
        PUBLIC_SITE_URL: 'https://www.corvane.com/',
        RATE_LIMITS: 'off',
        TRUST_PROXY: 'on',
        REQUEST_TIMEOUT: '2m',
        REDIS_URL: 'redis://127.0.0.1:6379/0',
        ANALYTICS_RETENTION_DAYS: '30',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://app@db.internal:5432/corvane',
      jwtSecret: 'x'.repeat(40),
      tokenTtlSeconds: 43_200,
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Corvane <hello@corvane.com>',
      careersMailbox: 'jobs@corvane.com',
      corsOrigins: ['https://www.corvane.com', 'https://corvane.com'],
      maxResumeBytes: 2_097_152,
      maxAttachmentBytes: 1_048_576,
      publicSiteUrl: 'https://www.corvane.com',
      rateLimits: false,
      trustProxy: true,
      requestTimeoutMs: 120_000,
      redisUrl: 'redis://127.0.0.1:6379/0',
      analyticsRetentionDays: 30,
    });
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://db/x',
      /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a URL/],
    ['JWT_SECRET', 'short', /JWT_SECRET must be at least 32 characters long/],
    ['JWT_EXPIRES_IN', 'forever', /JWT_EXPIRES_IN must be a duration/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['MAIL_FROM', 'nobody', /MAIL_FROM must be an email address/],
    ['CAREERS_MAILBOX', 'careers at corvane', /CAREERS_MAILBOX must be an email address/],
    ['CORS_ORIGIN', 'https://corvane.com/careers', /CORS_ORIGIN must list origins/],
    ['MAX_RESUME_BYTES', '5MB', /MAX_RESUME_BYTES must be a whole number of bytes/],
    ['MAX_ATTACH_BYTES', '100', /MAX_ATTACH_BYTES must be a whole number of bytes/],
    ['PUBLIC_SITE_URL', 'www.corvane.com', /PUBLIC_SITE_URL must be the site's address/],
    ['PUBLIC_SITE_URL', 'https://corvane.com/?a=1', /PUBLIC_SITE_URL must be the site's address/],
    ['RATE_LIMITS', 'maybe', /RATE_LIMITS must be "on" or "off"/],
    ['REDIS_URL', 'http://cache:6379', /REDIS_URL must start with redis:\/\/ or rediss:\/\//],
    ['REQUEST_TIMEOUT', '0s', /REQUEST_TIMEOUT must be a duration from 1 second to 10 minutes/],
    ['ANALYTICS_RETENTION_DAYS', '0', /ANALYTICS_RETENTION_DAYS must be a whole number of days/],
    ['ANALYTICS_RETENTION_DAYS', '13m', /ANALYTICS_RETENTION_DAYS must be a whole number of days/],
    ['REQUEST_TIMEOUT', '1h', /REQUEST_TIMEOUT must be a duration from 1 second to 10 minutes/],
  ])('refuses a bad %s (%s) with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT must be a whole number from 0 to 65535, got "${port}".`,
    );
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});

describe('ANALYTICS_RETENTION_DAYS', () => {
  it('defaults to the period the cookie statement and the privacy policy promise', () => {
    const days = loadConfig({}).analyticsRetentionDays;
    for (const file of ['cookies.ts', 'legal.ts']) {
      const text = readFileSync(
        new URL(`../../../site/app/content/${file}`, import.meta.url),
        'utf8',
      );
      expect(text, file).toContain(`13 months (${days} days)`);
    }
  });
});
