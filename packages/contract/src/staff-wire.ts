// The staff console's calls (issue 47) as TypeScript types, inferred from the schemas in
// `schemas/staff*.ts` as wire.ts does for the visitor calls: type-only, so an app that uses them
// with `@corvane/contract/client` bundles no zod. Replies are the schemas' output.
import type { z } from 'zod';
import type {
  auditEntrySchema,
  erasureCountsSchema,
  staffAccountLinkResponseSchema,
  staffAccountSchema,
  staffAccountsResponseSchema,
  staffAuditQuerySchema,
  staffAuditResponseSchema,
  staffDisabledResponseSchema,
  staffEnrolmentResponseSchema,
  staffMeResponseSchema,
  staffNewAccountRequestSchema,
  staffRecoveryCodesResponseSchema,
  staffSetPasswordResponseSchema,
  staffSignedInResponseSchema,
  staffSignInResponseSchema,
} from './schemas/staff';
import type {
  applicantCountsSchema,
  applicationNoteSchema,
  staffApplicationRowSchema,
  staffApplicationSchema,
  staffApplicationsQuerySchema,
  staffApplicationsResponseSchema,
  staffJobRequestSchema,
  staffJobSchema,
  staffJobsResponseSchema,
} from './schemas/staff-recruiting';

export type StaffSignInResponse = z.output<typeof staffSignInResponseSchema>;
export type StaffEnrolmentResponse = z.output<typeof staffEnrolmentResponseSchema>;
export type StaffRecoveryCodesResponse = z.output<typeof staffRecoveryCodesResponseSchema>;
export type StaffSignedInResponse = z.output<typeof staffSignedInResponseSchema>;
export type StaffMe = z.output<typeof staffMeResponseSchema>;
export type StaffSetPasswordResponse = z.output<typeof staffSetPasswordResponseSchema>;

export type StaffAccount = z.output<typeof staffAccountSchema>;
export type StaffAccountsResponse = z.output<typeof staffAccountsResponseSchema>;
export type StaffNewAccountRequest = z.input<typeof staffNewAccountRequestSchema>;
export type StaffAccountLinkResponse = z.output<typeof staffAccountLinkResponseSchema>;
export type StaffDisabledResponse = z.output<typeof staffDisabledResponseSchema>;

export type AuditEntry = z.output<typeof auditEntrySchema>;
export type StaffAuditQuery = z.input<typeof staffAuditQuerySchema>;
export type StaffAuditResponse = z.output<typeof staffAuditResponseSchema>;
export type ErasureCounts = z.output<typeof erasureCountsSchema>;

export type StaffJobRequest = z.input<typeof staffJobRequestSchema>;
export type StaffJob = z.output<typeof staffJobSchema>;
export type ApplicantCounts = z.output<typeof applicantCountsSchema>;
export type StaffJobsResponse = z.output<typeof staffJobsResponseSchema>;

export type StaffApplicationsQuery = z.input<typeof staffApplicationsQuerySchema>;
export type StaffApplicationRow = z.output<typeof staffApplicationRowSchema>;
export type StaffApplicationsResponse = z.output<typeof staffApplicationsResponseSchema>;
export type StaffApplication = z.output<typeof staffApplicationSchema>;
export type ApplicationNote = z.output<typeof applicationNoteSchema>;
