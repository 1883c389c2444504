import { z } from 'zod';
import { requiredText } from './fields';

export const jobSchema = z
  .object({
    _id: z.string().describe("The job's id: an application names it as `jobId`."),
    title: z.string(),
    employmentType: z
      .string()
      .describe('Full-time, Part-time, Contract, Freelance, Internship, or another kind.'),
    salaryRange: z.string(),
    location: z.string(),
    overview: z.string(),
    responsibilities: z.array(z.string()),
    qualifications: z.array(z.string()),
    datePosted: z
      .string()
      .optional()
      .describe('When the job was listed (ISO 8601); older servers may leave it out.'),
  })
  .meta({ id: 'Job', description: 'An open position.' });

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

/** The careers list: `success: false` with a message (and no jobs) when it cannot be read. */
export const jobsListResponseSchema = z
  .object({
    success: z.boolean(),
    jobs: z.array(jobSchema).describe('Newest first.'),
    message: z.string().describe('"3 open positions." or why the list could not be read.'),
    msg: z.string().describe('The same text as `message`.'),
  })
  .meta({ id: 'JobsListResponse' });

export type JobInput = z.input<typeof jobInputSchema>;
