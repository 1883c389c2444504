import { z } from 'zod';
import { emailField, newPasswordField, requiredText } from './fields';

// The staff console's calls under /api/staff/ (issue 47, decisions 103 and 107): signing in with
// a password and a second factor, the session, and the admin's screens (accounts, the audit log,
// a person's data). Jobs and applications are in staff-recruiting.ts. Dates travel as ISO 8601.

export const STAFF_ROLE_NAMES = ['admin', 'recruiter', 'marketing'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_NAMES)[number];

export const staffRoleSchema = z.enum(STAFF_ROLE_NAMES, {
  error: 'The role must be admin, recruiter or marketing.',
});

const isoDate = (what: string) => z.string().describe(`${what} (ISO 8601).`);

// Sign-in.

export const staffSignInRequestSchema = z
  .object({
    email: emailField,
    // Checked against the stored hash only: the policy applies when a password is chosen.
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(128, 'Password must be at most 128 characters.'),
  })
  .meta({ id: 'StaffSignInRequest' });

export const staffSignInResponseSchema = z
  .object({
    next: z
      .enum(['enrol', 'code'])
      .describe(
        '`enrol`: set up an authenticator app (first sign-in); `code`: give its six digits.',
      ),
  })
  .meta({ id: 'StaffSignInResponse', description: 'The password is right: the second step.' });

export const staffEnrolmentResponseSchema = z
  .object({
    otpauthUri: z.string().describe('The `otpauth://totp/...` URI an authenticator app reads.'),
    qrSvg: z.string().describe('The URI as a QR code, an SVG document.'),
    secret: z.string().describe('The secret in base32, for an app that cannot scan.'),
  })
  .meta({ id: 'StaffEnrolmentResponse' });

const totpCodeField = requiredText('Code', 20, 'Enter the 6-digit code from your app.').regex(
  /^\d{3} ?\d{3}$/,
  'Enter the 6-digit code from your app.',
);

export const staffCodeRequestSchema = z
  .object({ code: totpCodeField })
  .meta({ id: 'StaffCodeRequest' });

export const staffRecoveryCodesResponseSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(10)
      .describe('Ten single-use codes for when the app is not at hand: shown this once.'),
  })
  .meta({ id: 'StaffRecoveryCodesResponse' });

export const SECOND_FACTOR_REQUIRED = 'Enter the 6-digit code from your app, or a recovery code.';

export const staffSecondFactorRequestSchema = z
  .object({
    code: totpCodeField.optional(),
    recoveryCode: requiredText('Recovery code', 40).optional(),
  })
  .refine((given) => (given.code === undefined) !== (given.recoveryCode === undefined), {
    message: SECOND_FACTOR_REQUIRED,
  })
  .meta({
    id: 'StaffSecondFactorRequest',
    description: 'Either `code` (from the authenticator app) or `recoveryCode`, not both.',
  });

export const okResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });

export const staffSignedInResponseSchema = z
  .object({
    ok: z.literal(true),
    recoveryCodesLeft: z.number().int().min(0).describe('Recovery codes not used yet.'),
  })
  .meta({ id: 'StaffSignedInResponse', description: 'Signed in: the session cookie is new.' });

export const staffMeResponseSchema = z
  .object({
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    csrfToken: z
      .string()
      .describe('Send it as the `x-csrf-token` header with every change this session makes.'),
  })
  .meta({ id: 'StaffMeResponse', description: 'Who is signed in.' });

export const staffSetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'The link is incomplete.' })
      .min(1, 'The link is incomplete.')
      .max(100, 'The link is incomplete.')
      .describe('The token after `#token=` in the set-password link.'),
    password: newPasswordField,
  })
  .meta({ id: 'StaffSetPasswordRequest' });

export const staffSetPasswordResponseSchema = z
  .object({ ok: z.literal(true), email: z.string().describe('The account: sign in with it.') })
  .meta({ id: 'StaffSetPasswordResponse' });

// Accounts (admin).

export const staffAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: staffRoleSchema,
    state: z
      .enum(['invited', 'active', 'disabled'])
      .describe('`invited`: the set-password link is not used yet.'),
    enrolled: z.boolean().describe('Whether an authenticator app is set up.'),
    lockedUntil: isoDate('Sign-in is refused until then after failures').nullable(),
    lastSignInAt: isoDate('The last sign-in').nullable(),
    createdAt: isoDate('Added'),
  })
  .meta({ id: 'StaffAccount' });

