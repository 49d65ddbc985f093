/**
 * The match statuses the API promises are the ones a match can reach: open, active, finished,
 * cancelled. `abandoned` (allowed by the database's check) is set by nothing, so no client is
 * told to expect or filter on it.
 */
import { startTestApp, type TestApp } from './helpers/app.js';
import { codeOf, gql } from './support/graphql.js';

const REACHABLE = ['open', 'active', 'finished', 'cancelled'];

describe('match statuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('GraphQL and OpenAPI list the reachable statuses only', async () => {
    const r = await gql<{ __type: { enumValues: { name: string }[] } }>(
      t,
      `{ __type(name: "MatchStatus") { enumValues { name } } }`,
    );
    // GraphQL spells enum values in capitals; REST keeps the lower-case values.
    expect(r.data!.__type.enumValues.map((v) => v.name).sort()).toEqual(
      REACHABLE.map((s) => s.toUpperCase()).sort(),
    );
    const openapi = (await t.http.get('/docs/openapi.json').expect(200)).body;
    expect([...openapi.components.schemas.MatchStatus.enum].sort()).toEqual([...REACHABLE].sort());
  });

  it('refuses to filter on abandoned, with the usual codes', async () => {
    const rest = await t.http.get('/api/v1/matches?status=abandoned').expect(400);
    expect(rest.body.code).toBe('VALIDATION_FAILED');
    expect(rest.body.errors).toEqual([expect.objectContaining({ path: '/status' })]);
    const viaGraphql = await gql(t, `{ matches(status: ABANDONED) { items { id } } }`);
    expect(codeOf(viaGraphql)).toBe('INVALID_QUERY');
    await t.http.get('/api/v1/matches?status=cancelled').expect(200);
  });
});
