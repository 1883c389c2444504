import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openControlChannel, type ControlChannel } from './control/server';
import { openDatabase, type Database } from './db/client';
import { serverTimeouts } from './http/client-errors';
import { installErrorHandler } from './http/errors';
import { documentRoutes, installContract } from './http/openapi';
import { installRateLimits } from './http/rate-limits';
import { installCors, installSecurityHeaders } from './http/security';
import { installShutdownGate } from './http/shutdown';
import { analyticsRoutes } from './routes/analytics';
import { applicationRoutes } from './routes/applications';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { loggerOptions } from './logging';
import { jobsRoutes } from './routes/jobs';
import { newsletterRoutes } from './routes/newsletter';
import { staffRoutes } from './routes/staff';
import { userRoutes } from './routes/user';
import { createServices, type Services } from './services';
import { Passwords, type Argon2Params } from './services/passwords';
import { consolePlugin } from './console';
import { sitePlugin } from './site';

export interface BuildOptions {
  /** The clock for code and token expiry; tests move it forward. */
  now?: () => number;
  /** Where log lines go instead of stdout (tests keep each server's log in a file). */
  logStream?: { write(line: string): void };
  /** Password hashing costs; only the fuzz tests lower them (they test input, not hashing). */
  passwordParams?: Argon2Params;
  /** Hands the open database to tests, so they can check what was stored. */
  onDatabase?: (database: Database) => void;
  /** Hands the server's services to tests (its staff services, its job list cache). */
  onServices?: (services: Services) => void;
}

/** JSON bodies are small forms: 32 KB is plenty and keeps floods cheap. */
const JSON_BODY_LIMIT = 32 * 1024;

/** API answers above this size go out compressed (issue 8). */
const API_COMPRESS_THRESHOLD_BYTES = 1024;

/** What `npm start` serves: http://localhost and the port listened on (or configured). */
function localSiteUrl(app: FastifyInstance, configuredPort: number): string {
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : configuredPort;
  return `http://localhost:${port}`;
}

/** Builds the server without listening: main.ts listens, tests use app.inject(). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    ...serverTimeouts(config.requestTimeoutMs),
    return503OnClosing: false, // installShutdownGate answers those, with msg
  });

  const database = await openDatabase({ ...config, log: app.log });
  options.onDatabase?.(database);
  const services = createServices(config, database.db, app.log, {
    now: options.now ?? Date.now,
    passwords: new Passwords(options.passwordParams),
    siteUrl: () => config.publicSiteUrl ?? localSiteUrl(app, config.port),
  });
  options.onServices?.(services);
  let channel: ControlChannel | undefined;
  app.addHook('onClose', async () => {
    await channel?.close();
    await services.outboxWorker.stop();
    await services.analytics.stop();
    await services.retention.stop();
    await database.close();
  });
  try {
    if (await services.jobs.seedOnFirstStart()) app.log.info('Added the sample job listings.');
    await services.applications.sweepInterruptedUploads();
    await services.jobsList.reply(); // warm, so the first visitor does not wait

    // The API takes JSON (and multipart on one route): plain text is refused with 415.
    app.removeContentTypeParser('text/plain');
    installShutdownGate(app);
    installSecurityHeaders(app);
    installErrorHandler(app);
    // Before any route: the schemas' validator and serializer, and the OpenAPI document.
    await installContract(app);
    await installCors(app, config.corsOrigins);
    const limits = await installRateLimits(app, {
      enabled: config.rateLimits,
      redisUrl: config.redisUrl,
    });

    await app.register(async (api) => {
      // API answers over 1 KB go out compressed. Only here: the site's files are compressed once,
      // at build, and served as they are (site.ts).
      await api.register(fastifyCompress, {
        global: true,
        // Request bodies are never inflated: the API takes plain JSON and multipart only.
        globalDecompression: false,
        threshold: API_COMPRESS_THRESHOLD_BYTES,
        encodings: ['br', 'gzip'],
      });
      await api.register(healthRoutes);
      await api.register(userRoutes, { accounts: services.accounts, limits });
      await api.register(jobsRoutes, { jobsList: services.jobsList });
      await api.register(applicationRoutes, {
        applications: services.applications,
        limits,
        maxResumeBytes: config.maxResumeBytes,
      });
      await api.register(contactRoutes, { contact: services.contact, limits });
      await api.register(newsletterRoutes, { newsletter: services.newsletter, limits });
      await api.register(analyticsRoutes, { ingest: services.analytics, limits });
      await api.register(staffRoutes, { services, limits, siteUrl: config.publicSiteUrl });
      await api.register(documentRoutes, { docsPage: config.apiDocs });
    });
    await app.register(consolePlugin, { consoleDir: config.consoleDir });
    await app.register(sitePlugin, { siteDir: config.siteDir });
    await app.ready();
    // `npm run jobs` and the other commands reach this process while it holds the embedded
    // database (decision 088); on PostgreSQL they open the database themselves.
    if (database.kind === 'pglite') {
      channel = await openControlChannel({
        dataDir: config.dataDir,
        context: { services, config },
        log: app.log,
      });
    }
    // Mail owed from before a restart (or a crash) goes out now.
    services.outboxWorker.start();
    // Rows past ANALYTICS_RETENTION_DAYS go now, and every 6 hours.
    services.analytics.start();
    // Applications past APPLICATION_RETENTION_DAYS go now, and every day (decision 107).
    services.retention.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
