/**
 * Starts the real application for a test: the same modules, pipeline and migrations as `npm start`.
 * The database follows the environment like the service does: DATABASE_URL set → a fresh database
 * on that server; unset → embedded PGlite in memory (loaded from the run's seed). REDIS_URL set →
 * Redis pub/sub. Logs are silent unless SALVO_TEST_LOG_LEVEL says otherwise.
 *
 *   const t = await startTestApp();
 *   await t.http.get('/health').expect(200);
 *   await t.close();
 */
import type { Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { createRootLogger } from '../../src/common/logging/root-logger.js';
import { IN_MEMORY, loadConfig, type AppConfig } from '../../src/config/config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (as the service would read them). */
  env?: Record<string, string | undefined>;
  /** Extra modules: test fixtures. */
  modules?: Type[];
  /** `embedded` forces PGlite even when DATABASE_URL is set. */
  database?: 'from-env' | 'embedded';
  /** Listen on a free loopback port (for WebSocket clients); `url` is then set. */
  listen?: boolean;
  /** Keep every log line (from `debug` up) for `logs()`: for tests of what is logged. */
  captureLogs?: boolean;
}

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  http: ReturnType<typeof request.agent>;
  /** `http://127.0.0.1:<port>` when started with `listen`. */
  url: string | null;
  /** The log lines written so far, as JSON text (with `captureLogs`; else empty). */
  logs(): string;
  close(): Promise<void>;
}

/** The service's configuration for a test, read from a test environment like `npm start` would. */
export function testConfig(options: Pick<TestAppOptions, 'env' | 'database'> = {}): AppConfig {
  const external = options.database !== 'embedded' ? process.env.DATABASE_URL : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.SALVO_TEST_LOG_LEVEL ?? 'silent',
    LOG_FORMAT: 'json',
    RATE_LIMIT: '0',
    DATABASE_URL: external,
    SALVO_DATA_DIR: IN_MEMORY,
    REDIS_URL: process.env.REDIS_URL,
    ...options.env,
  });
  if (config.database.kind === 'embedded') {
    config.database.seedFile = process.env.SALVO_TEST_PGLITE_SEED;
  }
  return config;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options);
  let logs = '';
  // The service's own root logger (its redaction included), writing into a string.
  const logger = options.captureLogs
    ? createRootLogger(
        { ...config.log, level: 'debug', pretty: false },
        { write: (line: string) => void (logs += line) },
      )
    : undefined;
  let database: TestDatabase | null = null;
  if (config.database.kind === 'external') {
    database = await createTestDatabase(config.database.url);
    config.database = { ...config.database, url: database.url };
  }
  let app: NestExpressApplication;
  try {
    app = await createApp(config, { modules: options.modules, logger });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  let url: string | null = null;
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  }
  return {
    app,
    config,
    http: request.agent(app.getHttpServer()),
    url,
    logs: () => logs,
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}
