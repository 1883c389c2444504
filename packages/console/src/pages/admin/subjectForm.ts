import { staffSubjectRequestSchema } from '@corvane/contract';
import type { StaffApiError } from '../../api/staffApi';

// The one field both personal-data tasks ask for: an email address, checked as the server does.

export type SubjectProblem =
  { field: string; formWide?: undefined } | { field?: undefined; formWide: string[] };

/** The address in the server's form, or its problem in the server's words. */
export function checkSubject(email: string): { email: string } | { problem: string } {
  const parsed = staffSubjectRequestSchema.safeParse({ email });
  if (parsed.success) return { email: parsed.data.email.toLowerCase() };
  return { problem: parsed.error.issues[0]?.message ?? 'Enter a valid email address.' };
}

/** A refusal of the address (a 400) belongs to the field; anything else to the whole form. */
export function problemOf(error: unknown): SubjectProblem {
  const refusal = error as StaffApiError;
  if (refusal.status === 400 && refusal.fieldMessages.length > 0)
    return { field: refusal.fieldMessages[0]! };
  return { formWide: [refusal.message] };
}
