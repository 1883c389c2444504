// What the command-line tools (jobs, outbox) share: one way to stop with a message, and the
// server's own settings.
import { ConfigError, loadConfig, type Config } from '../config';

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
