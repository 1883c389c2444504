import type { FastifyBaseLogger } from 'fastify';
import type { CommandArgs, CommandName } from '../commands';
import type { Config } from '../config';
import { DataDirBusyError } from '../db/lock';
import { callServer, type RemoteOutput } from '../control/client';
import { controlSocket } from '../control/socket';

/** A server that has just started opens its channel within this long of taking the database. */
const SERVER_START_WAIT_MS = 15_000;

/** Where the command ran: mail it queued is sent by that server, or later. */
export type Runner = 'server' | 'embedded' | 'postgres';

export type Render = (output: RemoteOutput, runner: Runner) => void | Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database itself and runs the command with a set of services of its own. Loaded
 * only here: a command the server answers needs none of it (a third of the start-up time).
 */
async function runHere(config: Config, name: CommandName, args: unknown, render: Render) {
  const [{ openDatabase }, { createServices }, { runCommand }, { default: pino }] =
    await Promise.all([
      import('../db/client'),
      import('../services'),
      import('../commands'),
      import('pino'),
    ]);
  const database = await openDatabase({ ...config, purpose: `running "${name}"` });
  try {
    const log = pino({ level: 'warn' }, pino.destination(2)) as unknown as FastifyBaseLogger;
    const services = createServices(config, database.db, log, {
      now: Date.now,
      siteUrl: () => config.publicSiteUrl ?? `http://localhost:${config.port}`,
    });
    // This process never sends mail: a server does, now or when it starts.
    await services.outboxWorker.stop();
    const output = await runCommand({ services, config }, name, args);
    await render(output as RemoteOutput, database.kind === 'postgres' ? 'postgres' : 'embedded');
  } finally {
    await database.close();
  }
}

/**
 * Runs a command where it can run (decision 088). On the embedded database, the server that
 * holds it runs the command (its control socket), else this process opens the database itself;
 * a server that is starting gets a moment to open its socket. On PostgreSQL, which takes many
 * connections, this process always runs it itself, whether or not servers are running.
 * `render` prints or writes the answer while the database is still open.
 */
export async function execute<N extends CommandName>(
  config: Config,
  name: N,
  args: CommandArgs<N>,
  render: Render,
): Promise<void> {
  if (config.databaseUrl) return runHere(config, name, args, render);
  const deadline = Date.now() + SERVER_START_WAIT_MS;
  for (;;) {
    const answer = await callServer(config.dataDir, name, args);
    if (answer) return render(answer, 'server');
    try {
      return await runHere(config, name, args, render);
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      if (Date.now() > deadline) {
        throw new Error(
          `Process ${error.holder} holds the embedded database in ${config.dataDir} but does not ` +
            `answer on ${controlSocket(config.dataDir).path}. If it is a server that is starting, ` +
            'or another command, try again in a moment.',
        );
      }
      await sleep(250);
    }
  }
}
