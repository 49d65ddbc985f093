/**
 * A Billion Suns' stateless combat through both doors: a VTT states one attack (ABS-ATK-1) and gets
 * it rolled, or its exact odds, with the rules' refusals as problems.
 */
import {
  FRIGATES_AT_DESTROYER,
  GUNSHIPS_AT_CORVETTE,
} from '../src/engine/rulesets/a-billion-suns/combat/fixtures.js';
import { startTestApp, type TestApp } from './helpers/app.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const BASE = '/api/v1/rulesets/a-billion-suns/combat';

describe(`A Billion Suns combat over REST and GraphQL on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function gql(query: string, variables: Record<string, unknown>) {
    const res = await t.http.post('/graphql').send({ query, variables }).expect(200);
    return res.body as {
      data?: Record<string, unknown> | null;
      errors?: { extensions: { code: string; errors?: unknown[] } }[];
    };
  }

  it('the catalog offers it, with its request schema', async () => {
    const res = await t.http.get('/api/v1/rulesets/a-billion-suns').expect(200);
    expect(res.body.combatAdjudication).toBe(true);
    expect(res.body.combatRequestSchema.required).toEqual(['attacker', 'target']);
  });

  it('ABS-EX-5: POST …/combat/resolve rolls the frigates’ attack with table faces', async () => {
    const body = { request: FRIGATES_AT_DESTROYER, dice: { faces: [1, 8, 6, 7, 2, 5, 3] } };
    const res = await t.http.post(`${BASE}/resolve`).send(body).expect(200);
    expect(res.body.dice).toEqual({ seed: null, faces: body.dice.faces, facesUsed: 7 });
    expect(res.body.resolution).toMatchObject({
      attackerUnit: 'Frigate',
      targetUnit: 'Destroyer',
      damage: 2,
      dice: [{ fate: 'critical' }, { fate: 'miss' }, { fate: 'hit' }, { fate: 'miss' }],
      target: { ships: [{ damageBefore: 0, damageAfter: 2, destroyed: false }] },
    });
    expect(res.body.resolution.rolls[0]).toEqual({
      purpose: 'Light Railguns 2d8 from ship 0: active attack on the Destroyer',
      faces: [1, 8],
    });
  });

  it('ABS-EX-6: a malfunction, and the same answer from GraphQL’s resolveAttack', async () => {
    const body = { request: GUNSHIPS_AT_CORVETTE, dice: { faces: [2, 4, 6, 1, 1, 4, 3, 6, 2] } };
    const rest = await t.http.post(`${BASE}/resolve`).send(body).expect(200);
    expect(rest.body.resolution).toMatchObject({
      damage: 2,
      criticalMalfunctions: [{ ship: 1, weapon: 'Blasters', damage: 1 }],
      attacker: { ships: [{ damageAfter: 0 }, { damageAfter: 3, systemsCritical: true }] },
    });
    const graph = await gql(
      `mutation R($input: ResolveAttackInput!) {
        resolveAttack(rulesetId: "a-billion-suns", input: $input) { rulesetId dice { seed faces facesUsed } resolution } }`,
      { input: body },
    );
    expect(graph.data?.resolveAttack).toEqual(rest.body);
  });

  it('a seed gives the same roll twice', async () => {
    const body = { request: GUNSHIPS_AT_CORVETTE, dice: { seed: 'table-3/round-2' } };
    const first = await t.http.post(`${BASE}/resolve`).send(body).expect(200);
    const second = await t.http.post(`${BASE}/resolve`).send(body).expect(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.resolution.rolls.length).toBeGreaterThanOrEqual(2);
  });

  it('POST …/combat/odds gives exact fractions, the same as GraphQL’s attackOdds', async () => {
    const rest = await t.http
      .post(`${BASE}/odds`)
      .send({ request: FRIGATES_AT_DESTROYER })
      .expect(200);
    expect(rest.body.odds.expectedDamage).toEqual({
      numerator: '35',
      denominator: '8',
      value: 4.375,
    });
    expect(rest.body.odds.dice[0]).toMatchObject({
      sides: 8,
      critical: { numerator: '1', denominator: '8' },
      hit: { numerator: '5', denominator: '8' },
      scores: { numerator: '3', denominator: '4' },
    });
    const total = rest.body.odds.damage.reduce((a: number, p: { value: number }) => a + p.value, 0);
    expect(total).toBeCloseTo(1, 12);
    const graph = await gql(
      `query O($input: AttackOddsInput!) { attackOdds(rulesetId: "a-billion-suns", input: $input) { rulesetId odds } }`,
      { input: { request: FRIGATES_AT_DESTROYER } },
    );
    expect(graph.data?.attackOdds).toEqual(rest.body);
  });

  it('a body that is not {request, dice?}: 400 VALIDATION_FAILED with a pointer', async () => {
    const res = await t.http
      .post(`${BASE}/odds`)
      .send({ attacker: FRIGATES_AT_DESTROYER.attacker })
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['/request', '/attacker']),
    );
  });

  it('the rules’ refusals: 422 INVALID_COMBAT_REQUEST with the ruleset’s codes and pointers', async () => {
    const request = {
      attacker: { unit: 'frigate', ships: [{ distance: 20, fire: { primary: 2 } }], highG: true },
      target: { unit: 'corvette', powerToShields: 3 },
    };
    const res = await t.http.post(`${BASE}/resolve`).send({ request }).expect(422);
    expect(res.body).toMatchObject({
      code: 'INVALID_COMBAT_REQUEST',
      errors: [
        { path: '/request/attacker/ships/0/fire/primary', code: 'E_HIGH_G_PRIMARY' },
        { path: '/request/target/powerToShields', code: 'E_POWER_CAP' },
      ],
    });
    const graph = await gql(
      `query O($input: AttackOddsInput!) { attackOdds(rulesetId: "a-billion-suns", input: $input) { odds } }`,
      { input: { request } },
    );
    expect(graph.errors?.[0].extensions).toMatchObject({ code: 'INVALID_COMBAT_REQUEST' });
  });

  it('too few faces: 422 DICE_NEEDED naming the roll; a face off the die: 422 INVALID_ROLL', async () => {
    const short = await t.http
      .post(`${BASE}/resolve`)
      .send({ request: FRIGATES_AT_DESTROYER, dice: { faces: [1, 8] } })
      .expect(422);
    expect(short.body.errors).toEqual([
      { path: '/dice/faces', code: 'DICE_NEEDED', message: expect.stringMatching(/2d8/) },
    ]);
    const wrong = await t.http
      .post(`${BASE}/resolve`)
      .send({ request: FRIGATES_AT_DESTROYER, dice: { faces: [1, 9, 6, 7, 2, 5, 3] } })
      .expect(422);
    expect(wrong.body).toMatchObject({ code: 'INVALID_ROLL', errors: [{ path: '/dice/faces/1' }] });
  });
});
