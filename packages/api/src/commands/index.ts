import type { z } from 'zod';
import { InputError, ServiceError } from '../services/errors';
import { analyticsCommands } from './analytics';
import { applicationsCommands } from './applications';
import { jobsCommands } from './jobs';
import { newsletterCommands } from './newsletter';
import { outboxCommands } from './outbox';
import { privacyCommands } from './privacy';
import { staffCommands } from './staff';
import type { CommandContext, CommandOutput } from './types';

export type { CommandContext, CommandOutput } from './types';

/**
 * Every command the command-line tools run, by name (decision 088). The running server answers
 * them on its control channel; with no server, the command line runs the same function itself.
 * A new tool adds its commands here and a small file in src/cli/.
 */
export const COMMANDS = {
  ...jobsCommands,
  ...outboxCommands,
  ...newsletterCommands,
  ...applicationsCommands,
  ...analyticsCommands,
  ...staffCommands,
  ...privacyCommands,
};

export type CommandName = keyof typeof COMMANDS;
export type CommandArgs<N extends CommandName> = z.input<(typeof COMMANDS)[N]['args']>;

export const isCommandName = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name);

/** Checks the arguments and runs the command; input it cannot use is an InputError. */
export async function runCommand(
  context: CommandContext,
  name: string,
  args: unknown,
): Promise<CommandOutput> {
  if (!isCommandName(name)) throw new InputError(`There is no command "${name}".`);
  const command = COMMANDS[name];
  const parsed = command.args.safeParse(args);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InputError(
      `${issue?.path.join('.') || 'arguments'}: ${issue?.message ?? 'not valid'}`,
    );
  }
  try {
    return await (command.run as (c: CommandContext, a: unknown) => Promise<CommandOutput>)(
      context,
      parsed.data,
    );
  } catch (error) {
    // A service's refusal (the staff services answer routes and commands alike) is the
    // person's input that cannot be used: one line, as the command line prints it.
    if (error instanceof ServiceError && error.statusCode < 500) {
      throw new InputError(error.message);
    }
    throw error;
  }
}