export const staffAccountsResponseSchema = z
  .object({ accounts: z.array(staffAccountSchema).describe('By email.') })
  .meta({ id: 'StaffAccountsResponse' });

export const staffNewAccountRequestSchema = z
  .object({ email: emailField, role: staffRoleSchema, name: requiredText('Name', 80).optional() })
  .meta({ id: 'StaffNewAccountRequest' });

export const staffAccountLinkResponseSchema = z
  .object({
    account: staffAccountSchema,
    link: z.object({
      url: z.string().describe('The single-use set-password link: shown once, never stored.'),
      expiresAt: isoDate('It stops working'),
    }),
  })
  .meta({ id: 'StaffAccountLinkResponse' });

export const staffRoleRequestSchema = z
  .object({ role: staffRoleSchema })
  .meta({ id: 'StaffRoleRequest' });

export const staffDisabledResponseSchema = z
  .object({
    account: staffAccountSchema,
    sessionsEnded: z.number().int().min(0).describe('Sessions that ended at once.'),
  })
  .meta({ id: 'StaffDisabledResponse' });

// The audit log (admin).

/** The audit log's fixed vocabulary of actions (decision 107); a new kind of action goes here. */
export const AUDIT_ACTIONS = [
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.sign_out',
  'staff.signed_out_everywhere',
  'staff.created',
  'staff.role_changed',
  'staff.disabled',
  'staff.enabled',
  'staff.password_link_issued',
  'staff.password_set',
  'staff.second_factor_enrolled',
  'staff.second_factor_reset',
  'job.created',
  'job.updated',
  'job.closed',
  'job.reopened',
  'application.listed',
  'application.viewed',
  'application.status_changed',
  'application.note_added',
  'application.resume_downloaded',
  'application.exported',
  'privacy.erased',
  'privacy.exported',
  'retention.swept',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const dayField = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2025-11-24.`)
    .describe('A UTC day, YYYY-MM-DD.');

export const staffAuditQuerySchema = z.object({
  actor: z.string().max(254).optional().describe("The staff member's email."),
  action: z.string().max(60).optional().describe('One action, e.g. `application.viewed`.'),
  target: z
    .string()
    .max(120)
    .optional()
    .describe('`type` or `type:id`, e.g. `application` or `staff:<id>`.'),
  from: dayField('From').optional(),
  to: dayField('To').optional().describe('Up to the end of this UTC day.'),
  page: z.coerce.number().int().min(1, 'The page must be 1 or more.').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'The page size must be 1 to 200.')
    .max(200, 'The page size must be 1 to 200.')
    .default(50),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: isoDate('When'),
    actor: z.object({
      type: z.enum(['staff', 'command', 'system', 'anonymous']),
      id: z.string().nullable(),
      email: z.string().nullable(),
      role: z.string().nullable().describe('The role at the time.'),
      systemUser: z.string().nullable().describe("The command line's user, or the server's job."),
    }),
    action: z.string(),
    target: z.object({ type: z.string(), id: z.string() }).nullable(),
    details: z.record(z.string(), z.unknown()).describe('Ids, counts and states: never a secret.'),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const staffAuditResponseSchema = z
  .object({
    entries: z.array(auditEntrySchema).describe('Newest first.'),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'StaffAuditResponse' });

// A person's data (admin).

export const staffSubjectRequestSchema = z
  .object({ email: emailField })
  .meta({ id: 'StaffSubjectRequest' });

export const subjectAccessExportSchema = z
  .looseObject({
    format: z.literal('corvane.subject-access.v1'),
    subject: z.string(),
    exportedAt: z.string(),
    applications: z.array(z.unknown()),
    contactMessages: z.array(z.unknown()),
    newsletter: z.unknown(),
    visitorAccount: z.unknown(),
    mailWaiting: z.array(z.unknown()),
  })
  .meta({
    id: 'SubjectAccessExport',
    description: 'Everything held about one email address (decision 107), resumes in base64.',
  });

const count = z.number().int().min(0);

export const erasureCountsSchema = z
  .object({
    applications: count,
    notes: count,
    resumeFiles: count,
    contactMessages: count,
    newsletterAddress: count,
    waitingMail: count,
    mailBeingSent: count.describe('Being handed to the mail server that moment: not stopped.'),
    visitorAccount: count,
    visitorCodes: count,
  })
  .meta({ id: 'ErasureCounts', description: 'What was erased, counted.' });

export type StaffAccountReply = z.input<typeof staffAccountSchema>;
export type AuditEntryReply = z.input<typeof auditEntrySchema>;
