import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import type { Services } from '../src/services';
import { newDataDir } from './data-dir';
import { checkRepliesAgainstDocument } from './documented-replies';
import { rememberSecret } from './log-secrets';
import { latestCode } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the api-postgres project's global setup: a server started for the run. */
    databaseUrl?: string;
  }
}

/**
 * In the api-postgres project every test file gets a database of its own on the server the
 * global setup started, so files can run side by side; elsewhere the embedded database is used.
 */
export async function databaseForThisFile(): Promise<string | undefined> {
  const serverUrl = inject('databaseUrl');
  if (!serverUrl) return undefined;
  const name = `t_${Math.random().toString(36).slice(2, 12)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestServer {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this file in the api-postgres project; else the embedded one. */
  databaseUrl: string | undefined;
  /** The server's own database, for checking what was stored. */
  db: Db;
  /** The server's own services (the staff side has no routes of its own yet). */
  services: Services;
  /** Moves the server's clock (code and token expiry) forward. */
  advance(ms: number): void;
  /** The time on the server's clock. */
  now(): number;
  /** Stops the server's clock where it is (advance still moves it). */
  freeze(): void;
  /** Everything the server has logged so far (it logs at debug level, one JSON line each). */
  log(): string;
  close(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'passwordParams'> = {},
): Promise<TestServer> {
  const databaseUrl = await databaseForThisFile();
  const dataDir = env.DATA_DIR ?? newDataDir();
  let offset = 0;
  let frozenAt: number | undefined;
  const clock = () => (frozenAt ?? Date.now()) + offset;
  let db: Db | undefined;
  let services: Services | undefined;
  // Into the run's log folder when log-scan.ts set one up, so the whole run's log is searched.
  const logFile = join(inject('logDir') ?? dataDir, `server-${randomUUID()}.log`);
  const fd = openSync(logFile, 'a');
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      SITE_DIR: join(dataDir, 'no-site'),
      CONSOLE_DIR: join(dataDir, 'no-console'),
      LOG_LEVEL: 'debug',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
    {
      now: clock,
      onDatabase: (database) => (db = database.db),
      onServices: (built) => (services = built),
      logStream: { write: (line) => writeSync(fd, line) },
      ...options,
    },
  );
  // Every reply a test receives is checked against the OpenAPI document (decision 103).
  checkRepliesAgainstDocument(app);
  return {
    app,
    dataDir,
    databaseUrl,
    db: db!,
    services: services!,
    advance: (ms) => (offset += ms),
    now: clock,
    freeze: () => (frozenAt = Date.now()),
    log: () => readFileSync(logFile, 'utf8'),
    close: async () => {
      await app.close();
      closeSync(fd);
    },
  };
}

let lastIp = 0;
/** A fresh client address per call, so one test's requests never count against another's limits. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

let lastEmail = 0;
export function uniqueEmail(name = 'user'): string {
  lastEmail += 1;
  return `${name}.${lastEmail}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  rememberSecret('Str0ng!Pass');
  return {
    email,
    retypeEmail: email,
    password: 'Str0ng!Pass',
    retypePassword: 'Str0ng!Pass',
    firstName: 'Priya',
    lastName: 'Sharma',
    countryCode: 'India (+91)',
    PhoneNo: '9876543210',
    country: 'India',
    ...overrides,
  };
}

/** POST JSON from a fresh address (or the one given). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  extra: InjectOptions = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    remoteAddress: freshIp(),
    ...extra,
  });
}

/** Registers, verifies and signs in; answers the email, password and token. */
export async function verifiedUser(server: TestServer, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await post(server.app, '/api/user/register', body);
  if (res.statusCode !== 201) throw new Error(res.body);
  const otp = await latestCode(server.dataDir, body.email.toLowerCase());
  await post(server.app, '/api/user/verify-otp', { email: body.email, otp });
  const login = await post(server.app, '/api/user/login', {
    email: body.email,
    password: body.password,
  });
  const token = login.json().token as string;
  rememberSecret(token);
  return { email: body.email, password: body.password, token };
}
