// Fixed choices of the wire format, shared by the schemas, the client and the forms.

export const VISA_STATUSES = ['US Citizen', 'Permanent Resident', 'H1B', 'Other'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];

/** The badge colours the careers page knows; any other value gets a neutral badge. */
export const EMPLOYMENT_TYPES = [
  'Full-time',
  'Part-time',
  'Contract',
  'Freelance',
  'Internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The text fields of an application, in the order the multipart form sends them. */
export const APPLICATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'visaStatus',
  'coverLetter',
  'jobId',
] as const;
