import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Services } from '../services';

/**
 * What a command answers: text to print, or a file for the command line to write (it writes it
 * itself, so the file belongs to whoever ran the command). `failed` text goes to stderr with
 * exit code 1; `queuedMail` says the command left mail in the outbox.
 */
export type CommandOutput =
  | { kind: 'text'; text: string; failed?: boolean; queuedMail?: boolean }
  | { kind: 'file'; fileName: string; summary: string; stream: Readable };

/** What a command runs with: the server's own services, or a set the command line opened. */
export interface CommandContext {
  services: Services;
  config: Config;
}

/**
 * One command of the control channel (decision 088): a function of the services and its
 * arguments, the same whether the running server or the command line itself runs it.
 */
export interface Command<Schema extends z.ZodType = z.ZodType> {
  args: Schema;
  run(context: CommandContext, args: z.output<Schema>): Promise<CommandOutput>;
}

export const defineCommand = <Schema extends z.ZodType>(command: Command<Schema>) => command;

export const text = (value: string, extra: { failed?: boolean; queuedMail?: boolean } = {}) =>
  ({ kind: 'text', text: value, ...extra }) as const satisfies CommandOutput;
