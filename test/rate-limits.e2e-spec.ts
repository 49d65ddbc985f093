/**
 * Rate limits (issue 12, finding 5): a valid API key spends its player's budget; anything else
 * (no key, an unknown or malformed one) spends its address's budget, so random `Bearer` tokens
 * buy no fresh budget. Over budget: 429 RATE_LIMITED problem with `retryAfter`, `Retry-After` and
 * RateLimit-* headers, on REST and GraphQL over HTTP alike.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/app.js';

const PLAYER_LIMIT = 3;
const ANONYMOUS_LIMIT = 2;

describe('rate limits (RATE_LIMIT=3, RATE_LIMIT_ANONYMOUS=2 per 60 s)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT: String(PLAYER_LIMIT),
        RATE_LIMIT_ANONYMOUS: String(ANONYMOUS_LIMIT),
        RATE_LIMIT_WINDOW_SECONDS: '60',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => t?.close());

  // Each test comes from its own address (X-Forwarded-For, trusted here): with REDIS_URL the
  // counters live in Redis and outlive a run, so a fixed address would start spent.
  const newAddress = () => ({
    'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
  const randomKey = () => ({
    Authorization: `Bearer salvo_${randomBytes(32).toString('base64url')}`,
  });

  /** A player registered from an address of its own (registering spends that address's budget). */
  async function newPlayer(name: string): Promise<{ id: string; auth: { Authorization: string } }> {
    const res = await t.http
      .post('/api/v1/players')
      .set(newAddress())
      .send({ name, kind: 'bot' })
      .expect(201);
    return { id: res.body.id, auth: { Authorization: `Bearer ${res.body.apiKey}` } };
  }

  it('gives random Bearer tokens one budget: their address, shared with callers without a key', async () => {
    const from = newAddress();
    for (let i = 0; i < ANONYMOUS_LIMIT; i++) {
      const res = await t.http.get('/api/v1/matches').set(from).set(randomKey()).expect(401);
      expect(res.headers['ratelimit-limit']).toBe(String(ANONYMOUS_LIMIT));
      expect(res.headers['ratelimit-remaining']).toBe(String(ANONYMOUS_LIMIT - 1 - i));
    }
    const refused = await t.http.get('/api/v1/matches').set(from).set(randomKey()).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    await t.http.get('/api/v1/matches').set(from).expect(429);
    await t.http.get('/api/v1/matches').set(from).set('Authorization', 'Basic eDp5').expect(429);
    // Another address has its own budget.
    await t.http.get('/api/v1/matches').set(newAddress()).set(randomKey()).expect(401);
  });

  it('gives a valid key its player’s budget, apart from its address’s', async () => {
    const red = await newPlayer('Red');
    const from = newAddress();
    for (let i = 0; i < ANONYMOUS_LIMIT; i++) await t.http.get('/api/v1/matches').set(from);
    await t.http.get('/api/v1/matches').set(from).expect(429);
    for (let i = 0; i < PLAYER_LIMIT; i++) {
      const res = await t.http.get('/api/v1/matches').set(from).set(red.auth).expect(200);
      expect(res.headers['ratelimit-limit']).toBe(String(PLAYER_LIMIT));
      expect(res.headers['ratelimit-remaining']).toBe(String(PLAYER_LIMIT - 1 - i));
    }
    // The player's budget follows the player to any address; another player's is untouched.
    await t.http.get('/api/v1/matches').set(newAddress()).set(red.auth).expect(429);
    const blue = await newPlayer('Blue');
    await t.http.get('/api/v1/matches').set(from).set(blue.auth).expect(200);
  });

  it('answers 429 with a problem giving retryAfter, and Retry-After and RateLimit-* headers', async () => {
    const red = await newPlayer('Spender');
    const first = await t.http.get('/api/v1/server-info').set(red.auth).expect(200);
    expect(first.headers['ratelimit-policy']).toBe(`${PLAYER_LIMIT};w=60`);
    for (let i = 1; i < PLAYER_LIMIT; i++) {
      await t.http.get('/api/v1/server-info').set(red.auth).expect(200);
    }
    const res = await t.http.get('/api/v1/server-info').set(red.auth).expect(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 429, code: 'RATE_LIMITED', limit: PLAYER_LIMIT });
    expect(res.body.retryAfter).toBeGreaterThan(0);
    expect(res.body.retryAfter).toBeLessThanOrEqual(60);
    expect(res.headers['retry-after']).toBe(String(res.body.retryAfter));
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['ratelimit-reset'])).toBe(res.body.retryAfter);
  });

  it('counts a GraphQL request once, however many fields it asks for, against the same budget', async () => {
    const red = await newPlayer('Graphql');
    await t.http.get('/api/v1/server-info').set(red.auth).expect(200);
    const three = await t.http
      .post('/graphql')
      .set(red.auth)
      .send({ query: '{ a: serverInfo { name } b: serverInfo { name } me { id } }' })
      .expect(200);
    expect(three.body.errors).toBeUndefined();
    expect(three.headers['ratelimit-remaining']).toBe(String(PLAYER_LIMIT - 2));
    await t.http.get('/api/v1/server-info').set(red.auth).expect(200);
    const res = await t.http
      .post('/graphql')
      .set(red.auth)
      .send({ query: '{ serverInfo { name } }' })
      .expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(res.body.errors[0].extensions.retryAfter).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBe(res.body.errors[0].extensions.retryAfter);
  });

  it('never limits health probes', async () => {
    const from = newAddress();
    for (let i = 0; i < ANONYMOUS_LIMIT + 3; i++) await t.http.get('/health').set(from).expect(200);
  });

  it('documents 429 on every limited operation in the OpenAPI document, not on health probes', async () => {
    const doc = (await t.http.get('/docs/openapi.json').set(newAddress()).expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const documented = '429' in operation.responses;
        expect(`${method} ${path}: ${documented}`).toBe(
          `${method} ${path}: ${path.startsWith('/api/')}`,
        );
      }
    }
  });
});
