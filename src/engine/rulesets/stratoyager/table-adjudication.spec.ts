/**
 * Stratoyager's stateless adjudication from the table itself: pegs, facings and obstacles measured
 * as a match measures them, a fragshell shot at several units, and hull-stress tests; each new
 * kind of odds checked against many seeded rolls.
 */
import { adjudicationDice } from './combat/adjudicate.js';
import { combatPort } from './combat/port.js';
import { combatAdjudication as sy } from './table-adjudication.js';
import { newUnit } from './setup.js';
import type { GameState, UnitState } from './model.js';

type Answer = Record<string, unknown> & {
  ok: boolean;
  problems?: { code: string; path: string }[];
};
const seeded = (seed: string) => adjudicationDice({ seed });
const faces = (...f: number[]) => adjudicationDice({ faces: f });
const resolve = (r: unknown, dice = seeded('s')) => sy.resolve(r, dice) as Answer;
const odds = (r: unknown) => sy.odds(r) as Answer;
const codes = (a: Answer) => a.problems?.map((p) => `${p.code} ${p.path}`);

const salvo = {
  weapon: 'MAIN_WEAPON',
  attacker: { typeId: 'guardian-151a', speed: 5, at: { x: 0, y: 0, facing: 0 } },
  defender: { typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 0, y: 5, facing: 6 } },
};

describe('SY-GEO stateless requests measured from the table', () => {
  it('SY-GEO-4/5/6: 5 Klicks dead ahead, nose to nose: CLOSE, FORE, in arc, in LOS; echoed', () => {
    const a = odds(salvo);
    expect(a.ok).toBe(true);
    expect(a.derived).toEqual({
      distance: 5,
      band: 'CLOSE',
      aspect: 'FORE',
      inArc: true,
      lineOfSight: true,
    });
    expect(a.band).toBe('CLOSE');
  });

  it('SY-GEO-6: the same pegs give the same answer as the stated distance and aspect', () => {
    const stated = {
      ...salvo,
      attacker: { typeId: 'guardian-151a', speed: 5 },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3 },
      distance: 5,
      aspect: 'FORE',
    };
    const { derived: _d, ...fromTable } = odds(salvo);
    const { derived, ...fromStated } = odds(stated);
    expect(derived).toBeNull();
    expect(fromTable).toEqual(fromStated);
  });

  it('SY-GEO-6: a defender facing away shows its AFT', () => {
    const a = odds({ ...salvo, defender: { ...salvo.defender, at: { x: 0, y: 5, facing: 0 } } });
    expect(a.derived).toMatchObject({ aspect: 'AFT' });
  });

  it('SY-GEO-5: a defender behind the attacker is out of arc: NOT_IN_ARC, with what was measured', () => {
    const a = odds({ ...salvo, defender: { ...salvo.defender, at: { x: 0, y: -5, facing: 0 } } });
    expect(a.ok).toBe(false);
    expect(a.problems![0].code).toMatch(/ARC/);
    expect(JSON.stringify(a.problems)).toMatch(/measured: 5 Klicks, CLOSE, FORE, out of arc/);
  });

  it('SY-HIT-2: a circle obstacle between the pegs blocks LOS; one beside them does not', () => {
    const blocked = odds({
      ...salvo,
      obstacles: [{ kind: 'circle', center: { x: 0, y: 2.5 }, radius: 1 }],
    });
    expect(blocked.ok).toBe(false);
    expect(JSON.stringify(blocked.problems)).toMatch(/line of sight blocked/);
    const clear = odds({
      ...salvo,
      obstacles: [{ kind: 'circle', center: { x: 3, y: 2.5 }, radius: 1 }],
    });
    expect(clear.derived).toMatchObject({ lineOfSight: true });
  });

  it('stated values that disagree with the table are refused, each at its path', () => {
    const a = odds({ ...salvo, distance: 12, aspect: 'AFT', inArc: false });
    expect(codes(a)).toEqual([
      'TABLE_DISAGREES /distance',
      'TABLE_DISAGREES /aspect',
      'TABLE_DISAGREES /inArc',
    ]);
    expect(odds({ ...salvo, distance: 5.2, aspect: 'FORE' }).ok).toBe(true);
  });

  it('one peg only, no geometry, and a self-crossing obstacle are refused with their codes', () => {
    const onePeg = { ...salvo, defender: { typeId: 'blackbuck-mk-ii', speed: 3 } };
    expect(codes(odds(onePeg))).toEqual(['POSITION_NEEDED /defender/at']);
    const none = { ...onePeg, attacker: { typeId: 'guardian-151a', speed: 5 } };
    expect(codes(odds(none))).toEqual(['GEOMETRY_NEEDED /distance', 'GEOMETRY_NEEDED /aspect']);
    const bowtie = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    expect(codes(odds({ ...salvo, obstacles: [{ kind: 'polygon', points: bowtie }] }))).toEqual([
      'INVALID_OBSTACLE /obstacles/0',
    ]);
    expect(
      codes(odds({ ...salvo, attacker: { ...salvo.attacker, at: { x: 0, y: 0, facing: 12 } } })),
    ).toEqual(['MALFORMED /attacker/at/facing']);
  });

  it('measures as the match does: random pegs agree with the CombatPort on a game state', () => {
    const unit = (
      id: string,
      typeId: string,
      side: 0 | 1,
      x: number,
      y: number,
      facing: number,
    ): UnitState => ({
      ...newUnit(id, typeId, side),
      status: 'ON_TABLE',
      pos: { x, y },
      facing,
      course: facing,
      speed: 3,
    });
    let s = 7;
    const rnd = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200; i++) {
      const [ax, ay, dx, dy] = [rnd() * 24, rnd() * 24, rnd() * 24, rnd() * 24];
      const [af, df] = [Math.floor(rnd() * 12), Math.floor(rnd() * 12)];
      const field = {
        units: [
          unit('a', 'guardian-151a', 0, ax, ay, af),
          unit('d', 'blackbuck-mk-ii', 1, dx, dy, df),
        ],
        obstacles: [
          { id: 'o', shape: { kind: 'circle' as const, center: { x: 12, y: 12 }, radius: 3 } },
        ],
      } as unknown as GameState;
      const inMatch = combatPort.attackProblem(field, {
        weapon: 'MAIN_WEAPON',
        attackerId: 'a',
        targetId: 'd',
      });
      const request = {
        weapon: 'MAIN_WEAPON',
        attacker: { typeId: 'guardian-151a', speed: 3, at: { x: ax, y: ay, facing: af } },
        defender: { typeId: 'blackbuck-mk-ii', speed: 3, at: { x: dx, y: dy, facing: df } },
        obstacles: [{ kind: 'circle', center: { x: 12, y: 12 }, radius: 3 }],
      };
      const stateless = odds(request);
      expect(stateless.ok ? null : stateless.problems![0].code).toBe(inMatch?.code ?? null);
    }
  });
});

