import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { Sealer } from '../outbox/seal';
import { Erasure } from '../privacy/erasure';
import { ApplicationRetention } from '../privacy/retention';
import { SubjectExporter } from '../privacy/subject-export';
import { ApplicationFiles } from '../recruiting/application-files';
import { ApplicationsAdmin } from '../recruiting/applications-admin';
import { JobsAdmin } from '../recruiting/jobs-admin';
import type { ApplicationRecords } from '../services/application-records';
import type { JobsListCache } from '../services/jobs-cache';
import type { Passwords } from '../services/passwords';
import { StaffAccounts } from './accounts';
import { AuditLog } from './audit';
import { SignInLockout } from './lockout';
import { PasswordLinks } from './password-links';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactor } from './second-factor';
import { StaffSessions } from './sessions';
import { StaffSignIn } from './sign-in';
import { TotpSecrets } from './totp';

// The staff side's services (issue 47, decision 107), wired once beside the visitors' in
// services/index.ts: the console's routes and the company's commands call the same objects.

export interface StaffServices {
  /** The append-only audit log: written by every service below, read by admins. */
  audit: AuditLog;
  staff: {
    accounts: StaffAccounts;
    passwordLinks: PasswordLinks;
    signIn: StaffSignIn;
    secondFactor: SecondFactor;
    sessions: StaffSessions;
  };
  recruiting: {
    jobs: JobsAdmin;
    applications: ApplicationsAdmin;
    files: ApplicationFiles;
  };
  privacy: {
    erasure: Erasure;
    subjectExport: SubjectExporter;
  };
  /** Deletes applications past APPLICATION_RETENTION_DAYS; its daily timer starts with the server. */
  retention: ApplicationRetention;
}

export interface StaffServiceDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => number;
  passwords: Passwords;
  /** A key of its own for each purpose (services/index.ts derives them from the signing secret). */
  derive: (purpose: string) => Buffer;
  siteUrl: () => string;
  jobsList: JobsListCache;
  applicationRecords: ApplicationRecords;
  uploadsDir: string;
  retentionDays: number;
}

export function createStaffServices(deps: StaffServiceDeps): StaffServices {
  const { db, now, log, passwords, uploadsDir } = deps;
  const audit = new AuditLog({ db, now });
  const sessions = new StaffSessions({ db, now });
  const lockout = new SignInLockout({ db, now });
  const recovery = new RecoveryCodes(deps.derive('staff recovery codes'));
  const totp = new TotpSecrets(new Sealer(deps.derive('staff totp secrets')));
  const subjectKey = deps.derive('audit data subjects');
  const passwordLinks = new PasswordLinks({
    db,
    now,
    siteUrl: deps.siteUrl,
    passwords,
    sessions,
    audit,
  });
  const records = deps.applicationRecords;
  return {
    audit,
    staff: {
      accounts: new StaffAccounts({ db, now, audit, sessions, links: passwordLinks, recovery }),
      passwordLinks,
      signIn: new StaffSignIn({ db, passwords, lockout, sessions, audit }),
      secondFactor: new SecondFactor({ db, now, totp, recovery, lockout, sessions, audit }),
      sessions,
    },
    recruiting: {
      jobs: new JobsAdmin({ db, now, audit, jobsList: deps.jobsList }),
      applications: new ApplicationsAdmin({ db, now, audit }),
      files: new ApplicationFiles({ db, now, audit, records }),
    },
    privacy: {
      erasure: new Erasure({ db, audit, uploadsDir, subjectKey, log }),
      subjectExport: new SubjectExporter({ db, now, audit, uploadsDir, subjectKey }),
    },
    retention: new ApplicationRetention({
      db,
      now,
      log,
      audit,
      sessions,
      uploadsDir,
      retentionDays: deps.retentionDays,
    }),
  };
}
