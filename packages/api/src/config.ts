import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, checked once at start. */
export interface Config {
  port: number;
  host: string;
  /** The prerendered site (site/build/client); the server serves it when it exists. */
  siteDir: string;
  /** Where the server keeps its data (database, uploads, outbox). */
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS: Config['logLevel'][] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

// Both src/ and dist/ sit two levels below the repository root's packages/ folder.
const defaultSiteDir = fileURLToPath(new URL('../../../site/build/client', import.meta.url));

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

function readLogLevel(raw: string | undefined): Config['logLevel'] {
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  }
  return raw as Config['logLevel'];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: readPort(env.PORT),
    host: env.HOST || '127.0.0.1',
    siteDir: env.SITE_DIR || defaultSiteDir,
    dataDir: env.DATA_DIR || 'data',
    logLevel: readLogLevel(env.LOG_LEVEL),
  };
}