/** Frequencies of `outcome` over `n` seeded rolls, against the exact probability. */
function agrees(exact: number, n: number, hit: (seed: string) => boolean): void {
  let count = 0;
  for (let i = 0; i < n; i++) if (hit(`odds-check-${i}`)) count++;
  const sd = Math.sqrt((exact * (1 - exact)) / n);
  expect(Math.abs(count / n - exact)).toBeLessThanOrEqual(4 * sd + 1e-9);
}

// eslint-disable-next-line no-restricted-globals -- a test switch, not engine code
const N = Number(typeof process !== 'undefined' ? (process.env.SALVO_ODDS_SAMPLES ?? 400) : 400);

describe('SY-FEAT-6 fragshell against several units', () => {
  const evo = { typeId: 'evo-6-2', speed: 2, at: { x: 0, y: 0, facing: 0 } };
  const volley = {
    weapon: 'FRAGSHELL',
    attacker: evo,
    targets: [
      { id: 'near', typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 0, y: 3, facing: 6 } },
      { id: 'behind', typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 0, y: -3, facing: 0 } },
      { id: 'far', typeId: 'guardian-151a', speed: 3, at: { x: 0, y: 8, facing: 6 } },
      { id: 'friend', typeId: 'vulture-mk-iv', speed: 1, at: { x: 1, y: 5, facing: 3 } },
      { id: 'hidden', typeId: 'guardian-151a', speed: 3, at: { x: -1, y: 4, facing: 6 } },
    ],
    obstacles: [{ kind: 'circle', center: { x: -0.6, y: 2.4 }, radius: 0.3 }],
  };

  it('reaches units in arc, in LOS and within 6 only, in id order, each with what was measured', () => {
    const a = odds(volley);
    expect(a.ok).toBe(true);
    const targets = a.targets as { id: string; reached: boolean; derived: { band: string } }[];
    expect(targets.map((t) => [t.id, t.reached])).toEqual([
      ['behind', false],
      ['far', false],
      ['friend', true],
      ['hidden', false],
      ['near', true],
    ]);
    expect(targets.find((t) => t.id === 'far')!.derived.band).toBe('MEDIUM');
  });

  it('rolls each reached unit in id order from one stream of dice; a seed repeats', () => {
    const a = resolve(volley, seeded('volley'));
    const b = resolve(volley, seeded('volley'));
    expect(a).toEqual(b);
    const targets = a.targets as { id: string; reached: boolean; rolls?: { purpose: string }[] }[];
    const rolled = targets.filter((t) => t.reached).flatMap((t) => t.rolls!.map((r) => r.purpose));
    expect(rolled[0]).toMatch(/at vulture-mk-iv/);
  });

  it('bad targets are refused at their own paths', () => {
    const twice = { ...volley, targets: [volley.targets[0], volley.targets[0]] };
    expect(codes(odds(twice))).toEqual(['DUPLICATE_TARGET /targets/1/id']);
    const over = { ...volley, targets: [{ ...volley.targets[0], shields: 9 }] };
    expect(codes(odds(over))).toEqual(['SHIELDS_OUT_OF_RANGE /targets/0/shields']);
    const faceless = { ...volley, targets: [{ ...volley.targets[0], at: undefined }] };
    expect(codes(odds(faceless))).toEqual(['POSITION_NEEDED /targets/0/at']);
  });

  it('exact odds per target agree with seeded rolls', () => {
    const exact = odds(volley).targets as { id: string; toHit?: { value: number } }[];
    const p = exact.find((t) => t.id === 'near')!.toHit!.value;
    agrees(p, N, (seed) => {
      const r = resolve(volley, seeded(seed)).targets as { id: string; toHitSucceeded?: boolean }[];
      return r.find((t) => t.id === 'near')!.toHitSucceeded === true;
    });
  });
});

