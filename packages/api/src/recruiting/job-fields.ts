import { staffJobRequestSchema } from '@corvane/contract';
import type { z } from 'zod';

// A job as staff write it in the console (issue 47 item 6): the fields of spec section 3, each
// required but the salary range; responsibilities and qualifications as lists. The console's
// route declares the same schema (@corvane/contract's StaffJobRequest).

export const jobFieldsSchema = staffJobRequestSchema;

export type JobFields = z.input<typeof jobFieldsSchema>;
export type JobFieldsParsed = z.output<typeof jobFieldsSchema>;

/** The field names an edit changed, as the audit log records them (names, never values). */
export function changedFields(before: JobFieldsParsed, after: JobFieldsParsed): string[] {
  return (Object.keys(after) as (keyof JobFieldsParsed)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
