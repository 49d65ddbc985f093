/** The app, started in this process on a free loopback port, in one database mode. */
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.js';
import { IN_MEMORY, loadConfig } from '../../src/config/config.js';

export interface BenchServer {
  http: string;
  ws: string;
  close(): Promise<void>;
}

export interface ServerMode {
  /** A PostgreSQL URL; absent: the embedded database, in memory. */
  databaseUrl?: string;
  redisUrl?: string;
}

export async function startServer(mode: ServerMode): Promise<BenchServer> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // A benchmark is one client hammering the API: rate limiting would measure itself.
    RATE_LIMIT: '0',
    // Its 200 subscribers share one address and no key: the per-client feed caps would refuse them.
    MAX_SUBSCRIPTIONS_PER_CLIENT: '10000',
    MAX_STREAMS_PER_CLIENT: '10000',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: mode.databaseUrl,
    SALVO_DATA_DIR: IN_MEMORY,
    REDIS_URL: mode.redisUrl,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  };
  const config = loadConfig(env);
  const app: NestExpressApplication = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/graphql`,
    close: () => app.close(),
  };
}
