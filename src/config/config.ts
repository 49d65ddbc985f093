/**
 * The service's configuration, read once from the environment and validated as a whole: every bad
 * variable is reported, one line each, before anything starts.
 */
import { resolve } from 'node:path';
import { byteSize, parseByteSize, readers, type Reader } from './readers.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** In-memory embedded database: nothing is written to disk (tests, throw-away runs). */
export const IN_MEMORY = 'memory://';

/**
 * Requests per window from one address without a valid key (registration, spectators, bad keys):
 * lower than a player's, since an address may send any number of made-up keys.
 */
const DEFAULT_ANONYMOUS_LIMIT = 120;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The embedded database's page cache: measured in decision 0020. */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS = 16 * MB;

/**
 * The live matches' bound: a thousand pilot-episode matches at once, at every stage of play
 * (~105 KB each on average by their estimate, ~200 at their end), fit with room (decision 0016).
 */
export const DEFAULT_LIVE_MATCHES_BYTES = 128 * MB;

/**
 * Requests worked on at once: a few times the default pool's ten connections, so the pool never
 * idles for want of work, while a thousand bots' orders wait before Express (decision 0064).
 */
export const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 32;

export type DatabaseConfig =
  | { kind: 'external'; url: string; poolSize: number }
  | {
      kind: 'embedded';
      /** A folder, or `memory://`. */
      dataDir: string;
      poolSize: number;
      /**
       * PostgreSQL's `shared_buffers` for the embedded database: its page cache, which lives in
       * this process (PostgreSQL's default, 128 MB, was most of the service's idle memory). The
       * pages it does not hold are read from the files, through the operating system's cache.
       */
      sharedBuffers: number;
      /**
       * Let V8 optimise PGlite's hot WebAssembly functions (TurboFan) as well as compiling them
       * with its baseline compiler: ~50 MB more resident memory (decision 0020).
       */
      optimizeWasm: boolean;
      /**
       * A data directory dumped by PGlite (`dumpDataDir`) to start from when `dataDir` holds no
       * database yet. Not read from the environment: by default the template `npm install` made
       * (persistence/pglite-template.ts); tests name the one their global setup ensured.
       */
      seedFile?: string;
    };

export interface AppConfig {
  env: NodeEnv;
  http: {
    host: string;
    port: number;
    /** Largest accepted request body, in bytes. */
    bodyLimit: number;
    /** `null`: no CORS headers (same-origin only); `'*'`: any origin; else the allowed origins. */
    corsOrigins: '*' | string[] | null;
    trustProxy: boolean;
    /** How long a graceful shutdown may take before the process exits anyway. */
    shutdownTimeoutMs: number;
    /**
     * Requests worked on at once (event streams, probes and preflights aside); more wait in line
     * before Express (common/requests-in-flight.ts, decision 0064). 0: no bound.
     */
    maxRequestsInFlight: number;
  };
  database: DatabaseConfig;
  /** The matches kept in memory between orders, bounded by their estimated bytes (decision 0016). */
  liveMatches: { limitBytes: number };
  /** `null`: in-process pub/sub (a single instance). */
  redis: { url: string } | null;
  log: { level: LogLevel; pretty: boolean };
  /** `null`: rate limiting is off. `limit` per player; `anonymousLimit` per address without a valid key. */
  rateLimit: { limit: number; anonymousLimit: number; windowMs: number } | null;
  /** Live feeds one client (API key, or address) may hold at once on an instance. */
  liveFeeds: { streamsPerClient: number; subscriptionsPerClient: number; heartbeatMs: number };
  webhooks: WebhooksConfig;
  /**
   * Signed read-only links to summaries and maps: the HMAC key (`null`: a random key per process,
   * so links die with it and only work on the instance that made them) and the server's public
   * address the links start with (`null`: the address of the request that asks for them).
   */
  reports: { linkSecret: string | null; publicUrl: string | null };
  /** `worker`: this instance runs the ladders' queue workers; pairing rounds every `pairEveryMs`. */
  ladder: { worker: boolean; pairEveryMs: number };
}

