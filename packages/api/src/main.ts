import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// In-flight requests get this long after SIGTERM; the process is gone within 10 s either way.
const SHUTDOWN_GRACE_MS = 9000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // Database or data directory trouble: say what, without a stack trace.
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  const running = app;
  const shutdown = (signal: string) => {
    running.log.info(`${signal} received, closing`);
    // A hung connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.log.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Corvane is running at ${address.replace('127.0.0.1', 'localhost')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
