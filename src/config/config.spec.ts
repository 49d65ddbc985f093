import { ConfigError, DEFAULT_MAX_REQUESTS_IN_FLIGHT, IN_MEMORY, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the zero-setup mode: embedded database in ./data, in-process pub/sub', () => {
    const config = loadConfig({}, { cwd: '/srv/salvo' });
    expect(config.http).toMatchObject({ port: 3000, host: '0.0.0.0', bodyLimit: 256 * 1024 });
    expect(config.database).toEqual({
      kind: 'embedded',
      dataDir: '/srv/salvo/data',
      poolSize: 10,
      sharedBuffers: 16 * 1024 * 1024,
      optimizeWasm: false,
    });
    expect(config.liveMatches).toEqual({ limitBytes: 128 * 1024 * 1024 });
    expect(config.redis).toBeNull();
    expect(config.rateLimit).toEqual({ limit: 600, anonymousLimit: 120, windowMs: 60_000 });
    expect(config.http.corsOrigins).toBeNull();
    expect(config.liveFeeds).toEqual({
      streamsPerClient: 10,
      subscriptionsPerClient: 50,
      heartbeatMs: 15_000,
    });
  });

  it('uses PostgreSQL and Redis when their URLs are given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://salvo:pw@db:5432/salvo',
      REDIS_URL: 'redis://cache:6379',
      DATABASE_POOL_SIZE: '20',
    });
    expect(config.database).toEqual({
      kind: 'external',
      url: 'postgresql://salvo:pw@db:5432/salvo',
      poolSize: 20,
    });
    expect(config.redis).toEqual({ url: 'redis://cache:6379' });
  });

  it('reads memory:// as an in-memory embedded database', () => {
    expect(loadConfig({ SALVO_DATA_DIR: IN_MEMORY }).database).toMatchObject({
      kind: 'embedded',
      dataDir: IN_MEMORY,
    });
  });

  it('reads the anonymous rate limit, never above the players’ unless told', () => {
    expect(loadConfig({ RATE_LIMIT: '50' }).rateLimit).toMatchObject({ anonymousLimit: 50 });
    expect(loadConfig({ RATE_LIMIT_ANONYMOUS: '1000' }).rateLimit).toMatchObject({
      limit: 600,
      anonymousLimit: 1000,
    });
    expect(() => loadConfig({ RATE_LIMIT_ANONYMOUS: '0' })).toThrow(
      /RATE_LIMIT_ANONYMOUS: must be an integer from 1/,
    );
  });

  it('reads sizes, lists and switches', () => {
    const config = loadConfig({
      BODY_LIMIT: '1mb',
      CORS_ORIGINS: 'https://vtt.example/, http://localhost:5173',
      TRUST_PROXY: 'yes',
      RATE_LIMIT: '0',
      LOG_FORMAT: 'pretty',
      MAX_STREAMS_PER_CLIENT: '3',
      MAX_SUBSCRIPTIONS_PER_CLIENT: '200',
    });
    expect(config.liveFeeds).toEqual({
      streamsPerClient: 3,
      subscriptionsPerClient: 200,
      heartbeatMs: 15_000,
    });
    expect(config.http.bodyLimit).toBe(1024 * 1024);
    expect(config.http.corsOrigins).toEqual(['https://vtt.example', 'http://localhost:5173']);
    expect(config.http.trustProxy).toBe(true);
    expect(config.rateLimit).toBeNull();
    expect(config.log.pretty).toBe(true);
  });

  it('reads the memory bounds as sizes, within their ranges', () => {
    const config = loadConfig({
      EMBEDDED_SHARED_BUFFERS: '32mb',
      LIVE_MATCHES_BYTES: '1gb',
      EMBEDDED_OPTIMIZE_WASM: 'true',
    });
    expect(config.database).toMatchObject({
      sharedBuffers: 32 * 1024 * 1024,
      optimizeWasm: true,
    });
    expect(config.liveMatches.limitBytes).toBe(1024 ** 3);
    expect(() =>
      loadConfig({ EMBEDDED_SHARED_BUFFERS: '512kb', LIVE_MATCHES_BYTES: 'lots' }),
    ).toThrow(
      new ConfigError([
        'EMBEDDED_SHARED_BUFFERS: must be from 1mb to 1gb (got "512kb")',
        'LIVE_MATCHES_BYTES: must be a size such as 262144, 256kb or 1mb (got "lots")',
      ]),
    );
    expect(() => loadConfig({ BODY_LIMIT: '65mb' })).toThrow(
      /BODY_LIMIT: must be from 1 byte to 64mb/,
    );
  });

  it('bounds requests in flight at 32 unless told; 0 turns the bound off', () => {
    expect(loadConfig({}).http.maxRequestsInFlight).toBe(DEFAULT_MAX_REQUESTS_IN_FLIGHT);
    expect(DEFAULT_MAX_REQUESTS_IN_FLIGHT).toBe(32);
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '0' }).http.maxRequestsInFlight).toBe(0);
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '500' }).http.maxRequestsInFlight).toBe(500);
    expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: '-1' })).toThrow(
      new ConfigError(['MAX_REQUESTS_IN_FLIGHT: must be an integer from 0 to 100000 (got "-1")']),
    );
  });

  it('logs pretty in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { isTty: true }).log.pretty).toBe(true);
    expect(loadConfig({}, { isTty: false }).log.pretty).toBe(false);
    expect(loadConfig({ LOG_FORMAT: 'json' }, { isTty: true }).log.pretty).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).database.kind).toBe('embedded');
  });

  it('reports every bad variable at once, one line each', () => {
    expect(() =>
      loadConfig({ PORT: '70000', DATABASE_POOL_SIZE: '0', TRUST_PROXY: 'maybe', NODE_ENV: 'qa' }),
    ).toThrow(
      new ConfigError([
        'NODE_ENV: must be one of development, production, test (got "qa")',
        'DATABASE_POOL_SIZE: must be an integer from 1 to 100 (got "0")',
        'PORT: must be an integer from 0 to 65535 (got "70000")',
        'TRUST_PROXY: must be true or false (got "maybe")',
      ]),
    );
  });
});
