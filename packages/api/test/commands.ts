// Runs a command the way `npm run newsletter` and the other tools do (src/cli/run.ts): through
// the test server's control channel on the embedded database, or on PostgreSQL by opening the
// database directly (api-postgres project).
import { buffer } from 'node:stream/consumers';
import { execute } from '../src/cli/run';
import type { CommandArgs, CommandName } from '../src/commands';
import { loadConfig } from '../src/config';
import type { TestServer } from './helpers';

export interface Answer {
  runner: 'server' | 'embedded' | 'postgres';
  text?: string;
  failed?: boolean;
  queuedMail?: boolean;
  file?: { name: string; summary: string; bytes: Buffer };
}

export async function runAs<N extends CommandName>(
  server: TestServer,
  name: N,
  args: CommandArgs<N>,
  env: Record<string, string> = {},
): Promise<Answer> {
  const config = loadConfig({
    DATA_DIR: server.dataDir,
    DATABASE_URL: server.databaseUrl ?? '',
    ...env,
  });
  let answer: Answer | undefined;
  await execute(config, name, args, async (output, runner) => {
    answer =
      output.kind === 'text'
        ? { runner, text: output.text, failed: output.failed, queuedMail: output.queuedMail }
        : {
            runner,
            file: {
              name: output.fileName,
              summary: output.summary,
              bytes: await buffer(output.stream),
            },
          };
  });
  return answer!;
}

/** Where the command should have run: in the server, or on PostgreSQL directly. */
export const expectedRunner = (server: TestServer) => (server.databaseUrl ? 'postgres' : 'server');
