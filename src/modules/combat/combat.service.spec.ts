import fc from 'fast-check';
import { ApiProblem } from '../../common/problem.js';
import { getRuleset, type Ruleset } from '../../engine/index.js';
import {
  adjudicationDice,
  attackOdds,
  resolveAttack,
} from '../../engine/rulesets/stratoyager/combat/adjudicate.js';
import { CatalogService } from '../catalog/index.js';
import { CombatService } from './combat.service.js';
import type { ResolveAttackInput } from './dto/combat-input.dto.js';

const combat = new CombatService(new CatalogService());

/** SY-EX-9: a Guardian's salvo at a Blackbuck at CLOSE range. */
const salvo = {
  weapon: 'MAIN_WEAPON',
  attacker: { typeId: 'guardian-151a', speed: 5 },
  defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
  distance: 5,
  aspect: 'FORE_STAR',
};

function problemOf(call: () => unknown): ApiProblem {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('expected an ApiProblem');
}

const withoutOk = (answer: object): Record<string, unknown> => {
  const { ok: _ok, ...rest } = answer as { ok: boolean };
  return rest;
};

describe('CombatService.resolve', () => {
  it('rolls a seeded attack exactly as the engine does with the same seed', () => {
    const answer = combat.resolve('stratoyager', { request: salvo, dice: { seed: 'table-7' } });
    expect(answer.dice).toEqual({ seed: 'table-7', faces: null, facesUsed: null });
    expect(answer.resolution).toEqual(
      withoutOk(resolveAttack(salvo, adjudicationDice({ seed: 'table-7' }))),
    );
  });

  it('SY-EX-9: uses faces rolled at the table, in order, and says how many it used', () => {
    const answer = combat.resolve('stratoyager', {
      request: salvo,
      dice: { faces: [3, 5, 4, 6, 1, 1] },
    });
    expect(answer.resolution).toMatchObject({ toHitSucceeded: true, result: 'DAMAGED' });
    expect(answer.dice).toEqual({ seed: null, faces: [3, 5, 4, 6, 1, 1], facesUsed: 4 });
  });

  it('draws a fresh seed when no dice are given, and reports it so the roll can be repeated', () => {
    const first = combat.resolve('stratoyager', { request: salvo });
    expect(first.dice.seed).toEqual(expect.any(String));
    const again = combat.resolve('stratoyager', {
      request: salvo,
      dice: { seed: first.dice.seed! },
    });
    expect(again.resolution).toEqual(first.resolution);
  });

  it('too few faces: 422 INVALID_COMBAT_REQUEST with DICE_NEEDED at /dice/faces', () => {
    const problem = problemOf(() =>
      combat.resolve('stratoyager', { request: salvo, dice: { faces: [3, 5] } }),
    );
    expect(problem).toMatchObject({ status: 422, code: 'INVALID_COMBAT_REQUEST' });
    expect(problem.errors).toEqual([
      { path: '/dice/faces', code: 'DICE_NEEDED', message: expect.stringMatching(/damage/) },
    ]);
  });

  it('a face the die does not have: 422 INVALID_ROLL pointing at that face', () => {
    const problem = problemOf(() =>
      combat.resolve('stratoyager', { request: salvo, dice: { faces: [3, 5, 7, 6] } }),
    );
    expect(problem).toMatchObject({ status: 422, code: 'INVALID_ROLL' });
    expect(problem.errors).toEqual([
      { path: '/dice/faces/2', code: 'INVALID_ROLL', message: expect.stringMatching(/d6/) },
    ]);
  });

  it('the ruleset’s refusals become errors[] pointing into the request', () => {
    const request = {
      ...salvo,
      attacker: { typeId: 'x-wing', speed: 5 },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3, shields: 9 },
    };
    const unknown = problemOf(() => combat.resolve('stratoyager', { request }));
    expect(unknown).toMatchObject({ status: 422, code: 'INVALID_COMBAT_REQUEST' });
    expect(unknown.errors).toEqual([
      { path: '/request/attacker/typeId', code: 'UNKNOWN_UNIT_TYPE', message: expect.any(String) },
    ]);
    const malformed = problemOf(() =>
      combat.resolve('stratoyager', { request: { ...salvo, aspect: 'UP', range: 3 } }),
    );
    expect(malformed.errors?.map((e) => [e.code, e.path])).toEqual(
      expect.arrayContaining([
        ['MALFORMED', '/request/range'],
        ['MALFORMED', '/request/aspect'],
      ]),
    );
  });

  it('refuses a seed and faces together (400 DICE_AMBIGUOUS) before rolling anything', () => {
    const problem = problemOf(() =>
      combat.resolve('stratoyager', { request: salvo, dice: { seed: 's', faces: [1] } }),
    );
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(problem.errors).toEqual([
      { path: '/dice', code: 'DICE_AMBIGUOUS', message: expect.any(String) },
    ]);
  });
});

