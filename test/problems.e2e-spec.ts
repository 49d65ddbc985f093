/** One error model: problem+json on REST, the same codes in GraphQL's extensions.code. */
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from './helpers/app.js';
import { LEAKED_SECRET, ProblemFixturesModule } from './fixtures/problem-fixtures.module.js';

const PROBLEM_JSON = /^application\/problem\+json; charset=utf-8$/;

function expectProblem(res: Response, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
  expect(res.body).toMatchObject({
    type: `urn:salvo:problem:${code.toLowerCase().replace(/_/g, '-')}`,
    status,
    code,
    title: expect.any(String),
    detail: expect.any(String),
    instance: expect.any(String),
    requestId: res.headers['x-request-id'],
  });
}

const validLaunch = { name: 'Red Five', count: 2, kind: 'fighter', heading: { degrees: 90 } };

describe('problem+json on REST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [ProblemFixturesModule], env: { BODY_LIMIT: '1kb' } });
  });
  afterAll(() => t?.close());

  it('accepts a valid JSON body (the fixture works)', async () => {
    const res = await t.http.post('/api/v1/fixtures/launch').send(validLaunch).expect(201);
    expect(res.body).toEqual({ name: 'Red Five', heading: 90 });
  });

  it.each(['/api/v1/no-such-thing', '/no-such-thing', '/api/v2/matches'])(
    '404 NOT_FOUND for an unknown route: %s',
    async (path) => {
      const res = await t.http.get(path);
      expectProblem(res, 404, 'NOT_FOUND');
      expect(res.body.instance).toBe(path);
      expect(res.body.detail).toBe(`No route GET ${path}.`);
    },
  );

  it('400 MALFORMED_JSON for a body that is not JSON', async () => {
    const res = await t.http
      .post('/api/v1/fixtures/launch')
      .set('Content-Type', 'application/json')
      .send('{"name": "Red Five",');
    expectProblem(res, 400, 'MALFORMED_JSON');
  });

  it('413 PAYLOAD_TOO_LARGE over the body limit (BODY_LIMIT=1kb)', async () => {
    const res = await t.http
      .post('/api/v1/fixtures/launch')
      .send({ ...validLaunch, name: 'x'.repeat(2000) });
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.detail).toBe('The request body exceeds the limit of 1024 bytes.');
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body that is not declared JSON', async () => {
    const res = await t.http
      .post('/api/v1/fixtures/launch')
      .set('Content-Type', 'text/plain')
      .send('name=Red Five');
    expectProblem(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await t.http.post('/api/v1/fixtures/launch').type('form').send({ name: 'x' });
    expectProblem(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('400 VALIDATION_FAILED with one entry per bad field, unknown fields included', async () => {
    const res = await t.http
      .post('/api/v1/fixtures/launch')
      .send({ name: 'R', count: 0, kind: 'fighter', heading: { degrees: 400 }, cloak: true });
    expectProblem(res, 400, 'VALIDATION_FAILED');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: '/name', code: 'MIN_LENGTH', message: expect.stringContaining('name') },
        { path: '/count', code: 'MIN', message: expect.stringContaining('count') },
        { path: '/heading/degrees', code: 'MAX', message: expect.any(String) },
        { path: '/cloak', code: 'UNKNOWN_FIELD', message: expect.stringContaining('cloak') },
      ]),
    );
    expect(res.body.errors).toHaveLength(4);
  });

  it('an ApiProblem thrown by a service keeps its status, code and detail', async () => {
    const res = await t.http.get('/api/v1/fixtures/refused');
    expectProblem(res, 409, 'SEAT_TAKEN');
    expect(res.body.detail).toBe('Seat 1 is already taken.');
  });

  it('500 INTERNAL for an unexpected error, revealing nothing of it', async () => {
    const res = await t.http.get('/api/v1/fixtures/crash');
    expectProblem(res, 500, 'INTERNAL');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(JSON.stringify(res.body)).not.toContain(LEAKED_SECRET);
  });

  it("echoes the caller's X-Request-Id, and replaces an unacceptable one", async () => {
    const own = await t.http.get('/health').set('X-Request-Id', 'bot-7.turn-3');
    expect(own.headers['x-request-id']).toBe('bot-7.turn-3');
    const bad = await t.http.get('/health').set('X-Request-Id', 'a b\u00e9{}');
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers (helmet)', async () => {
    const res = await t.http.get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the same codes in GraphQL extensions.code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ modules: [ProblemFixturesModule] });
  });
  afterAll(() => t?.close());

  const gql = (query: string, variables?: Record<string, unknown>) =>
    t.http.post('/graphql').send({ query, variables });

  it('answers a real query: serverInfo', async () => {
    const res = await gql('{ serverInfo { name version } }').expect(200);
    expect(res.body.data.serverInfo).toEqual({ name: 'Salvo', version: expect.any(String) });
  });

  it('an ApiProblem in a resolver: its code, status and detail', async () => {
    const res = await gql('{ refused }').expect(200);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Seat 1 is already taken.',
      path: ['refused'],
      extensions: { code: 'SEAT_TAKEN', status: 409 },
    });
  });

  it('VALIDATION_FAILED with one entry per bad field of an input', async () => {
    const res = await gql('mutation ($input: LaunchInput!) { launch(input: $input) { name } }', {
      input: { name: 'R', count: 0, kind: 'cruiser' },
    }).expect(200);
    const [error] = res.body.errors;
    expect(error.extensions.code).toBe('VALIDATION_FAILED');
    expect(error.extensions.errors).toEqual([
      { path: '/name', code: 'MIN_LENGTH', message: expect.any(String) },
      { path: '/count', code: 'MIN', message: expect.any(String) },
      { path: '/kind', code: 'IS_IN', message: expect.any(String) },
    ]);
  });

  it('INTERNAL for an unexpected error, revealing nothing of it', async () => {
    const res = await gql('{ crash }').expect(200);
    expect(res.body.errors[0].extensions).toEqual({
      code: 'INTERNAL',
      status: 500,
      requestId: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('MALFORMED_QUERY and INVALID_QUERY for what Apollo refuses', async () => {
    const syntax = await gql('{ serverInfo { ');
    expect(syntax.body.errors[0].extensions.code).toBe('MALFORMED_QUERY');
    const unknown = await gql('{ serverInfo { colour } }');
    expect(unknown.body.errors[0].extensions.code).toBe('INVALID_QUERY');
  });
});
