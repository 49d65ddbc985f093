import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { DatabaseConfig } from '../config/config.js';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { entities } from './entities/index.js';
import { runMigrations } from './migrate.js';
import { SalvoNamingStrategy } from './naming-strategy.js';
import { installedPgliteTemplate } from './pglite-template.js';

/** Connections the embedded server accepts beyond the pool: psql, the migrate script... */
const EMBEDDED_SPARE_CONNECTIONS = 4;

/**
 * How long to wait for a connection. The embedded server is in-process: it is only slow when the
 * CPU is starved (PGlite runs one query at a time), which must not fail a connection.
 */
const CONNECT_TIMEOUT_MS = { external: 10_000, embedded: 60_000 };

export function dataSourceOptions(
  url: string,
  poolSize: number,
  connectTimeoutMS = CONNECT_TIMEOUT_MS.external,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    namingStrategy: new SalvoNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+: no extension, no superuser needed.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    poolSize,
    applicationName: 'salvo',
    connectTimeoutMS,
    logging: false,
  };
}

/** A DataSource that also shuts down what it runs on (the embedded server) when destroyed. */
export class SalvoDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    private readonly release: () => Promise<void> = async () => {},
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    try {
      if (this.isInitialized) await super.destroy();
    } finally {
      await this.release();
    }
  }
}

/**
 * Connects to the configured database (starting the embedded one if there is no DATABASE_URL),
 * without touching the schema.
 */
export async function connectDatabase(config: DatabaseConfig): Promise<SalvoDataSource> {
  let embedded: EmbeddedPostgres | null = null;
  if (config.kind === 'embedded') {
    // PGlite (and its WebAssembly) is loaded only when used: not with DATABASE_URL.
    const { startEmbeddedPostgres } = await import('./embedded-postgres.js');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      maxConnections: config.poolSize + EMBEDDED_SPARE_CONNECTIONS,
      sharedBuffers: config.sharedBuffers,
      optimizeWasm: config.optimizeWasm,
      seedFile: config.seedFile ?? installedPgliteTemplate(),
    });
  }
  const url = embedded?.url ?? (config.kind === 'external' ? config.url : '');
  const dataSource = new SalvoDataSource(dataSourceOptions(url, config.poolSize), async () =>
    embedded?.close(),
  );
  try {
    await dataSource.initialize();
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

/** Connects and applies pending migrations: the database the service runs on. */
export async function openDatabase(config: DatabaseConfig): Promise<SalvoDataSource> {
  const dataSource = await connectDatabase(config);
  try {
    await runMigrations(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}
