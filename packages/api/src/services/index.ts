import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { Accounts } from './accounts';
import { Applications } from './applications';
import { Contact } from './contact';
import { Jobs } from './jobs';
import { JobsListCache } from './jobs-cache';
import { createMailer, type Mailer } from './mail';
import { Newsletter } from './newsletter';
import { OtpCodes } from './otp';
import { Passwords } from './passwords';
import { ResumeStore } from './resume-store';
import { loadSigningSecret, Tokens } from './tokens';

export interface Services {
  accounts: Accounts;
  jobs: Jobs;
  jobsList: JobsListCache;
  applications: Applications;
  contact: Contact;
  newsletter: Newsletter;
  mailer: Mailer;
}

/** Wires the services together; `now` lets tests move the clock (code and token expiry). */
export function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  now: () => number,
  passwords = new Passwords(),
): Services {
  const secret = loadSigningSecret(config.jwtSecret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  const jobs = new Jobs(db);
  const { careersMailbox } = config;
  return {
    accounts: new Accounts({
      db,
      // A key of its own for code hashes, derived so a token secret never doubles as one.
      otp: new OtpCodes(db, createHmac('sha256', secret).update('otp codes').digest(), now),
      tokens: new Tokens(secret, config.tokenTtlSeconds, now),
      passwords,
      mailer,
      log,
      now,
    }),
    jobs,
    jobsList: new JobsListCache(jobs, log, now),
    applications: new Applications({
      db,
      jobs,
      mailer,
      log,
      careersMailbox,
      resumes: new ResumeStore(join(config.dataDir, 'uploads'), log),
    }),
    contact: new Contact({ db, mailer, log, careersMailbox }),
    newsletter: new Newsletter(db),
    mailer,
  };
}