/** Outgoing webhooks: where they may go, how deliveries are retried, when reminders go out. */
export interface WebhooksConfig {
  /** Allow targets on private, loopback, link-local and other special-use addresses (tests). */
  allowPrivateTargets: boolean;
  /** How often the delivery worker and the reminders look for work. */
  pollMs: number;
  /** The first retry's delay; each further one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a failing delivery is retried before the hook is disabled. */
  retryForMs: number;
  /** How long one delivery attempt may take. */
  timeoutMs: number;
  /** Reminders before a decision's deadline, seconds before it, unless a match chose its own. */
  reminderBeforeSeconds: number[];
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration. `isTty` decides the default log format (pretty in a
 * terminal, JSON otherwise). Throws `ConfigError` listing every bad variable.
 */
export function loadConfig(env: Env, options: { isTty?: boolean; cwd?: string } = {}): AppConfig {
  const issues: string[] = [];
  const read = <T>(name: string, reader: Reader<T>, fallback: T): T => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const result = reader(raw.trim());
    if (result.ok) return result.value;
    issues.push(`${name}: ${result.message} (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = read('NODE_ENV', readers.oneOf(NODE_ENVS), 'development');
  const poolSize = read('DATABASE_POOL_SIZE', readers.integer(1, 100), 10);
  const databaseUrl = read('DATABASE_URL', readers.url(['postgres:', 'postgresql:']), null);
  const dataDir = read('SALVO_DATA_DIR', readers.nonEmpty, './data');
  const redisUrl = read('REDIS_URL', readers.url(['redis:', 'rediss:']), null);
  const rateLimit = read('RATE_LIMIT', readers.integer(0, 1_000_000), 600);
  const rateWindow = read('RATE_LIMIT_WINDOW_SECONDS', readers.integer(1, 86_400), 60);
  const anonymousLimit = read(
    'RATE_LIMIT_ANONYMOUS',
    readers.integer(1, 1_000_000),
    Math.min(rateLimit, DEFAULT_ANONYMOUS_LIMIT),
  );
  const logFormat = read('LOG_FORMAT', readers.oneOf(['auto', 'json', 'pretty'] as const), 'auto');
  const config: AppConfig = {
    env: nodeEnv,
    http: {
      host: read('HOST', readers.nonEmpty, '0.0.0.0'),
      port: read('PORT', readers.integer(0, 65_535), 3000),
      bodyLimit: read('BODY_LIMIT', parseByteSize, 256 * 1024),
      corsOrigins: read('CORS_ORIGINS', readers.origins, null),
      trustProxy: read('TRUST_PROXY', readers.boolean, false),
      shutdownTimeoutMs: read('SHUTDOWN_TIMEOUT_MS', readers.integer(0, 600_000), 10_000),
      maxRequestsInFlight: read(
        'MAX_REQUESTS_IN_FLIGHT',
        readers.integer(0, 100_000),
        DEFAULT_MAX_REQUESTS_IN_FLIGHT,
      ),
    },
    database: databaseUrl
      ? { kind: 'external', url: databaseUrl, poolSize }
      : {
          kind: 'embedded',
          dataDir: dataDir === IN_MEMORY ? IN_MEMORY : resolve(options.cwd ?? '.', dataDir),
          poolSize,
          sharedBuffers: read(
            'EMBEDDED_SHARED_BUFFERS',
            byteSize(MB, GB),
            DEFAULT_EMBEDDED_SHARED_BUFFERS,
          ),
          optimizeWasm: read('EMBEDDED_OPTIMIZE_WASM', readers.boolean, false),
        },
    liveMatches: {
      limitBytes: read('LIVE_MATCHES_BYTES', byteSize(MB, 16 * GB), DEFAULT_LIVE_MATCHES_BYTES),
    },
    redis: redisUrl ? { url: redisUrl } : null,
    log: {
      level: read('LOG_LEVEL', readers.oneOf(LOG_LEVELS), nodeEnv === 'test' ? 'warn' : 'info'),
      pretty: logFormat === 'auto' ? (options.isTty ?? false) : logFormat === 'pretty',
    },
    rateLimit:
      rateLimit === 0 ? null : { limit: rateLimit, anonymousLimit, windowMs: rateWindow * 1000 },
    liveFeeds: {
      streamsPerClient: read('MAX_STREAMS_PER_CLIENT', readers.integer(1, 10_000), 10),
      subscriptionsPerClient: read('MAX_SUBSCRIPTIONS_PER_CLIENT', readers.integer(1, 10_000), 50),
      heartbeatMs: read('SSE_HEARTBEAT_MS', readers.integer(100, 60_000), 15_000),
    },
    webhooks: webhooksConfig(read),
    reports: {
      linkSecret: read<string | null>('REPORT_LINK_SECRET', readers.nonEmpty, null),
      publicUrl: read('PUBLIC_URL', readers.url(['http:', 'https:']), null),
    },
    ladder: {
      worker: read('LADDER_WORKER', readers.boolean, true),
      pairEveryMs: read('LADDER_PAIR_EVERY_MS', readers.integer(100, 3_600_000), 10_000),
    },
  };
  if (issues.length > 0) throw new ConfigError(issues);
  return config;
}

const HOUR_MS = 3_600_000;

function webhooksConfig(read: <T>(name: string, reader: Reader<T>, fallback: T) => T) {
  return {
    allowPrivateTargets: read('WEBHOOKS_ALLOW_PRIVATE_TARGETS', readers.boolean, false),
    pollMs: read('WEBHOOK_POLL_MS', readers.integer(10, 60_000), 1000),
    retryBaseMs: read('WEBHOOK_RETRY_BASE_MS', readers.integer(1, HOUR_MS), 30_000),
    retryMaxMs: read('WEBHOOK_RETRY_MAX_MS', readers.integer(1, 24 * HOUR_MS), HOUR_MS),
    retryForMs: read('WEBHOOK_RETRY_FOR_MS', readers.integer(1, 30 * 24 * HOUR_MS), 24 * HOUR_MS),
    timeoutMs: read('WEBHOOK_TIMEOUT_MS', readers.integer(100, 60_000), 10_000),
    reminderBeforeSeconds: read('REMINDER_BEFORE_SECONDS', readers.integerList(1, 30 * 24 * 3600), [
      24 * 3600,
      3600,
    ]),
  };
}
