import { z } from 'zod';
import { VISA_STATUSES } from '../options';
import { emailField, phoneField, requiredText } from './fields';

/** The application's text fields (multipart); the resume travels as the file part "resume". */
export const applicationFieldsSchema = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email: emailField,
  phone: phoneField,
  visaStatus: z.enum(VISA_STATUSES, { error: 'Choose a visa status.' }),
  coverLetter: z
    .string()
    .trim()
    .max(5000, 'Cover letter must be at most 5000 characters.')
    .optional()
    .default(''),
  jobId: requiredText('Job', 64, 'Choose a job to apply for.'),
});

export const contactRequestSchema = z.object({
  name: requiredText('Name', 100),
  email: emailField,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});

/** Applications and contact answer a `message`; success is the HTTP status being ok. */
export const messageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string(),
});

/** An application as the server reads it: trimmed, cover letter '' when none. */
export type ApplicationData = z.output<typeof applicationFieldsSchema>;
