import { z } from 'zod';
import { plainText, requiredText } from './fields';
import { jobInputSchema, jobSchema } from './jobs';

// The staff console's jobs and applications (issue 47 items 6 and 7): the calls recruiters and
// admins make under /api/staff/. Dates travel as ISO 8601; a day in a filter as YYYY-MM-DD.

/** An application's place in the hiring pipeline, in pipeline order. */
export const APPLICATION_STATUS_NAMES = [
  'new',
  'reviewing',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStatusName = (typeof APPLICATION_STATUS_NAMES)[number];

export const applicationStatusSchema = z.enum(APPLICATION_STATUS_NAMES, {
  error: `The status must be one of ${APPLICATION_STATUS_NAMES.join(', ')}.`,
});

const isoDate = (what: string) => z.string().describe(`${what} (ISO 8601).`);
const count = z.number().int().min(0);
const page = z.coerce.number().int().min(1, 'The page must be 1 or more.').default(1);
const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, `The page size must be 1 to ${max}.`)
    .max(max, `The page size must be 1 to ${max}.`)
    .default(fallback);

// Jobs.

/** A job as staff write it: the fields of spec section 3, each required but the salary range. */
export const staffJobRequestSchema = jobInputSchema
  .extend({
    salaryRange: plainText('Salary range')
      .max(80, 'Salary range must be at most 80 characters.')
      .optional()
      .transform((value) => value ?? ''),
  })
  .meta({ id: 'StaffJobRequest' });

export const applicantCountsSchema = z
  .object({
    new: count,
    reviewing: count,
    interview: count,
    offer: count,
    hired: count,
    rejected: count,
    total: count,
  } satisfies Record<ApplicationStatusName | 'total', typeof count>)
  .meta({ id: 'ApplicantCounts', description: 'Applications to the job, by status.' });

export const staffJobSchema = jobSchema
  .extend({
    createdAt: isoDate('Posted'),
    updatedAt: isoDate('Last changed'),
    closedAt: isoDate('Taken off the careers page').nullable(),
    applicants: applicantCountsSchema,
  })
  .meta({ id: 'StaffJob', description: 'A job, open or closed, with its applicants counted.' });

export const staffJobsQuerySchema = z.object({
  state: z.enum(['open', 'closed']).optional().describe('Only open, or only closed, jobs.'),
  page,
  pageSize: pageSize(100, 25),
});

export const staffJobsResponseSchema = z
  .object({
    jobs: z.array(staffJobSchema).describe('Open jobs first, then closed; newest first in each.'),
    total: count,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'StaffJobsResponse' });

// Applications.

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2025-11-24.`)
    .describe('A UTC day, YYYY-MM-DD.');

/** What filters the list and the CSV export alike (query strings: no component ids). */
export const staffApplicationFilterSchema = z.object({
  job: z.string().trim().min(1).max(64).optional().describe("The job's id."),
  status: z
    .union([applicationStatusSchema, z.array(applicationStatusSchema).max(6)])
    .optional()
    .describe('One status, or several (`status=new&status=reviewing`).'),
  from: day('From').optional().describe('Received on or after this UTC day.'),
  to: day('To').optional().describe('Received up to the end of this UTC day.'),
  search: z
    .string()
    .max(200, 'The search must be at most 200 characters.')
    .optional()
    .describe('Words the first name, last name or email start with (every word must match).'),
});

export const staffApplicationsQuerySchema = staffApplicationFilterSchema.extend({
  sort: z.enum(['received', 'name', 'job', 'status']).default('received'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize: pageSize(100, 25),
});

export const staffApplicationRowSchema = z
  .object({
    id: z.string(),
    receivedAt: isoDate('Received'),
    jobId: z.string(),
    jobTitle: z.string().describe('The title it was sent under.'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    status: applicationStatusSchema,
    updatedAt: isoDate('Last changed'),
  })
  .meta({ id: 'StaffApplicationRow' });

export const staffApplicationsResponseSchema = z
  .object({
    rows: z.array(staffApplicationRowSchema),
    total: count.describe('Every application the filter matches.'),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'StaffApplicationsResponse' });

export const applicationNoteSchema = z
  .object({ id: z.string(), at: isoDate('Written'), authorName: z.string(), text: z.string() })
  .meta({ id: 'ApplicationNote' });

export const staffApplicationSchema = staffApplicationRowSchema
  .extend({
    phone: z.string(),
    visaStatus: z.string(),
    coverLetter: z.string(),
    resume: z.object({
      fileName: z.string().describe('The name a download is saved under.'),
      type: z.string().describe('pdf, doc or docx.'),
      bytes: count,
    }),
    notes: z.array(applicationNoteSchema).describe('Oldest first.'),
  })
  .meta({ id: 'StaffApplication', description: 'One application, with its notes.' });

export const staffStatusRequestSchema = z
  .object({ status: applicationStatusSchema })
  .meta({ id: 'StaffStatusRequest' });

export const staffStatusResponseSchema = z
  .object({ status: applicationStatusSchema })
  .meta({ id: 'StaffStatusResponse' });

export const staffNoteRequestSchema = z
  .object({ text: requiredText('Note', 4000) })
  .meta({ id: 'StaffNoteRequest' });

export type StaffJobReply = z.input<typeof staffJobSchema>;
