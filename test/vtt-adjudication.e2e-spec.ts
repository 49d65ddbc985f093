/**
 * VTT adjudication from the table itself, through the public API: a virtual tabletop sends pegs,
 * facings and obstacles instead of rule-derived values, and gets back what the engine measured,
 * on REST and GraphQL alike; a whole Stratoyager turn (stress tests, a fragshell shot at several
 * units) runs without a match. Bad input is a 422 problem with the rules' codes, never a 500.
 */
import { startTestApp, type TestApp } from './helpers/app.js';

const mode = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
const RESOLVE = `mutation Resolve($rulesetId: ID!, $input: ResolveAttackInput!) {
  resolveAttack(rulesetId: $rulesetId, input: $input) { rulesetId dice { seed faces facesUsed } resolution } }`;
const ODDS = `query Odds($rulesetId: ID!, $input: AttackOddsInput!) {
  attackOdds(rulesetId: $rulesetId, input: $input) { rulesetId odds } }`;

type Problem = { path: string; code: string; message: string };

describe(`VTT adjudication from positions on ${mode}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  async function both(rulesetId: string, kind: 'odds' | 'resolve', input: object) {
    const rest = await t.http.post(`/api/v1/rulesets/${rulesetId}/combat/${kind}`).send(input);
    const graph = await t.http
      .post('/graphql')
      .send({ query: kind === 'odds' ? ODDS : RESOLVE, variables: { rulesetId, input } })
      .expect(200);
    const data = graph.body.data?.[kind === 'odds' ? 'attackOdds' : 'resolveAttack'] ?? null;
    return {
      rest,
      data,
      errors: graph.body.errors as { extensions: { code: string; errors: Problem[] } }[],
    };
  }

  async function refused(rulesetId: string, input: object): Promise<Problem[]> {
    const { rest, errors } = await both(rulesetId, 'odds', input);
    expect(rest.status).toBe(422);
    expect(rest.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(rest.body.code).toBe('INVALID_COMBAT_REQUEST');
    expect(errors[0].extensions.code).toBe('INVALID_COMBAT_REQUEST');
    expect(errors[0].extensions.errors).toEqual(rest.body.errors);
    return rest.body.errors;
  }

  describe('Stratoyager', () => {
    const salvo = {
      weapon: 'MAIN_WEAPON',
      attacker: { typeId: 'guardian-151a', speed: 5, at: { x: 4, y: 4, facing: 1 } },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 6.5, y: 8.33, facing: 9 } },
    };

    it('SY-GEO-4..6: an attack from pegs and facings echoes the range band, aspect, arc and LOS', async () => {
      const { rest, data } = await both('stratoyager', 'odds', { request: salvo });
      expect(rest.status).toBe(200);
      expect(rest.body.odds.derived).toMatchObject({
        band: 'CLOSE',
        aspect: expect.stringMatching(/^(FORE|AFT)_(STAR|PORT)$/),
        inArc: true,
        lineOfSight: true,
      });
      expect(rest.body.odds.derived.distance).toBeCloseTo(5, 2);
      expect(data).toEqual(rest.body);
    });

    it('SY-EX-9 from the table: the same roll as the stated distance and aspect', async () => {
      const measured = await both('stratoyager', 'resolve', {
        request: salvo,
        dice: { faces: [3, 5, 4, 6] },
      });
      const derived = measured.rest.body.resolution.derived;
      const stated = await both('stratoyager', 'resolve', {
        request: {
          weapon: 'MAIN_WEAPON',
          attacker: { typeId: 'guardian-151a', speed: 5 },
          defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
          distance: derived.distance,
          aspect: derived.aspect,
        },
        dice: { faces: [3, 5, 4, 6] },
      });
      expect({ ...measured.rest.body.resolution, derived: null }).toEqual(
        stated.rest.body.resolution,
      );
      expect(measured.data).toEqual(measured.rest.body);
    });

    it('SY-HIT-2: an obstacle across the line of sight is a 422 naming what was measured', async () => {
      const problems = await refused('stratoyager', {
        request: {
          ...salvo,
          obstacles: [{ kind: 'circle', center: { x: 5.25, y: 6.165 }, radius: 0.5 }],
        },
      });
      expect(problems).toEqual([
        {
          path: '/request',
          code: 'NO_LINE_OF_SIGHT',
          message: expect.stringMatching(/line of sight blocked/),
        },
      ]);
    });

    it('geometry problems: one peg, a disagreeing aspect, a bad hour — each at its body path', async () => {
      const onePeg = { ...salvo, defender: { typeId: 'blackbuck-mk-ii', speed: 3 } };
      expect(await refused('stratoyager', { request: onePeg })).toEqual([
        expect.objectContaining({ path: '/request/defender/at', code: 'POSITION_NEEDED' }),
      ]);
      expect(await refused('stratoyager', { request: { ...salvo, aspect: 'AFT' } })).toEqual([
        expect.objectContaining({ path: '/request/aspect', code: 'TABLE_DISAGREES' }),
      ]);
      const badHour = { ...salvo, attacker: { ...salvo.attacker, at: { x: 0, y: 0, facing: 13 } } };
      expect(await refused('stratoyager', { request: badHour })).toEqual([
        expect.objectContaining({ path: '/request/attacker/at/facing', code: 'MALFORMED' }),
      ]);
    });

    it('a turn without a match: a stress test, then fragshell at every unit near the shot', async () => {
      const stress = {
        stress: {
          typeId: 'evo-6-2',
          speed: 2,
          maneuvers: [
            { driver: 'ACCEL_DECEL', direction: 'ACCELERATE', thrust: 3 },
            { driver: 'TURN', direction: 'STARBOARD', thrust: 1 },
          ],
        },
      };
      const stressOdds = await both('stratoyager', 'odds', { request: stress });
      expect(stressOdds.rest.status).toBe(200);
      const { pool, failsOn } = stressOdds.rest.body.odds;
      expect(failsOn).toBe(3); // Retrofitted Civilian: +1 per die
      const rolled = await both('stratoyager', 'resolve', {
        request: stress,
        dice: { faces: Array(pool).fill(2) },
      });
      expect(rolled.rest.body.resolution).toMatchObject({ failures: 0, result: 'NONE' });
      expect(rolled.data).toEqual(rolled.rest.body);

      const volley = {
        weapon: 'FRAGSHELL',
        attacker: { typeId: 'evo-6-2', speed: 2, at: { x: 10, y: 10, facing: 0 } },
        targets: [
          { id: 'b1', typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 10, y: 13, facing: 6 } },
          { id: 'b2', typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 11, y: 14, facing: 6 } },
          { id: 'g1', typeId: 'guardian-151a', speed: 4, at: { x: 10, y: 30, facing: 6 } },
        ],
      };
      const shot = await both('stratoyager', 'resolve', {
        request: volley,
        dice: { seed: 'turn-1' },
      });
      expect(shot.rest.status).toBe(200);
      const targets = shot.rest.body.resolution.targets;
      expect(targets.map((x: { id: string; reached: boolean }) => [x.id, x.reached])).toEqual([
        ['b1', true],
        ['b2', true],
        ['g1', false],
      ]);
      expect(targets[2].derived.band).toBe('EXTREME');
      expect(shot.data).toEqual(shot.rest.body);
      const twice = { ...volley, targets: [volley.targets[0], volley.targets[0]] };
      expect(await refused('stratoyager', { request: twice })).toEqual([
        expect.objectContaining({ path: '/request/targets/1/id', code: 'DUPLICATE_TARGET' }),
      ]);
    });
  });

  describe('A Billion Suns', () => {
    const placed = {
      attacker: {
        unit: 'frigate',
        ships: [
          { at: { x: 0, y: 0 }, heading: 0 },
          { at: { x: 0, y: 1 }, heading: 0 },
        ],
      },
      target: { unit: 'destroyer', ships: [{ at: { x: 12, y: 1 } }] },
    };

    it('ABS-ATK-3 from centres and headings: reach per ship and system is echoed', async () => {
      const { rest, data } = await both('a-billion-suns', 'resolve', {
        request: placed,
        dice: { faces: [1, 8, 6, 7, 2, 5, 3] },
      });
      expect(rest.status).toBe(200);
      expect(rest.body.resolution).toMatchObject({ attackerUnit: 'Frigate', damage: 2 });
      expect(rest.body.resolution.derived.ships[1]).toEqual({
        distance: 12,
        offAxis: 0,
        reach: { primary: 'ok', auxiliary: 'range' },
      });
      expect(data).toEqual(rest.body);
    });

    it('a target behind the frigates: 422 with the match’s arc code; no target centre: E_POSITION_NEEDED', async () => {
      const behind = {
        attacker: {
          ...placed.attacker,
          ships: placed.attacker.ships.map((s) => ({ ...s, fire: { primary: 2 } })),
        },
        target: { unit: 'destroyer', ships: [{ at: { x: -12, y: 0 } }] },
      };
      expect(await refused('a-billion-suns', { request: behind })).toEqual([
        expect.objectContaining({
          path: '/request/attacker/ships/0/fire/primary',
          code: 'E_TARGET_NOT_IN_ARC',
        }),
        expect.objectContaining({
          path: '/request/attacker/ships/1/fire/primary',
          code: 'E_TARGET_NOT_IN_ARC',
        }),
      ]);
      expect(
        await refused('a-billion-suns', { request: { ...placed, target: { unit: 'destroyer' } } }),
      ).toEqual([
        expect.objectContaining({ path: '/request/target/ships', code: 'E_POSITION_NEEDED' }),
      ]);
    });
  });

  describe('SITS hex map', () => {
    const beam = (mount: string, target: object) => ({
      attack: 'beam',
      attacker: { classId: 'kestrel_cl', mount },
      rocPerTurn: 12,
      map: { attacker: { q: 0, r: 0, facing: 'A' }, target },
    });

    it('SITS-GEO-2/7/8 from hexes and headings: range, sector, protection and bearing echoed', async () => {
      const { rest, data } = await both('sits', 'resolve', {
        request: beam('S-GR', { q: 3, r: 0, facing: 'A' }),
        dice: { seed: 'hex-1' },
      });
      expect(rest.status).toBe(200);
      expect(rest.body.resolution.derived).toEqual({
        range: 3,
        sector: 5,
        protection: 'protected',
        bears: 'ok',
      });
      expect(data).toEqual(rest.body);
    });

    it('a port graser at a ship on the starboard side: 422 FIRE_OUT_OF_ARC, as in a match', async () => {
      expect(await refused('sits', { request: beam('P-GR', { q: 3, r: 0, facing: 'A' }) })).toEqual(
        [expect.objectContaining({ path: '/request/map', code: 'FIRE_OUT_OF_ARC' })],
      );
    });
  });

  describe('Stellar Empires measured table', () => {
    const request = {
      attacker: { design: 'hellcat', system: 'W4' },
      target: { design: 'omicron' },
      table: { attacker: { x: 0, y: 0, heading: 0 }, target: { x: 0, y: 6, heading: 4 } },
    };

    it('SE-ARC-3..7 from centres and headings: range, section and arc echoed', async () => {
      const { rest, data } = await both('stellar-empires', 'odds', { request });
      expect(rest.status).toBe(200);
      expect(rest.body.odds.derived).toEqual({ range: 6, section: 'F', inArc: true });
      expect(data).toEqual(rest.body);
    });

    it('a target behind a forward quarter arc: 422 E_OUT_OF_ARC, as in a match', async () => {
      const behind = {
        ...request,
        attacker: { design: 'hellcat', system: 'W1' },
        table: { ...request.table, target: { x: 0, y: -6, heading: 0 } },
      };
      expect(await refused('stellar-empires', { request: behind })).toEqual([
        expect.objectContaining({ path: '/request/table', code: 'E_OUT_OF_ARC' }),
      ]);
    });
  });
});
