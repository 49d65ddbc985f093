/** Rate limiting per API key or address (429 + Retry-After), and configurable CORS. */
import { startTestApp, type TestApp } from './helpers/app.js';

describe('rate limit (RATE_LIMIT=3 per 60 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } });
  });
  afterAll(() => t?.close());

  // With REDIS_URL the counters live in Redis, shared by suites: each test uses its own keys.
  const key = (name: string) => ({ Authorization: `Bearer ${name}-${process.pid}-${Date.now()}` });

  it('answers 429 RATE_LIMITED with Retry-After once an API key has spent its budget', async () => {
    const auth = key('spender');
    for (let i = 0; i < 3; i++) {
      const ok = await t.http.get('/api/v1/server-info').set(auth).expect(200);
      expect(ok.headers['ratelimit-remaining']).toBe(String(2 - i));
    }
    const res = await t.http.get('/api/v1/server-info').set(auth).expect(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts GraphQL requests against the same budget', async () => {
    const auth = key('graphql');
    for (let i = 0; i < 3; i++) await t.http.get('/api/v1/server-info').set(auth).expect(200);
    const res = await t.http
      .post('/graphql')
      .set(auth)
      .send({ query: '{ serverInfo { name } }' })
      .expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives every API key its own budget', async () => {
    const first = key('first');
    for (let i = 0; i < 4; i++) await t.http.get('/api/v1/server-info').set(first);
    await t.http.get('/api/v1/server-info').set(first).expect(429);
    await t.http.get('/api/v1/server-info').set(key('second')).expect(200);
  });

  it('never limits health probes', async () => {
    for (let i = 0; i < 6; i++) await t.http.get('/health').expect(200);
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { CORS_ORIGINS: 'https://vtt.example,http://localhost:5173' } });
  });
  afterAll(() => t?.close());

  it('allows the configured origins, with the request id exposed', async () => {
    const res = await t.http.get('/api/v1/server-info').set('Origin', 'https://vtt.example');
    expect(res.headers['access-control-allow-origin']).toBe('https://vtt.example');
    expect(res.headers['access-control-expose-headers']).toContain('X-Request-Id');
  });

  it('answers a preflight for an allowed origin', async () => {
    const res = await t.http
      .options('/api/v1/server-info')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives no CORS headers to other origins', async () => {
    const res = await t.http.get('/api/v1/server-info').set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
