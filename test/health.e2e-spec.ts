import { startTestApp, type TestApp } from './helpers/app.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

describe(`health on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('GET /health answers 200 (liveness), outside /api/v1', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body.status).toBe('ok');
    await t.http.get('/api/v1/health').expect(404);
  });

  it('GET /health/ready reports the database, its migrations and pub/sub as up', async () => {
    const res = await t.http.get('/health/ready').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.details).toEqual({
      database: { status: 'up', mode: t.config.database.kind },
      migrations: { status: 'up' },
      pubsub: { status: 'up', transport: process.env.REDIS_URL ? 'redis' : 'in-process' },
    });
  });
});

describe('readiness when Redis cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    t = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t?.close());

  it('stays alive but answers 503 NOT_READY, naming the failing check', async () => {
    await t.http.get('/health').expect(200);
    const res = await t.http.get('/health/ready').expect(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 503,
      code: 'NOT_READY',
      detail: 'Not ready: pubsub failing.',
      checks: {
        database: { status: 'up' },
        migrations: { status: 'up' },
        pubsub: { status: 'down', transport: 'redis' },
      },
    });
  });
});
