import { z } from 'zod';
import { emailField, phoneField, plainText, requiredText } from './fields';

export const VISA_STATUSES = ['US Citizen', 'Permanent Resident', 'H1B', 'Other'] as const;

/** The application's text fields (multipart); the resume travels as the file part "resume". */
export const applicationFieldsSchema = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  email: emailField,
  phone: phoneField,
  visaStatus: z.enum(VISA_STATUSES, { error: 'Choose a visa status.' }),
  coverLetter: plainText('Cover letter')
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

export type VisaStatus = (typeof VISA_STATUSES)[number];
export type ApplicationFields = z.input<typeof applicationFieldsSchema>;
export type ApplicationData = z.output<typeof applicationFieldsSchema>;
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type MessageResponse = z.output<typeof messageResponseSchema>;
