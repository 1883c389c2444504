import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('defaults to port 3000 on loopback, with data in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: 'data',
      logLevel: 'info',
    });
    expect(config.siteDir).toMatch(/site[/\\]build[/\\]client$/);
  });

  it('reads every variable', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_DIR: '/srv/site',
        DATA_DIR: '/var/corvane',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      siteDir: '/srv/site',
      dataDir: '/var/corvane',
      logLevel: 'warn',
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `PORT must be a whole number from 0 to 65535, got "${port}".`,
    );
  });

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });
});
