/** `npm start`: validate the configuration, start the service, stop it gracefully on a signal. */
import 'reflect-metadata';
import { createRootLogger } from './common/logging/root-logger.js';
import { ConfigError, loadConfig } from './config/config.js';
import { holdMemoryUntilListening } from './start-up-memory.js';

async function main(): Promise<void> {
  const listening = holdMemoryUntilListening();
  let config;
  try {
    config = loadConfig(process.env, { isTty: process.stdout.isTTY === true });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Salvo cannot start. ${error.message}\n`);
    process.exit(1);
  }
  const logger = createRootLogger(config.log);
  const started = Date.now();
  let app;
  try {
    // Loaded only now: a bad configuration is reported without loading the whole application.
    const { createApp } = await import('./app.js');
    app = await createApp(config, { logger });
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    process.exitCode = 1;
    logger.flush();
    // Let a pretty-printing transport drain before leaving.
    setTimeout(() => process.exit(1), 100).unref();
    return;
  }
  const shutdown = (signal: NodeJS.Signals): void => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Nest runs the shutdown itself (enableShutdownHooks); this only bounds how long it may take.
    setTimeout(() => {
      logger.error(`shutdown took longer than ${config.http.shutdownTimeoutMs} ms: exiting`);
      process.exit(1);
    }, config.http.shutdownTimeoutMs).unref();
  };
  process.once('exit', (code) => logger.info({ code }, 'stopped'));
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen(config.http.port, config.http.host);
  listening();
  const database =
    config.database.kind === 'embedded'
      ? `embedded PostgreSQL (${config.database.dataDir})`
      : 'PostgreSQL (DATABASE_URL)';
  logger.info(
    {
      url: await app.getUrl(),
      database: config.database.kind,
      pubsub: config.redis ? 'redis' : 'in-process',
      startupMs: Date.now() - started,
    },
    `Salvo listening on ${config.http.host}:${config.http.port} with ${database}`,
  );
}

await main();
