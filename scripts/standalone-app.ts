/**
 * The application as the generator scripts need it: the real modules, configured from the
 * environment, but never listening and never touching the data folder (embedded mode runs in
 * memory), so it can run beside a server.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/app.js';
import { IN_MEMORY, loadConfig, type AppConfig } from '../src/config/config.js';

export function scriptConfig(): AppConfig {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  if (config.database.kind === 'embedded') {
    config.database = { ...config.database, dataDir: IN_MEMORY };
  }
  return config;
}

export async function withStandaloneApp(
  work: (app: NestExpressApplication) => Promise<void> | void,
): Promise<void> {
  const app = await createApp(scriptConfig());
  try {
    await work(app);
  } finally {
    await app.close();
  }
}
