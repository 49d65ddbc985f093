/**
 * The catalog and combat adjudication through both doors: REST and GraphQL answer from the same
 * services, with the same values and the same error codes.
 */
import { allRulesets, getRuleset } from '../src/engine/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/** GraphQL's enum values (`COMPLETE`, `SOURCE`) as REST writes them (`complete`, `source`). */
const ENUM_FIELDS = new Set(['status', 'provenance']);
function asRestValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRestValues);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      ENUM_FIELDS.has(key) && typeof inner === 'string' ? inner.toLowerCase() : asRestValues(inner),
    ]),
  );
}

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';

/** SY-EX-9: a Guardian's salvo at a Blackbuck at CLOSE range. */
const salvo = {
  weapon: 'MAIN_WEAPON',
  attacker: { typeId: 'guardian-151a', speed: 5 },
  defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
  distance: 5,
  aspect: 'FORE_STAR',
};

describe(`catalog and combat over REST and GraphQL on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function gql(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{
    data?: Record<string, unknown> | null;
    errors?: { extensions: { code: string; errors?: unknown[] } }[];
  }> {
    const res = await t.http.post('/graphql').send({ query, variables }).expect(200);
    return { ...res.body, data: asRestValues(res.body.data) as Record<string, unknown> | null };
  }

  describe('catalog', () => {
    it('GET /rulesets and `rulesets` list the same rulesets', async () => {
      const rest = await t.http.get('/api/v1/rulesets').expect(200);
      const graph = await gql(
        '{ rulesets { id version name source status summary combatAdjudication } }',
      );
      expect(graph.data?.rulesets).toEqual(rest.body);
      // GraphQL spells enum values in capitals; its descriptions name the REST value.
      const raw = await t.http.post('/graphql').send({ query: '{ rulesets { id status } }' });
      expect(raw.body.data.rulesets).toContainEqual({ id: 'stratoyager', status: 'COMPLETE' });
      expect(rest.body).toContainEqual(
        expect.objectContaining({
          id: 'stratoyager',
          status: 'complete',
          combatAdjudication: true,
        }),
      );
    });

    it('GET /rulesets/{id} and `ruleset` describe it: scenarios, schemas, bots, combat', async () => {
      const rest = await t.http.get('/api/v1/rulesets/stratoyager').expect(200);
      const graph = await gql(`{ ruleset(id: "stratoyager") {
        id version name source status summary combatAdjudication optionsSchema setupSchema
        combatRequestSchema scenarios { id name description seats { seat name description } }
        bots { id ref name description } } }`);
      expect(graph.data?.ruleset).toEqual(rest.body);
      const engine = getRuleset('stratoyager');
      expect(rest.body.optionsSchema).toEqual(engine.optionsSchema);
      expect(rest.body.combatRequestSchema).toEqual(engine.combat?.requestSchema);
      expect(rest.body.bots).toContainEqual(
        expect.objectContaining({ id: 'random', ref: 'stratoyager/random' }),
      );
      expect(rest.body.scenarios.map((s: { id: string }) => s.id)).toEqual(
        engine.scenarios.map((s) => s.id),
      );
    });

    it('units come with a provenance and a note on every value, the same on both doors', async () => {
      const rest = await t.http.get('/api/v1/rulesets/stratoyager/units').expect(200);
      const graph = await gql(`{ units(rulesetId: "stratoyager") {
        id name kind faction description stats { name value provenance note } } }`);
      expect(graph.data?.units).toEqual(rest.body);
      const guardian = rest.body.find((u: { id: string }) => u.id === 'guardian-151a');
      expect(guardian.stats).toContainEqual({
        name: 'safeAcceleration',
        value: 4,
        provenance: 'source',
        note: expect.stringMatching(/Guardian/),
      });
      expect(guardian.stats).toContainEqual(
        expect.objectContaining({ name: 'safeSlide', provenance: 'provisional' }),
      );
    });

    it('a stat the source leaves empty (an asteroid does not move) is null on both doors, not an error', async () => {
      const rest = await t.http.get('/api/v1/rulesets/a-billion-suns/units/asteroid').expect(200);
      const graph = await gql(`{ unit(rulesetId: "a-billion-suns", unitId: "asteroid") {
        id name kind faction description stats { name value provenance note } } }`);
      expect(graph.errors).toBeUndefined();
      expect(graph.data?.unit).toEqual(rest.body);
      expect(rest.body.stats).toContainEqual(
        expect.objectContaining({ name: 'move', value: null }),
      );
    });

    it('GET /rulesets/{id}/units/{unitId} and `unit` give one entry', async () => {
      const rest = await t.http.get('/api/v1/rulesets/stratoyager/units/evo-6-2').expect(200);
      const graph = await gql(`{ unit(rulesetId: "stratoyager", unitId: "evo-6-2") {
        id name kind faction description stats { name value provenance note } } }`);
      expect(graph.data?.unit).toEqual(rest.body);
      expect(rest.body).toMatchObject({ id: 'evo-6-2', kind: 'unit' });
    });

    it('GET /rulesets/{id}/scenarios and `scenarios` list the scenarios', async () => {
      const rest = await t.http.get('/api/v1/rulesets/stratoyager/scenarios').expect(200);
      const graph = await gql(
        '{ scenarios(rulesetId: "stratoyager") { id name description seats { seat name description } } }',
      );
      expect(graph.data?.scenarios).toEqual(rest.body);
      expect(rest.body[0]).toMatchObject({
        id: 'pilot-episode',
        seats: [{ seat: 0 }, { seat: 1 }],
      });
    });

    it.each([
      ['/api/v1/rulesets/chess', '{ ruleset(id: "chess") { id } }'],
      ['/api/v1/rulesets/chess/units', '{ units(rulesetId: "chess") { id } }'],
      ['/api/v1/rulesets/chess/units/pawn', '{ unit(rulesetId: "chess", unitId: "pawn") { id } }'],
      ['/api/v1/rulesets/chess/scenarios', '{ scenarios(rulesetId: "chess") { id } }'],
    ])('unknown ruleset: 404 RULESET_NOT_FOUND on %s, and in GraphQL', async (path, query) => {
      const res = await t.http.get(path).expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        status: 404,
        code: 'RULESET_NOT_FOUND',
        rulesetId: 'chess',
      });
      const graph = await gql(query);
      expect(graph.errors?.[0].extensions.code).toBe('RULESET_NOT_FOUND');
    });

    it('unknown unit: 404 UNIT_NOT_FOUND on both doors', async () => {
      const res = await t.http.get('/api/v1/rulesets/stratoyager/units/x-wing').expect(404);
      expect(res.body).toMatchObject({ code: 'UNIT_NOT_FOUND', unitId: 'x-wing' });
      const graph = await gql('{ unit(rulesetId: "stratoyager", unitId: "x-wing") { id } }');
      expect(graph.errors?.[0].extensions.code).toBe('UNIT_NOT_FOUND');
    });
  });

  describe('combat adjudication', () => {
    const RESOLVE = `mutation Resolve($rulesetId: ID!, $input: ResolveAttackInput!) {
      resolveAttack(rulesetId: $rulesetId, input: $input) {
        rulesetId dice { seed faces facesUsed } resolution } }`;
    const ODDS = `query Odds($rulesetId: ID!, $input: AttackOddsInput!) {
      attackOdds(rulesetId: $rulesetId, input: $input) { rulesetId odds } }`;

    it('SY-EX-9: rolls with table faces, the same on both doors', async () => {
      const body = { request: salvo, dice: { faces: [3, 5, 4, 6] } };
      const rest = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .send(body)
        .expect(200);
      expect(rest.body.dice).toEqual({ seed: null, faces: [3, 5, 4, 6], facesUsed: 4 });
      expect(rest.body.resolution).toMatchObject({
        tht: 5,
        band: 'CLOSE',
        toHitSucceeded: true,
        damage: { faces: [4, 6], points: 2 },
        result: 'DAMAGED',
      });
      const graph = await gql(RESOLVE, { rulesetId: 'stratoyager', input: body });
      expect(graph.data?.resolveAttack).toEqual(rest.body);
    });

    it('a seed gives the same roll every time and on both doors', async () => {
      const body = { request: salvo, dice: { seed: 'table-7' } };
      const first = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .send(body)
        .expect(200);
      const graph = await gql(RESOLVE, { rulesetId: 'stratoyager', input: body });
      expect(graph.data?.resolveAttack).toEqual(first.body);
    });

    it('gives the exact odds, the same on both doors', async () => {
      const rest = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/odds')
        .send({ request: salvo })
        .expect(200);
      expect(rest.body.odds).toHaveProperty('toHit');
      expect(rest.body.odds).toHaveProperty('damagePoints');
      const graph = await gql(ODDS, { rulesetId: 'stratoyager', input: { request: salvo } });
      expect(graph.data?.attackOdds).toEqual(rest.body);
    });

    it('the rules’ refusals: 422 INVALID_COMBAT_REQUEST with their problems in errors[]', async () => {
      const body = { request: { ...salvo, attacker: { typeId: 'x-wing', speed: 5 } } };
      const res = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/odds')
        .send(body)
        .expect(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({
        code: 'INVALID_COMBAT_REQUEST',
        errors: [{ path: '/request/attacker/typeId', code: 'UNKNOWN_UNIT_TYPE' }],
      });
      const graph = await gql(ODDS, { rulesetId: 'stratoyager', input: body });
      expect(graph.errors?.[0].extensions).toMatchObject({
        code: 'INVALID_COMBAT_REQUEST',
        errors: [{ path: '/request/attacker/typeId', code: 'UNKNOWN_UNIT_TYPE' }],
      });
    });

    it('too few faces: 422 naming the roll still needed; a face off the die: 422 INVALID_ROLL', async () => {
      const short = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .send({ request: salvo, dice: { faces: [3, 5] } })
        .expect(422);
      expect(short.body.errors).toEqual([
        { path: '/dice/faces', code: 'DICE_NEEDED', message: expect.stringMatching(/damage/) },
      ]);
      const wrong = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .send({ request: salvo, dice: { faces: [3, 9, 4, 6] } })
        .expect(422);
      expect(wrong.body).toMatchObject({
        code: 'INVALID_ROLL',
        errors: [{ path: '/dice/faces/1', code: 'INVALID_ROLL' }],
      });
    });

    it.each([
      ['no request', {}, '/request'],
      ['a request that is not an object', { request: 'fire!' }, '/request'],
      [
        'faces that are not d-faces',
        { request: salvo, dice: { faces: [0, 'six'] } },
        '/dice/faces',
      ],
      ['an empty seed', { request: salvo, dice: { seed: '' } }, '/dice/seed'],
      ['a seed and faces', { request: salvo, dice: { seed: 's', faces: [1] } }, '/dice'],
      ['an unknown field', { request: salvo, extra: 1 }, '/extra'],
    ])('a body that is not {request, dice?}: 400 VALIDATION_FAILED (%s)', async (_, body, path) => {
      const res = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .send(body)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    });

    it('malformed JSON is a 400 problem, not a 500', async () => {
      const res = await t.http
        .post('/api/v1/rulesets/stratoyager/combat/resolve')
        .set('content-type', 'application/json')
        .send('{"request": ')
        .expect(400);
      expect(res.body.code).toBe('MALFORMED_JSON');
    });

    it('unknown ruleset: 404 RULESET_NOT_FOUND on both doors', async () => {
      await t.http
        .post('/api/v1/rulesets/chess/combat/odds')
        .send({ request: salvo })
        .expect(404)
        .expect((res) => expect(res.body.code).toBe('RULESET_NOT_FOUND'));
      const graph = await gql(ODDS, { rulesetId: 'chess', input: { request: salvo } });
      expect(graph.errors?.[0].extensions.code).toBe('RULESET_NOT_FOUND');
    });

    it('the list says which rulesets adjudicate, as the engine does', async () => {
      const listed = await t.http.get('/api/v1/rulesets').expect(200);
      const flags = listed.body.map((r: { id: string; combatAdjudication: boolean }) => [
        r.id,
        r.combatAdjudication,
      ]);
      expect(flags).toEqual(allRulesets().map((r) => [r.id, r.combat !== undefined]));
    });

    // A ruleset that leaves combat to its own flow, when one is registered (every one may offer
    // it: the service's unit test covers a bare ruleset either way).
    const withoutCombat = allRulesets().find((r) => !r.combat)?.id;
    const itWithoutCombat = withoutCombat ? it : it.skip;

    itWithoutCombat(
      `a ruleset without adjudication (${withoutCombat}): 404 COMBAT_NOT_OFFERED on both doors`,
      async () => {
        const listed = await t.http.get('/api/v1/rulesets').expect(200);
        expect(listed.body).toContainEqual(
          expect.objectContaining({ id: withoutCombat, combatAdjudication: false }),
        );
        const res = await t.http
          .post(`/api/v1/rulesets/${withoutCombat}/combat/resolve`)
          .send({ request: salvo })
          .expect(404);
        expect(res.body).toMatchObject({ code: 'COMBAT_NOT_OFFERED', rulesetId: withoutCombat });
        const graph = await gql(ODDS, { rulesetId: withoutCombat, input: { request: salvo } });
        expect(graph.errors?.[0].extensions.code).toBe('COMBAT_NOT_OFFERED');
      },
    );

    it('GraphQL validates its input like REST: a bad face list is VALIDATION_FAILED', async () => {
      const graph = await gql(RESOLVE, {
        rulesetId: 'stratoyager',
        input: { request: salvo, dice: { faces: [0] } },
      });
      expect(graph.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    });
  });
});
