import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsReporter } from '../analytics/command';
import { AnalyticsIngest } from '../analytics/ingest';
import { analyticsReport } from '../analytics/report';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { MailQueue } from '../outbox/queue';
import { Sealer } from '../outbox/seal';
import { OutboxStore } from '../outbox/store';
import { fileTransport, smtpTransport } from '../outbox/transports';
import { OutboxWorker } from '../outbox/worker';
import { Accounts } from './accounts';
import { ApplicationRecords } from './application-records';
import { Applications } from './applications';
import { Contact } from './contact';
import { Jobs } from './jobs';
import { JobsListCache } from './jobs-cache';
import { Newsletter } from './newsletter';
import { NewsletterIssues } from './newsletter-issues';
import { NewsletterLinkSigner } from './newsletter-links';
import { OtpCodes } from './otp';
import { Passwords } from './passwords';
import { ResumeStore } from './resume-store';
import { loadSigningSecret, Tokens } from './tokens';
import { createStaffServices, type StaffServices } from '../staff/services';

/** The visitors' services, and the staff side's (src/staff/services.ts). */
export interface Services extends StaffServices {
  accounts: Accounts;
  jobs: Jobs;
  jobsList: JobsListCache;
  applications: Applications;
  contact: Contact;
  newsletter: Newsletter;
  /** Stores measured page views and vitals; its retention timer starts with the server. */
  analytics: AnalyticsIngest;
  /** What `npm run analytics -- report` shows, over this database. */
  analyticsReport: AnalyticsReporter;
  newsletterIssues: NewsletterIssues;
  /** Applications as recruiters read them (npm run applications). */
  applicationRecords: ApplicationRecords;
  /** The mail owed, for `npm run outbox`. */
  outboxStore: OutboxStore;
  /** Sends the outbox; started once the server is ready, stopped before the database closes. */
  outboxWorker: OutboxWorker;
}

export interface ServiceOptions {
  now: () => number;
  passwords?: Passwords;
  /** The site's public address for links in mails, asked each time (the port may be known late). */
  siteUrl: () => string;
}

/** Wires the services together; `now` lets tests move the clock (code and token expiry). */
export function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  { now, passwords = new Passwords(), siteUrl }: ServiceOptions,
): Services {
  const secret = loadSigningSecret(config.jwtSecret, config.dataDir);
  // A key of its own for each use, derived so a token secret never doubles as one.
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  const sealer = new Sealer(derive('mail outbox'));
  const outboxStore = new OutboxStore(db);
  const outboxWorker = new OutboxWorker({
    store: outboxStore,
    sealer,
    log,
    bulkRate: config.newsletterRate,
    transport: config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(join(config.dataDir, 'outbox')),
  });
  const outbox = new MailQueue({
    sealer,
    mailFrom: config.mailFrom,
    wake: () => outboxWorker.wake(),
  });
  const jobs = new Jobs(db);
  const jobsList = new JobsListCache(jobs, log, now);
  const { careersMailbox } = config;
  const uploadsDir = join(config.dataDir, 'uploads');
  const links = new NewsletterLinkSigner(derive('newsletter links'), siteUrl);
  const applicationRecords = new ApplicationRecords({ db, jobs, uploadsDir, now });
  return {
    ...createStaffServices({
      db,
      log,
      now,
      passwords,
      derive,
      siteUrl,
      jobsList,
      applicationRecords,
      uploadsDir,
      retentionDays: config.applicationRetentionDays,
    }),
    accounts: new Accounts({
      db,
      otp: new OtpCodes(db, derive('otp codes'), now),
      tokens: new Tokens(secret, config.tokenTtlSeconds, now),
      passwords,
      outbox,
      log,
      now,
    }),
    jobs,
    jobsList,
    applications: new Applications({
      db,
      jobs,
      outbox,
      careersMailbox,
      maxAttachmentBytes: config.maxAttachmentBytes,
      resumes: new ResumeStore(uploadsDir, log),
    }),
    contact: new Contact({ db, outbox, careersMailbox }),
    newsletter: new Newsletter({ db, outbox, links, now }),
    analytics: new AnalyticsIngest({
      db,
      log,
      now,
      retentionDays: config.analyticsRetentionDays,
    }),
    analyticsReport: (options) => analyticsReport(db, options),
    newsletterIssues: new NewsletterIssues({ db, outbox, links, siteUrl }),
    applicationRecords,
    outboxStore,
    outboxWorker,
  };
}
