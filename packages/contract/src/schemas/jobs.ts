import { z } from 'zod';
import { requiredText } from './fields';

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  employmentType: z.string(),
  salaryRange: z.string(),
  location: z.string(),
  overview: z.string(),
  responsibilities: z.array(z.string()),
  qualifications: z.array(z.string()),
  datePosted: z.string().optional(),
});

const listOfText = (label: string) =>
  z
    .array(requiredText(label, 500), { error: `${label} must be a list of text.` })
    .min(1, `${label} needs at least one entry.`)
    .max(30, `${label} may have at most 30 entries.`);

/** A job the company adds (the jobs CLI reads this from a JSON file). */
export const jobInputSchema = z.object({
  title: requiredText('Title', 120),
  employmentType: requiredText('Employment type', 40),
  salaryRange: requiredText('Salary range', 80),
  location: requiredText('Location', 120),
  overview: requiredText('Overview', 4000),
  responsibilities: listOfText('Responsibilities'),
  qualifications: listOfText('Qualifications'),
});

export const jobsListResponseSchema = z.object({
  success: z.boolean(),
  jobs: z.array(jobSchema),
  message: z.string(),
});

export type JobInput = z.input<typeof jobInputSchema>;
