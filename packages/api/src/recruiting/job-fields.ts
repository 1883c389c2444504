import { jobInputSchema, plainText } from '@corvane/contract';
import type { z } from 'zod';

// A job as staff write it in the console (issue 47 item 6): the fields of spec section 3, each
// required but the salary range; responsibilities and qualifications as lists. Here until the
// console's routes declare it in @corvane/contract (the lead moves it then).

export const jobFieldsSchema = jobInputSchema.extend({
  salaryRange: plainText('Salary range')
    .max(80, 'Salary range must be at most 80 characters.')
    .optional()
    .transform((value) => value ?? ''),
});

export type JobFields = z.input<typeof jobFieldsSchema>;
export type JobFieldsParsed = z.output<typeof jobFieldsSchema>;

/** The field names an edit changed, as the audit log records them (names, never values). */
export function changedFields(before: JobFieldsParsed, after: JobFieldsParsed): string[] {
  return (Object.keys(after) as (keyof JobFieldsParsed)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
