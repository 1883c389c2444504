import { APPLICATION_STATUS_NAMES } from '@corvane/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff-schema';

// Mirrors the SQL in drizzle/: change both together (a new numbered migration for each change).
// The staff console's own tables are in staff-schema.ts.
export * from './staff-schema';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased, so one account per email whatever its capitalisation. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  countryCode: text('country_code').notNull(),
  phoneNo: text('phone_no').notNull(),
  country: text('country').notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
  /**
   * Copied into each sign-in token; a password reset adds one, so every older token stops
   * counting at once (drizzle/0002_session_version.sql).
   */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One live code per user and purpose: a new code replaces the old one. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const jobs = pgTable('jobs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  employmentType: text('employment_type').notNull(),
  salaryRange: text('salary_range').notNull(),
  location: text('location').notNull(),
  overview: text('overview').notNull(),
  responsibilities: jsonb('responsibilities').$type<string[]>().notNull(),
  qualifications: jsonb('qualifications').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A closed job is kept (with its applications) but not listed on /careers (drizzle/0006). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An application's place in the hiring pipeline (drizzle/0006): the contract's list, one list. */
export const APPLICATION_STATUSES = APPLICATION_STATUS_NAMES;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept with the title when the job is later removed. */
    jobId: text('job_id').notNull(),
    jobTitle: text('job_title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    visaStatus: text('visa_status').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** The file's random name in DATA_DIR/uploads. */
    resumeFile: text('resume_file').notNull(),
    resumeOriginalName: text('resume_original_name').notNull(),
    resumeType: text('resume_type').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `npm run applications -- list --since 7d` (drizzle/0004).
    index('applications_created_at_idx').on(t.createdAt),
    // The staff console's filters and sorts (drizzle/0006).
    index('applications_job_created_idx').on(t.jobId, t.createdAt),
    index('applications_status_created_idx').on(t.status, t.createdAt),
    index('applications_stage_order_idx').on(
      sql`(CASE ${t.status} WHEN 'new' THEN 0 WHEN 'reviewing' THEN 1 WHEN 'interview' THEN 2 WHEN 'offer' THEN 3 WHEN 'hired' THEN 4 ELSE 5 END)`,
      t.createdAt.desc(),
    ),
    index('applications_name_idx').on(
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.createdAt.desc(),
    ),
    index('applications_job_title_idx').on(t.jobTitle, t.createdAt.desc()),
    index('applications_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('applications_first_name_lower_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('applications_last_name_lower_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    // The sweeps find a stored file's row by its name.
    index('applications_resume_file_idx').on(t.resumeFile),
  ],
);

/** Dated notes by staff on one application, with the author's name at the time (drizzle/0006). */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null when written on the command line. */
    authorId: uuid('author_id').references(() => staffAccounts.id),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // An erasure or a subject access export finds them by address (drizzle/0006).
  (t) => [index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * The footer's newsletter list: one row per lower-cased address. Only a row with `confirmedAt`
 * is a subscriber; the others wait for their confirmation link (drizzle/0003).
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** Named in unsubscribe links (with an HMAC of it), so a link never carries the address. */
  id: uuid('id').notNull().unique().defaultRandom(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the single-use confirmation token; null once confirmed. */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type OutboxState = 'pending' | 'sending' | 'delivering' | 'sent' | 'failed' | 'unconfirmed';

/**
 * Every mail the server owes, written in the same transaction as what caused it and sent by the
 * outbox worker (src/outbox/, decision 016). `message` is the whole RFC 5322 message, sealed
 * with a key derived from the signing secret (codes are in it); it is cleared once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    message: bytea('message'),
    state: text('state').$type<OutboxState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** host:pid:nonce of the process whose attempt this is. */
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the latest attempt began: bulk mail is paced by it (NEWSLETTER_RATE, drizzle/0004). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_state_due_idx').on(t.state, t.nextAttemptAt),
    index('mail_outbox_kind_claimed_idx').on(t.kind, t.claimedAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`),
  ],
);

/**
 * One newsletter issue (decision 089): its id is the hash of its Markdown, or the name given
 * with --issue, so sending the same issue again finds it.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull(),
  contentHash: text('content_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An issue queued for one subscriber: the key makes a second send of the issue a no-op for them.
 * `outboxId` is the queued mail (no foreign key: sent mail is pruned after 7 days).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: text('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

/** Who left, by their random id only (the address is deleted): counted by `newsletter list`. */
export const newsletterUnsubscribes = pgTable('newsletter_unsubscribes', {
  subscriberId: uuid('subscriber_id').primaryKey(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small facts about the database itself, e.g. that the sample jobs were seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Page views measured after the visitor accepted cookies (decision 090). No address, cookie or
 * identifier: whether a view was the visitor's first today (on the site, on this page) is decided
 * in memory with a salt that changes daily and is never stored (drizzle/0005).
 */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    /** Host name of the referring site; null for direct visits and our own pages. */
    referrer: text('referrer'),
    width: text('width').notNull(),
    language: text('language').notNull(),
    firstOnSiteToday: boolean('first_on_site_today').notNull(),
    firstOnPageToday: boolean('first_on_page_today').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_page_views_created_at_idx').on(t.createdAt)],
);

/** Core Web Vitals of page loads, with the element behind LCP and INP (decision 090). */
export const analyticsVitals = pgTable(
  'analytics_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating'),
    element: text('element'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_vitals_created_at_idx').on(t.createdAt)],
);
