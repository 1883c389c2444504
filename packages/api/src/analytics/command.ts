// `analytics report [--since 7d] [--json]`: the CLI (cli/analytics.ts) runs it on the database it
// opens; a command channel to the running server runs the same function with the server's
// `services.analyticsReport`.
import { formatReportJson, formatReportText } from './format';
import { parseSince, type AnalyticsReport, type ReportOptions } from './report';

/** `analyticsReport` bound to a database (`services.analyticsReport` in the server). */
export type AnalyticsReporter = (options: ReportOptions) => Promise<AnalyticsReport>;

export const USAGE = `Usage:
  npm run analytics -- report [--since 7d] [--json]

Page views and visitors per page, top referrers, and the 75th percentile of LCP, INP and CLS per
page family with the elements most often behind a slow LCP or INP. Only visitors who accepted
cookies are measured.

  --since PERIOD   how far back, e.g. 7d (the default), 30d, 24h, 2w or 30m
  --json           the report as JSON instead of text`;

export interface ReportArguments {
  since: Date;
  json: boolean;
}

/** Reads `report [--since 7d] [--json]`; a message naming the problem otherwise. */
export function readReportArguments(args: string[], now = Date.now()): ReportArguments | string {
  const [command, ...rest] = args;
  if (command !== 'report') return USAGE;
  let since = parseSince('7d', now)!;
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? rest[++i] : arg.slice('--since='.length);
      const parsed = value === undefined ? undefined : parseSince(value, now);
      if (!parsed)
        return `--since takes a period such as 7d, 24h or 2w, got "${value ?? ''}".\n\n${USAGE}`;
      since = parsed;
    } else return `Unknown option "${arg}".\n\n${USAGE}`;
  }
  return { since, json };
}

/** Runs the command: what to print, and whether it succeeded (a usage message otherwise). */
export async function analyticsCommand(
  report: AnalyticsReporter,
  argv: string[],
  now = Date.now(),
): Promise<{ ok: boolean; output: string }> {
  const args = readReportArguments(argv, now);
  if (typeof args === 'string') return { ok: false, output: args };
  const data = await report({ since: args.since, until: new Date(now) });
  return { ok: true, output: args.json ? formatReportJson(data) : formatReportText(data) };
}