describe('SY-STRESS hull-stress tests', () => {
  const hard = {
    stress: {
      typeId: 'guardian-151a',
      speed: 4,
      maneuvers: [
        { driver: 'ACCEL_DECEL', direction: 'ACCELERATE', thrust: 6 },
        { driver: 'TURN', direction: 'PORT', thrust: 4 },
      ],
    },
  };

  it('SY-STRESS-1..4: the pool, the faces and the result, from the dice given', () => {
    const a = odds(hard);
    // Thrust 2 and 1 above the safe 4 and 3; Weak Frame adds a die.
    expect(a).toMatchObject({ ok: true, base: 3, pool: 4, failsOn: 4 });
    const pool = 4;
    const r = resolve(hard, faces(...Array(pool).fill(4)));
    expect(r).toMatchObject({ faces: [4, 4, 4, 4], failures: 4, result: 'DESTROYED' });
    const three = resolve(hard, faces(6, 5, 4, 3));
    expect(three).toMatchObject({
      result: 'STRUCTURAL_DAMAGE',
      token: 'BLACKOUT',
      structureLost: 1,
    });
    const none = resolve(hard, faces(...Array(pool).fill(1)));
    expect(none).toMatchObject({ failures: 0, result: 'NONE', token: 'NONE', structureLost: 0 });
  });

  it('SY-STRESS-2: inside the safe values no dice are rolled', () => {
    const safe = {
      stress: {
        ...hard.stress,
        maneuvers: [hard.stress.maneuvers[0], { ...hard.stress.maneuvers[1], thrust: 0 }],
      },
    };
    const s = {
      ...safe,
      stress: {
        ...safe.stress,
        maneuvers: [{ ...safe.stress.maneuvers[0], thrust: 1 }, safe.stress.maneuvers[1]],
      },
    };
    expect(resolve(s, faces())).toMatchObject({ ok: true, pool: 0, faces: [], result: 'NONE' });
    expect(odds(s).results).toMatchObject({ NONE: { numerator: '1', denominator: '1' } });
  });

  it('SY-MOV-6: an order the match would refuse is refused with the same code', () => {
    const tooHard = {
      stress: {
        ...hard.stress,
        maneuvers: [{ ...hard.stress.maneuvers[0], thrust: 40 }, hard.stress.maneuvers[1]],
      },
    };
    expect(codes(odds(tooHard))).toEqual(['THRUST_ABOVE_MAX /stress/maneuvers/0/thrust']);
    expect(codes(odds({ stress: { ...hard.stress, typeId: 'nope' } }))).toEqual([
      'UNKNOWN_UNIT_TYPE /stress/typeId',
    ]);
    expect(codes(resolve(hard, faces(1)))).toEqual(['DICE_NEEDED /dice']);
    const one = { stress: { ...hard.stress, maneuvers: [hard.stress.maneuvers[0]] } };
    expect(codes(odds(one))).toEqual(['MANEUVER_COUNT /stress/maneuvers']);
  });

  it('exact odds of each result agree with seeded rolls', () => {
    const exact = odds(hard).results as Record<string, { value: number }>;
    const total = Object.values(exact).reduce((s, p) => s + p.value, 0);
    expect(total).toBeCloseTo(1, 12);
    for (const result of ['NONE', 'GREYOUT', 'BLACKOUT', 'STRUCTURAL_DAMAGE']) {
      agrees(exact[result].value, N, (seed) => resolve(hard, seeded(seed)).result === result);
    }
  });
});
