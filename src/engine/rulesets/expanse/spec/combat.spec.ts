import { LoggedDice, SeededDiceSource } from '../../../core/dice.js';
import { rngFromSeed } from '../../../core/rng.js';
import { attackOdds, expanseCombat, type ExpanseAttackRequest } from '../combat.js';
import { faces } from './fixtures.js';

/** EX-EX-2: A1's railgun at B1 at Medium, B1 evading with g 2 (bonus 2 + 2), TN 16. */
const railgunAtRunner: ExpanseAttackRequest = {
  weapon: 'railgun',
  band: 'M',
  attackerTargeting: 3,
  attackBonus: 3,
  evasion: { bonus: 4 },
  target: { hull: '2d6', plating: 1 },
};

/** EX-EX-5: B1's torpedo launched at M against A1: evasion TN 14, point defence TN 12. */
const torpedoAtHunter: ExpanseAttackRequest = {
  weapon: 'torpedo',
  band: 'M',
  attackerTargeting: 2,
  attackBonus: 0,
  evasion: { bonus: 3 },
  pointDefence: { bonus: 3 },
  target: { hull: '2d6', plating: 2 },
};

describe('Expanse stateless combat (combat/odds, combat/resolve)', () => {
  it('EX-DEF-3 EX-DEF-9 EX-EX-2 EX-EX-5 odds state the spec’s target numbers', () => {
    expect(attackOdds(railgunAtRunner).evasionTn).toBe(16);
    const t = attackOdds(torpedoAtHunter);
    expect([t.evasionTn, t.pointDefenceTn]).toEqual([14, 12]);
    expect(attackOdds({ ...torpedoAtHunter, band: 'L' }).evasionTn).toBeNull();
  });

  it('EX-CORE-2 EX-CORE-4 exact evasion odds: P(3d6 ≥ 12) = 81/216 and its SP chances', () => {
    const o = attackOdds(railgunAtRunner);
    expect(o.evade).toBeCloseTo(81 / 216, 12);
    const sp = o.evasionStuntPoints!;
    expect(Object.values(sp).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(Object.keys(sp).every((k) => ['0', '1', '2', '3', '4', '5', '6'].includes(k))).toBe(
      true,
    );
    expect(o.hit + o.evade + o.shotDown).toBeCloseTo(1, 12);
    const g = o.givenHit;
    expect(g.noLosses + g.oneCondition + g.twoConditions + g.takenOut).toBeCloseTo(1, 12);
  });

  it('EX-DMG-7 EX-EX-3 resolve with the worked example’s dice: 15 vs 6, two conditions', () => {
    const r = expanseCombat.resolve(
      { ...railgunAtRunner, evasion: undefined },
      faces(5, 6, 4, 2, 3, 4, 6),
    );
    expect(r).toMatchObject({
      ok: true,
      result: 'hit',
      damage: 15,
      hull: 6,
      net: 9,
      conditions: 2,
      takenOut: false,
    });
    const evaded = expanseCombat.resolve(railgunAtRunner, faces(6, 3, 4));
    expect(evaded).toMatchObject({ ok: true, result: 'evaded' });
    const shot = expanseCombat.resolve(torpedoAtHunter, faces(4, 4, 2, 6, 2, 2));
    expect(shot).toMatchObject({ ok: true, result: 'shot_down', weaponsStuntPoints: 2 });
  });

  it('odds agree with 100,000 seeded resolves (hit, evade, shot down, conditions, taken out)', () => {
    for (const request of [railgunAtRunner, torpedoAtHunter]) {
      const o = attackOdds(request);
      const dice = new LoggedDice(
        new SeededDiceSource(rngFromSeed(`expanse-odds-${request.weapon}`)),
        () => undefined,
      );
      const counts: Record<string, number> = {};
      const n = 100_000;
      for (let i = 0; i < n; i++) {
        const r = expanseCombat.resolve(request, dice) as Record<string, unknown>;
        const key =
          r.result !== 'hit'
            ? String(r.result)
            : r.takenOut
              ? 'takenOut'
              : r.conditions === 0
                ? 'noLosses'
                : r.conditions === 1
                  ? 'oneCondition'
                  : 'twoConditions';
        counts[key] = (counts[key] ?? 0) + 1;
      }
      const expected: Record<string, number> = {
        evaded: o.evade,
        shot_down: o.shotDown,
        noLosses: o.hit * o.givenHit.noLosses,
        oneCondition: o.hit * o.givenHit.oneCondition,
        twoConditions: o.hit * o.givenHit.twoConditions,
        takenOut: o.hit * o.givenHit.takenOut,
      };
      for (const [k, p] of Object.entries(expected)) {
        const sigma = Math.sqrt((p * (1 - p)) / n);
        expect(Math.abs((counts[k] ?? 0) / n - p)).toBeLessThanOrEqual(5 * sigma + 1e-9);
      }
    }
  });

  it('bad requests are refused with codes and change nothing', () => {
    const bad = expanseCombat.odds({ ...railgunAtRunner, band: 'L' });
    expect(bad).toMatchObject({
      ok: false,
      problems: [expect.objectContaining({ code: 'WEAPON_OUT_OF_RANGE' })],
    });
    expect(expanseCombat.odds({ ...railgunAtRunner, pointDefence: { bonus: 1 } })).toMatchObject({
      ok: false,
    });
    expect(expanseCombat.odds({ ...railgunAtRunner, weapon: 'laser' })).toMatchObject({
      ok: false,
    });
    expect(expanseCombat.resolve({ weapon: 'pdc' }, faces())).toMatchObject({ ok: false });
  });
});

/**
 * A Set-up of 6 SP by a Capable captain (INT 0, Leadership) on the Runner, evading at +2: TN
 * 10 + 0 + 2 + 3 = 15 whatever the targeting and attack bonus stated; 3d6 damage without the
 * weapons penalty.
 */
const setUpOnRunner: ExpanseAttackRequest = {
  weapon: 'setup',
  band: 'C',
  attackerTargeting: 3,
  attackBonus: 3,
  weaponsPenalty: 2,
  setUp: { sp: 6, captainInt: 0, leadership: true },
  evasion: { bonus: 2 },
  target: { hull: '2d6', plating: 1 },
};

describe('Expanse stateless Set-up (EX-STUNT-SET-UP)', () => {
  it('EX-STUNT-SET-UP EX-DEF-2 EX-DEF-3 EX-Q-20 odds: its own TN, floor(SP/2)d6, no weapons penalty (EX-DMG-2)', () => {
    const o = attackOdds(setUpOnRunner);
    expect(o.evasionTn).toBe(15);
    // 3d6 + 2 ≥ 15: 3d6 ≥ 13, 56 of 216.
    expect(o.evade).toBeCloseTo(56 / 216, 12);
    expect(o.damage[3]).toBeCloseTo(1 / 216, 12);
    expect(o.damage[18]).toBeCloseTo(1 / 216, 12);
    expect(o.pointDefenceTn).toBeNull();
  });

  it('EX-STUNT-SET-UP resolve: evasion [1, 1 | 1] fails; 3d6 [6, 6, 6] = 18 against hull 3: taken out', () => {
    const r = expanseCombat.resolve(setUpOnRunner, faces(1, 1, 1, 6, 6, 6, 1, 1, 1, 1));
    expect(r).toMatchObject({ ok: true, result: 'hit', damage: 18, hull: 3, takenOut: true });
  });

  it('EX-STUNT-SET-UP a Set-up states its SP and captain, and takes no point defence', () => {
    const { setUp, ...bare } = setUpOnRunner;
    expect(expanseCombat.odds(bare)).toMatchObject({ ok: false });
    expect(expanseCombat.odds({ ...railgunAtRunner, setUp })).toMatchObject({ ok: false });
    expect(
      expanseCombat.odds({ ...setUpOnRunner, pointDefence: { bonus: 3 } }) as {
        problems: { code: string }[];
      },
    ).toMatchObject({ ok: false, problems: [{ code: 'PD_UNAVAILABLE' }] });
  });
});
