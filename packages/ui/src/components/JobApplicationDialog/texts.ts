import type { ApplicationErrorTexts } from './applicationState';

/** Every visible string of the application dialog; the defaults are the spec's English. */
export interface JobApplicationTexts extends ApplicationErrorTexts {
  title: (jobTitle: string) => string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  visaStatus: string;
  visaStatusPlaceholder: string;
  resume: string;
  coverLetter: string;
  optional: string;
  cancel: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successMessage: string;
  errorFallback: string;
  /** Heads the list of what to fix, above the form, after a submit with errors. */
  errorSummaryTitle: string;
  closeLabel: string;
}

export const defaultJobApplicationTexts: JobApplicationTexts = {
  title: (jobTitle) => `Apply for ${jobTitle}`,
  description: 'All fields are required unless marked optional.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  visaStatus: 'Visa status',
  visaStatusPlaceholder: 'Select visa status',
  resume: 'Resume',
  coverLetter: 'Cover letter',
  optional: '(optional)',
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  successTitle: 'Application submitted successfully!',
  successMessage: "Thank you for your interest. We'll be in touch soon.",
  errorFallback: 'Failed to submit application. Please try again.',
  errorSummaryTitle: 'There is a problem',
  closeLabel: 'Close',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  phoneRequired: 'Enter your phone number',
  visaStatusRequired: 'Select your visa status',
  resumeRequired: 'Choose your resume: a PDF, DOC or DOCX file',
};

/** The visa status choices of spec section 3. */
export const VISA_STATUS_OPTIONS = ['US Citizen', 'Permanent Resident', 'H1B', 'Other'] as const;

/** The resume types of spec sections 5 and 9. */
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
