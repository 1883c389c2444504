import { z } from 'zod';
import { VISA_STATUSES } from '../options';
import { DEFAULT_MAX_RESUME_BYTES, RESUME_TYPES } from '../resume';
import { emailField, phoneField, plainText, requiredText } from './fields';

/** The application's text fields (multipart); the resume travels as the file part "resume". */
export const applicationFieldsSchema = z
  .object({
    firstName: requiredText('First name', 50),
    lastName: requiredText('Last name', 50),
    email: emailField,
    phone: phoneField,
    visaStatus: z.enum(VISA_STATUSES, { error: 'Choose a visa status.' }),
    coverLetter: plainText('Cover letter')
      .max(5000, 'Cover letter must be at most 5000 characters.')
      .optional()
      .default(''),
    jobId: requiredText('Job', 64, 'Choose a job to apply for.').describe(
      'The `_id` of a listed job.',
    ),
  })
  .meta({ id: 'ApplicationFields' });

/**
 * The application's whole multipart form, as the API's document describes it: the fields plus
 * the resume file part. The server reads the parts itself and checks the fields with
 * `applicationFieldsSchema`, the resume by its content (PDF, DOC or DOCX), not by its type.
 */
export const applicationFormSchema = applicationFieldsSchema
  .extend({
    resume: z
      .file()
      .describe(
        `The resume, checked by its content: PDF, DOC or DOCX (${RESUME_TYPES.map((type) => type.mimeType).join(', ')}), at most ${DEFAULT_MAX_RESUME_BYTES / (1024 * 1024)} MB unless the server's MAX_RESUME_BYTES says otherwise.`,
      ),
  })
  .meta({ id: 'ApplicationForm' });

export const contactRequestSchema = z
  .object({
    name: requiredText('Name', 100),
    email: emailField,
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000),
  })
  .meta({ id: 'ContactRequest' });

/** Applications and contact answer a `message` (and `msg`); success is the HTTP status. */
export const messageResponseSchema = z
  .object({
    success: z.boolean(),
    message: z.string().describe('The text to show.'),
    msg: z.string().describe('The same text as `message`.'),
  })
  .meta({ id: 'MessageResponse' });

/** An application as the server reads it: trimmed, cover letter '' when none. */
export type ApplicationData = z.output<typeof applicationFieldsSchema>;
