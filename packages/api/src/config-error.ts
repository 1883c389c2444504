/** A bad setting: main.ts prints its message and exits with code 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
