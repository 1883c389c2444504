// What the command-line tools share: one way to stop with a message, the server's settings,
// their arguments, and how an answer is printed (decision 088).
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import type { RemoteOutput } from '../control/client';
import { durationSeconds } from '../durations';
import type { Runner } from './run';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The settings the server would use (DATA_DIR, DATABASE_URL...); a bad one stops with its message. */
export function cliConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
}

/** Who runs the command, for the audit log: the operating-system user. */
export function systemUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER || process.env.LOGNAME || 'unknown';
  }
}

/** A path as the user typed it: npm runs scripts in the package folder, so from INIT_CWD. */
export const userPath = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** The command word, its other words and its options; a wrong option stops with one line. */
export function readArguments<Options extends NonNullable<ParseArgsConfig['options']>>(
  tool: string,
  options: Options,
  usage: string,
) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options,
      allowPositionals: true,
      strict: true,
    });
    const [command, ...rest] = positionals;
    if (!command) fail(usage);
    return { command, rest, values };
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify.*$/s, '').replace(/\s+/g, ' ');
    return fail(`${message}. "npm run ${tool}" with no arguments shows the usage.`);
  }
}

/** "30m", "24h", "7d", "2w" in seconds; stops with one line otherwise. */
export function readSince(raw: string): number {
  return (
    durationSeconds(raw) ??
    fail(`--since must be a duration such as 30m, 24h, 7d or 2w, got "${raw}".`)
  );
}

const MAIL_NOTE: Record<Runner, string | undefined> = {
  server: undefined,
  embedded: 'No server is running: the mail goes out when it starts (npm start).',
  postgres:
    'Each server on this database sends queued mail within a second or two; with none running, it goes out when one starts.',
};

/** Prints a text answer: on stderr with exit code 1 when the command failed. */
export function printText(output: RemoteOutput, runner: Runner): void {
  if (output.kind !== 'text') throw new Error('expected a text answer');
  const note = output.queuedMail ? MAIL_NOTE[runner] : undefined;
  const lines = [output.text, ...(note ? [note] : [])].join('\n');
  if (output.failed) {
    console.error(lines);
    process.exitCode = 1;
  } else {
    console.log(lines);
  }
}

/** Runs the tool; anything that stops it is one line on stderr and exit code 1. */
export function runTool(main: () => Promise<void>): void {
  main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
}
