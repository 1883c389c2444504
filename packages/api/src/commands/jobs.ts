import { jobInputSchema } from '@corvane/contract';
import { z } from 'zod';
import { defineCommand, text } from './types';

// `npm run jobs`: the careers page's listings.

export const jobsCommands = {
  'jobs.list': defineCommand({
    args: z.object({}),
    async run({ services }) {
      // As a first server start would, so the samples do not appear later beside the company's jobs.
      await services.jobs.seedOnFirstStart();
      const list = await services.jobs.list();
      if (list.length === 0) return text('No jobs are listed.');
      return text(
        list
          .map((job) => `${job._id}  ${job.title} (${job.employmentType}, ${job.location})`)
          .join('\n'),
      );
    },
  }),

  'jobs.add': defineCommand({
    args: z.object({ jobs: z.array(jobInputSchema).min(1) }),
    async run({ services }, { jobs }) {
      await services.jobs.seedOnFirstStart();
      const lines: string[] = [];
      for (const input of jobs) {
        const job = await services.jobs.add(input);
        lines.push(`Added ${job._id}  ${job.title}`);
      }
      await services.jobsList.refresh();
      return text(lines.join('\n'));
    },
  }),

  'jobs.remove': defineCommand({
    args: z.object({ id: z.string().min(1) }),
    async run({ services }, { id }) {
      await services.jobs.seedOnFirstStart();
      if (!(await services.jobs.remove(id))) {
        return text(`No job has the ID ${id}. "npm run jobs -- list" shows the IDs.`, {
          failed: true,
        });
      }
      await services.jobsList.refresh();
      return text(`Removed ${id}.`);
    },
  }),
};
