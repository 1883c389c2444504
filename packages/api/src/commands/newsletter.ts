import { z } from 'zod';
import { newsletterIssueMail } from '../mails/newsletter-issue';
import type { PreparedIssue } from '../services/newsletter-issues';
import { plural, rateText, sendingTime, utc } from './format';
import { defineCommand, text, type CommandContext } from './types';

// `npm run newsletter`: send an issue to the confirmed subscribers, and count the list
// (decision 089).

const PREVIEW_LINES = 60;

/** The plain text a subscriber gets, their own link shown as "…". */
function preview(issue: PreparedIssue): string {
  const token = '…';
  const mail = newsletterIssueMail('preview', issue, {
    unsubscribePage: `${issue.siteUrl}/newsletter/unsubscribe?token=${token}`,
    oneClick: `${issue.siteUrl}/api/newsletter/unsubscribe?token=${token}`,
  });
  const lines = mail.text.trimEnd().split('\n');
  const shown = lines.slice(0, PREVIEW_LINES);
  if (lines.length > PREVIEW_LINES) shown.push(`(… ${lines.length - PREVIEW_LINES} more lines)`);
  return shown.map((line) => `  | ${line}`.trimEnd()).join('\n');
}

const pace = ({ config }: CommandContext, mails: number) =>
  `At ${rateText(config.newsletterRate)} (NEWSLETTER_RATE) that takes ${sendingTime(mails, config.newsletterRate)}.`;

const sendArgs = z.object({
  markdown: z.string().max(1024 * 1024),
  subject: z.string().optional(),
  issue: z.string().optional(),
  dryRun: z.boolean().default(false),
  test: z.email().optional(),
});

export const newsletterCommands = {
  'newsletter.send': defineCommand({
    args: sendArgs,
    async run(context, args) {
      const issues = context.services.newsletterIssues;
      const issue = issues.prepare(args);
      const named = `Issue ${issue.id}, "${issue.subject}"`;

      if (args.test) {
        const { subscriber } = await issues.sendTest(issue, args.test);
        return text(
          `${named}: a test copy is on its way to ${args.test.toLowerCase()}, with the subject ` +
            `"[Test] ${issue.subject}"${subscriber ? ' and their own unsubscribe link' : ''}. ` +
            'No subscriber was sent anything.',
          { queuedMail: true },
        );
      }

      const earlier = await issues.find(issue.id);
      const changed =
        earlier && earlier.contentHash !== issue.contentHash
          ? [`${issue.id} was sent before with other content: who has it gets nothing again.`]
          : [];
      const before = await issues.audience(issue.id);
      const owed = before.confirmed - before.have;
      const audience =
        `${owed} of the ${before.confirmed} confirmed subscribers (${before.have} have it ` +
        `already; ${plural(before.waiting, 'address', 'addresses')} waiting for confirmation ` +
        `${before.waiting === 1 ? 'gets' : 'get'} nothing).`;

      if (args.dryRun) {
        return text(
          [
            `Dry run: nothing was sent. ${named}.`,
            ...changed,
            `It would go to ${audience}`,
            ...(owed > 0 ? [pace(context, owed)] : []),
            '',
            "What each subscriber reads as plain text (the HTML part says the same, in the site's look; --test ADDRESS sends you one):",
            '',
            preview(issue),
          ].join('\n'),
        );
      }
      if (owed === 0) {
        return text(
          before.confirmed === 0
            ? 'There are no confirmed subscribers yet: nothing was sent.'
            : `${named}: every one of the ${plural(before.confirmed, 'confirmed subscriber')} has it already; nothing was sent.`,
        );
      }
      const { queued } = await issues.send(issue);
      const after = await issues.audience(issue.id);
      return text(
        [
          `${named}: queued for ${plural(queued, 'subscriber')}; ${after.have - queued} of the ` +
            `${after.confirmed} confirmed had it already.`,
          ...changed,
          `${pace(context, queued)} "npm run newsletter -- list" shows how many are still to go.`,
        ].join('\n'),
        { queuedMail: queued > 0 },
      );
    },
  }),

  'newsletter.list': defineCommand({
    args: z.object({}),
    async run({ services }) {
      const summary = await services.newsletterIssues.summary();
      const width = String(
        Math.max(summary.confirmed, summary.waiting, summary.unsubscribed),
      ).length;
      const row = (label: string, n: number, note: string) =>
        `  ${label.padEnd(13)}${String(n).padStart(width)}  ${note}`;
      const lines = [
        'Newsletter addresses:',
        row('confirmed', summary.confirmed, 'receive each issue'),
        row('waiting', summary.waiting, 'have not opened their confirmation link; sent no issue'),
        row('unsubscribed', summary.unsubscribed, 'left (their addresses are deleted)'),
      ];
      lines.push(summary.issues.length === 0 ? 'No issue has been sent yet.' : 'Issues:');
      for (const issue of summary.issues) {
        const state =
          issue.owed === 0
            ? `sent to ${issue.queued}`
            : `${issue.queued - issue.owed} of ${issue.queued} sent, ${issue.owed} still to go`;
        lines.push(`  ${issue.id}  ${utc(issue.createdAt)}  "${issue.subject}": ${state}`);
      }
      return text(lines.join('\n'));
    },
  }),
};
