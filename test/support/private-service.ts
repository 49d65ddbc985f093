/**
 * What the suites that run the service as processes (restart, shutdown, two instances) share: a
 * private build, data of its own — a fresh database on DATABASE_URL's server, else an embedded
 * data folder — and, at the suite's end, every process it started stopped and all of it removed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';
import { buildPrivately, type PrivateBuild } from '../instances/build.js';
import { startService, type ServiceProcess } from './service-process.js';

export interface PrivateService {
  /** The data folder (used when there is no DATABASE_URL). */
  readonly dataDir: string;
  /** Starts a process of the build on this data. */
  start(): Promise<ServiceProcess>;
}

/**
 * Registers the suite's beforeAll and afterAll; `redisUrl` makes the processes share Redis;
 * `extraEnv` is added to every process's environment.
 */
export function usePrivateService(
  name: string,
  redisUrl?: string,
  extraEnv: Record<string, string> = {},
): PrivateService {
  const external = process.env.DATABASE_URL;
  const started: ServiceProcess[] = [];
  let build: PrivateBuild | undefined;
  let database: TestDatabase | undefined;
  let dataDir = '';
  let env: Record<string, string> = {};

  beforeAll(async () => {
    build = await buildPrivately();
    dataDir = await mkdtemp(join(tmpdir(), `salvo-${name}-`));
    if (external) database = await createTestDatabase(external);
    env = database ? { DATABASE_URL: database.url } : { SALVO_DATA_DIR: dataDir };
    if (redisUrl) env.REDIS_URL = redisUrl;
    Object.assign(env, extraEnv);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((service) => service.kill('SIGTERM')));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    await build?.remove();
  });

  return {
    get dataDir() {
      return dataDir;
    },
    async start() {
      if (!build) throw new Error('usePrivateService: start() before the suite began');
      const service = await startService(build.main, env);
      started.push(service);
      return service;
    },
  };
}
