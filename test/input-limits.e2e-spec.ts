/**
 * Hostile input is refused with a problem, never a 500 (issue 12, findings 2 and 3): JSON nested
 * deeper than the service reads, on every POST route and GraphQL; and integers out of range,
 * bounded in validation and in the published OpenAPI document.
 */
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createOpenMatch } from './support/matches.js';
import { registerPlayer, type TestPlayer } from './support/players.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

type Json = Record<string, unknown>;

/** `{"a":{"a":…}}` `levels` deep, built as text: the test's own JSON.stringify has a stack too. */
function nested(levels: number, leaf = '1'): string {
  return '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);
}

/** The body of a real request with a deeply nested member where it would be transformed. */
function deepBody(levels: number): string {
  return `{"name":"Deep","kind":"bot","rulesetId":"stratoyager","setup":${nested(levels)}}`;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Operation {
  method: string;
  path: string;
  op: Json;
}

function operations(document: Json): Operation[] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => m in item).map((method) => ({
      method,
      path,
      op: item[method] as Json,
    })),
  );
}

/** A concrete URL for a templated path: any id will do, the body is refused before lookup. */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, randomUUID());

describe(`deeply nested JSON on ${mode} (issue 12, finding 2)`, () => {
  let t: TestApp;
  let player: TestPlayer;
  let document: Json;
  beforeAll(async () => {
    t = await startTestApp();
    player = await registerPlayer(t, 'Nester');
    document = (await t.http.get('/docs/openapi.json').expect(200)).body as Json;
  });
  afterAll(() => t?.close());

  it('refuses 5,000 levels on every POST route with 400 JSON_TOO_DEEP, before anything else', async () => {
    const posts = operations(document).filter((o) => o.method === 'post');
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const answers: Record<string, unknown> = {};
    for (const { path } of posts) {
      const res = await t.http
        .post(concrete(path))
        .set(player.auth)
        .set('Content-Type', 'application/json')
        .send(deepBody(5000));
      answers[path] = [res.status, res.body.code, res.headers['content-type']];
    }
    const expected = Object.fromEntries(
      posts.map(({ path }) => [
        path,
        [400, 'JSON_TOO_DEEP', 'application/problem+json; charset=utf-8'],
      ]),
    );
    expect(answers).toEqual(expected);
  });

  it('says how deep is allowed, and points at where the limit was passed', async () => {
    const res = await t.http
      .post('/api/v1/players')
      .set('Content-Type', 'application/json')
      .send(`[${nested(100)}]`)
      .expect(400);
    expect(res.body).toMatchObject({
      status: 400,
      code: 'JSON_TOO_DEEP',
      detail: expect.stringMatching(/nested deeper than 32 levels/),
      instance: '/api/v1/players',
    });
  });

  it('still reads a body nested as deep as the limit (a custom setup is a deep document)', async () => {
    // 31 levels inside `setup`, 32 with the body itself: reaches validation, which explains.
    const res = await t.http
      .post('/api/v1/matches')
      .set(player.auth)
      .set('Content-Type', 'application/json')
      .send(`{"rulesetId":"stratoyager","setup":${nested(31)}}`);
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe('JSON_TOO_DEEP');
  });

  it('refuses deep GraphQL variables the same way (400 JSON_TOO_DEEP)', async () => {
    const res = await t.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send(
        `{"query":"mutation ($s: JSON) { createMatch(input: {rulesetId: \\"stratoyager\\", setup: $s}) { id } }","variables":{"s":${nested(5000)}}}`,
      );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('JSON_TOO_DEEP');
  });

  it('413 PAYLOAD_TOO_LARGE for a body over the limit, as before', async () => {
    const res = await t.http
      .post('/api/v1/players')
      .send({ name: 'Big', kind: 'bot', padding: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

/** Every integer an operation reads: query and path parameters, and request-body properties. */
function integerInputs(document: Json): { where: string; schema: Json }[] {
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  const found: { where: string; schema: Json }[] = [];
  const seen = new Set<string>();
  const visit = (schema: unknown, where: string): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const s = schema as Json;
    if (typeof s.$ref === 'string') {
      const name = s.$ref.split('/').pop()!;
      if (seen.has(name)) return;
      seen.add(name);
      visit(schemas[name], `#/components/schemas/${name}`);
      return;
    }
    if (s.type === 'integer') found.push({ where, schema: s });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      (s[key] as unknown[] | undefined)?.forEach((part, i) => visit(part, `${where}/${key}/${i}`));
    }
    if (s.items) visit(s.items, `${where}/items`);
    for (const [name, property] of Object.entries((s.properties as Json | undefined) ?? {})) {
      visit(property, `${where}/properties/${name}`);
    }
  };
  for (const { method, path, op } of operations(document)) {
    for (const parameter of (op.parameters as Json[] | undefined) ?? []) {
      visit(parameter.schema, `${method.toUpperCase()} ${path} ${String(parameter.name)}`);
    }
    const body = (op.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)
      ?.content?.['application/json']?.schema;
    visit(body, `${method.toUpperCase()} ${path} body`);
  }
  return found;
}

describe(`integers out of range on ${mode} (issue 12, finding 3)`, () => {
  let t: TestApp;
  let player: TestPlayer;
  let document: Json;
  let matchId: string;
  beforeAll(async () => {
    t = await startTestApp();
    player = await registerPlayer(t, 'Counter');
    document = (await t.http.get('/docs/openapi.json').expect(200)).body as Json;
    matchId = (await createOpenMatch(t, player)).id;
  });
  afterAll(() => t?.close());

  it('GET /matches/{id}/events?after=2147483648 → 400 VALIDATION_FAILED, not 500', async () => {
    const res = await t.http.get(`/api/v1/matches/${matchId}/events?after=2147483648`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.errors).toEqual([{ path: '/after', code: 'MAX', message: expect.any(String) }]);
    await t.http.get(`/api/v1/matches/${matchId}/events?after=2147483647`).expect(200);
  });

  it('publishes a minimum and a maximum for every integer a request may carry', () => {
    const inputs = integerInputs(document);
    expect(inputs.length).toBeGreaterThanOrEqual(10);
    const unbounded = inputs
      .filter(
        ({ schema }) => typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number',
      )
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });

  it('answers one past the published maximum of every integer query parameter with 400', async () => {
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const { method, path, op } of operations(document)) {
      if (method !== 'get' || path.endsWith('/stream')) continue;
      for (const parameter of (op.parameters as Json[] | undefined) ?? []) {
        const schema = parameter.schema as Json | undefined;
        if (parameter.in !== 'query' || schema?.type !== 'integer') continue;
        const over = Number(schema.maximum ?? 2 ** 31 - 1) + 1;
        const url = `${concrete(path).replace(/[0-9a-f-]{36}/, matchId)}?${String(parameter.name)}=${over}`;
        const res = await t.http.get(url).set(player.auth);
        const key = `${path} ${String(parameter.name)}=${over}`;
        answers[key] = [res.status, res.body.code];
        expected[key] = [400, 'VALIDATION_FAILED'];
      }
    }
    expect(Object.keys(answers).length).toBeGreaterThanOrEqual(5);
    expect(answers).toEqual(expected);
  });

  it('validates GraphQL integer arguments against the same bounds', async () => {
    const gql = (query: string) =>
      t.http.post('/graphql').set(player.auth).send({ query }).expect(200);
    const page = await gql(
      `{ matchEventPage(matchId: "${matchId}", after: 2147483647, limit: 1001) { lastEventSeq } }`,
    );
    expect(page.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/limit', code: 'MAX', message: expect.any(String) }],
    });
    const seat = await gql(`{ match(id: "${matchId}", seat: 64) { id } }`);
    expect(seat.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/seat', code: 'MAX', message: expect.any(String) }],
    });
    const decision = await gql(`{ decision(matchId: "${matchId}", seat: -1) { decisionId } }`);
    expect(decision.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: '/seat', code: 'MIN', message: expect.any(String) }],
    });
  });
});
