// `npm run analytics -- report [--since 7d] [--json]`: what the site measured after consent
// (decision 090). Uses the same DATA_DIR / DATABASE_URL as the server.
import { analyticsCommand, readReportArguments } from '../analytics/command';
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
    const { ok, output } = await analyticsCommand(
      (options) => analyticsReport(database.db, options),
      process.argv.slice(2),
    );
    if (ok) console.log(output);
    else fail(output);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
