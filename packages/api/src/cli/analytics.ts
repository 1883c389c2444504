// `npm run analytics -- report [--since 7d] [--json]`: what the site measured after consent
// (decision 090). Uses the same DATA_DIR / DATABASE_URL as the server.
import { formatReportJson, formatReportText } from '../analytics/format';
import { readReportArguments } from '../analytics/arguments';
import { analyticsReport } from '../analytics/report';
import { openDatabase } from '../db/client';
import { cliConfig, fail } from './common';

async function main(): Promise<void> {
  const args = readReportArguments(process.argv.slice(2));
  if (typeof args === 'string') fail(args);
  const config = cliConfig();
  const database = await openDatabase({ ...config, purpose: 'reading analytics' }).catch(
    (error: Error) => fail(error.message),
  );
  try {
    const report = await analyticsReport(database.db, { since: args.since });
    console.log(args.json ? formatReportJson(report) : formatReportText(report));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