describe('CombatService.odds', () => {
  it('gives the engine’s exact odds', () => {
    const answer = combat.odds('stratoyager', { request: salvo });
    expect(answer.odds).toEqual(withoutOk(attackOdds(salvo)));
    expect(answer.odds).toHaveProperty('toHit');
  });

  it('refuses what resolve refuses, with the same errors', () => {
    const request = { ...salvo, distance: -1 };
    const odds = problemOf(() => combat.odds('stratoyager', { request }));
    const resolved = problemOf(() => combat.resolve('stratoyager', { request }));
    expect(odds.errors).toEqual(resolved.errors);
    expect(odds.errors?.[0]).toMatchObject({ path: '/request/distance', code: 'MALFORMED' });
  });
});

describe('CombatService: which rulesets', () => {
  it('unknown ruleset: 404 RULESET_NOT_FOUND', () => {
    expect(problemOf(() => combat.odds('chess', { request: salvo }))).toMatchObject({
      status: 404,
      code: 'RULESET_NOT_FOUND',
    });
  });

  it('a ruleset without adjudication: 404 COMBAT_NOT_OFFERED', () => {
    const bare = { ...getRuleset('stratoyager'), id: 'bare', combat: undefined } as Ruleset;
    const catalog = new CatalogService();
    catalog.ruleset = (id: string) => (id === 'bare' ? bare : getRuleset(id));
    const service = new CombatService(catalog);
    for (const call of [
      () => service.odds('bare', { request: salvo }),
      () => service.resolve('bare', { request: salvo }),
    ]) {
      expect(problemOf(call)).toMatchObject({ status: 404, code: 'COMBAT_NOT_OFFERED' });
    }
  });
});

describe('CombatService: never a 500', () => {
  const unit = fc.oneof(
    fc.constantFrom('guardian-151a', 'vulture-mk-iv', 'blackbuck-mk-ii', 'evo-6-2'),
    fc.string(),
  );
  const side = fc.record(
    {
      typeId: unit,
      speed: fc.oneof(fc.integer({ min: -2, max: 30 }), fc.double()),
      shields: fc.integer({ min: -1, max: 5 }),
      structure: fc.integer({ min: -1, max: 6 }),
      evasive: fc.boolean(),
      stress: fc.constantFrom('NONE', 'GREYOUT', 'BLACKOUT', 'DEAD'),
      countermeasures: fc.boolean(),
    },
    { requiredKeys: ['typeId', 'speed'] },
  );
  const request = fc.oneof(
    fc.record(
      {
        weapon: fc.constantFrom(
          'MAIN_WEAPON',
          'FIRE_AT_WILL',
          'DUMB_MISSILE',
          'LOCKED_MISSILE',
          'FRAGSHELL',
          'LASER',
        ),
        missileClass: fc.constantFrom('LIGHT', 'MEDIUM', 'HEAVY', 'HUGE'),
        attacker: side,
        defender: side,
        distance: fc.oneof(fc.integer({ min: -1, max: 40 }), fc.double({ noNaN: true })),
        aspect: fc.constantFrom('FORE', 'FORE_STAR', 'AFT_STAR', 'AFT', 'AFT_PORT', 'FORE_PORT'),
        inArc: fc.boolean(),
        lineOfSight: fc.boolean(),
        lock: fc.constantFrom('MATURE', 'NEW', 'NONE'),
        landing: fc.boolean(),
      },
      { requiredKeys: ['weapon', 'attacker', 'defender', 'distance', 'aspect'] },
    ),
    fc.dictionary(fc.string(), fc.jsonValue()),
  );
  const dice = fc.option(
    fc.oneof(
      fc.record({ seed: fc.string({ minLength: 1 }) }),
      fc.record({ faces: fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 12 }) }),
    ),
    { nil: undefined },
  );

  it('answers any request with a result or a 4xx problem', () => {
    fc.assert(
      fc.property(request, dice, (req, d) => {
        for (const call of [
          () => combat.resolve('stratoyager', { request: req, dice: d } as ResolveAttackInput),
          () => combat.odds('stratoyager', { request: req }),
        ]) {
          try {
            call();
          } catch (error) {
            if (!(error instanceof ApiProblem)) throw error;
            expect(error.status).toBeGreaterThanOrEqual(400);
            expect(error.status).toBeLessThan(500);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
