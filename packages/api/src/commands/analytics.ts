import { z } from 'zod';
import { analyticsCommand } from '../analytics/command';
import { defineCommand, text } from './types';

// `npm run analytics`: what the site measured after consent (decision 090).

export const analyticsCommands = {
  'analytics.report': defineCommand({
    // The words after `report`, read where the report is made (the server, or the command).
    args: z.object({ options: z.array(z.string()) }),
    async run({ services }, { options }) {
      const { ok, output } = await analyticsCommand(services.analyticsReport, [
        'report',
        ...options,
      ]);
      return text(output, { failed: !ok });
    },
  }),
};
