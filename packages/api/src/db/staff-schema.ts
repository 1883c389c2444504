import { STAFF_ROLE_NAMES } from '@corvane/contract';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The staff console's tables (issue 47, drizzle/0006_staff.sql, decision 107): accounts apart
// from the visitors' `users`, their sign-in state, and the append-only audit log. Mirrors the
// SQL: change both together.

/** The roles (drizzle/0006's check): the contract's list, one list. */
export const STAFF_ROLES = STAFF_ROLE_NAMES;
export type StaffRole = (typeof STAFF_ROLES)[number];

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Created only on the server (`npm run staff -- add`, or an admin); never deleted, disabled. */
export const staffAccounts = pgTable('staff_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased (a CHECK holds it), unique. */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** argon2id, as the visitors'; null until the set-password link is used. */
  passwordHash: text('password_hash'),
  /** The TOTP secret, sealed (AES-GCM, a key of its own); pending until `enrolledAt` is set. */
  totpSecret: bytea('totp_secret'),
  /** The time step of the last code accepted: a code of that step or before is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  enrolledAt: at('enrolled_at'),
  disabledAt: at('disabled_at'),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: at('locked_until'),
  lastSignInAt: at('last_sign_in_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** The admin who added the account; null when it was added on the command line. */
  createdBy: uuid('created_by').references((): AnyPgColumn => staffAccounts.id),
});

/** Single-use links to set a password: only a hash of the token is kept. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

/** Ten per enrolment, hashed, each usable once; a new enrolment replaces them. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'staff_recovery_codes_pk', columns: [t.staffId, t.codeHash] })],
);

export type SessionStage = 'password' | 'complete';

/** Server-side sessions behind the console's cookie: only a hash of the cookie value is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** `password`: first factor passed, second (or enrolment) pending; `complete`: signed in. */
    stage: text('stage').$type<SessionStage>().notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute end (12 hours after sign-in); the idle end is `lastSeenAt` + 30 minutes. */
    expiresAt: at('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

export type AuditActorType = 'staff' | 'command' | 'system' | 'anonymous';

/**
 * Who did what to what, when and from where. Append-only in the database itself: a trigger
 * refuses UPDATE, DELETE and TRUNCATE. No foreign keys, so nothing ever cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    actorId: uuid('actor_id'),
    /** The staff member's email and role at the time. */
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** For the command line: the operating-system user who ran it. */
    actorSystemUser: text('actor_system_user'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What changed: ids, counts and states, never secrets and as little personal data as can be. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_email_idx').on(t.actorEmail, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);
