import { describe, expect, it } from '@jest/globals';
import { aBillionSuns } from '../index.js';
import { FRIGATES_AT_DESTROYER, GUNSHIPS_AT_CORVETTE, tableDice } from './fixtures.js';
import type { CombatRequest } from './request.js';
import { resolveAttack, type CombatResolution } from './resolve.js';

function resolved(request: CombatRequest, faces: number[]): CombatResolution {
  const answer = resolveAttack(request, tableDice(faces));
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return answer;
}

describe('A Billion Suns stateless resolve', () => {
  it('is the ruleset’s combat adjudication', () => {
    expect(aBillionSuns.combat?.resolve).toBe(resolveAttack);
  });

  it('ABS-EX-5: standard attack with fixed dice (ABS-ATK-3, ABS-ATK-4, ABS-ATK-9)', () => {
    const r = resolved(FRIGATES_AT_DESTROYER, [1, 8, 6, 7, 2, 5, 3]);
    expect(r.rolls.map((x) => x.faces)).toEqual([[1, 8], [6, 7], [2], [5], [3]]);
    expect(r.dice.map((d) => d.fate)).toEqual(['critical', 'miss', 'hit', 'miss']);
    expect(r.hits.map((h) => [h.die, h.bonus, h.save, h.saved])).toEqual([
      [0, false, 2, true],
      [2, false, 5, false],
      [0, true, 3, true],
    ]);
    expect(r.damage).toBe(2);
    expect(r.target.ships).toEqual([
      {
        damageBefore: 0,
        damageAfter: 2,
        systemsCritical: false,
        destroyed: false,
        explosionCheck: false,
      },
    ]);
  });

  it('ABS-EX-6: Power to Weapons, a dud with critical malfunction, Power to Shields (ABS-TAC-5, ABS-TAC-6, ABS-DMG-5)', () => {
    const r = resolved(GUNSHIPS_AT_CORVETTE, [2, 4, 6, 1, 1, 4, 3, 6, 2]);
    expect(r.dice.map((d) => d.result)).toEqual([1, 3, 5, 1]);
    expect(r.dice.map((d) => d.fate)).toEqual(['critical', 'hit', 'dud', 'critical']);
    expect(r.criticalMalfunctions).toEqual([{ ship: 1, weapon: 'Blasters', damage: 1 }]);
    expect(r.effectiveShields).toBe(3);
    expect(
      r.hits.map((h) => `${h.die}${h.bonus ? 'b' : ''}:${h.saved ? 'saved' : 'unsaved'}`),
    ).toEqual(['0:saved', '1:unsaved', '3:saved', '0b:unsaved', '3b:saved']);
    expect(r.damage).toBe(2);
    expect(r.target.ships[0].damageAfter).toBe(2);
    expect(r.attacker.ships[1]).toMatchObject({
      damageAfter: 3,
      destroyed: false,
      systemsCritical: true,
    });
  });

  it('ABS-EX-7: damage goes to the most damaged ship and spills over (ABS-DMG-3, ABS-DMG-6)', () => {
    const fiveHits: CombatRequest = {
      attacker: {
        stats: {
          mass: 1,
          silhouette: 4,
          weapons: [
            {
              name: 'Blasters',
              system: 'primary',
              minRange: 0,
              maxRange: 6,
              dice: 5,
              sides: 6,
              damage: 1,
            },
          ],
        },
        ships: [{ distance: 3 }],
      },
      target: { unit: 'gunship', ships: [{ damage: 0 }, { damage: 2 }, { damage: 0 }] },
    };
    const r = resolved(fiveHits, [2, 2, 2, 2, 2, 3, 3, 3, 3, 3]);
    expect(r.damage).toBe(5);
    expect(r.target.ships.map((s) => [s.damageAfter, s.destroyed, s.explosionCheck])).toEqual([
      [3, false, false],
      [4, true, true],
      [0, false, false],
    ]);
  });

  it('ABS-ATK-7: with Engage the default re-rolls misses and highest faces, in ascending pool index', () => {
    const engaged = {
      ...FRIGATES_AT_DESTROYER,
      attacker: { ...FRIGATES_AT_DESTROYER.attacker, engaged: true },
    };
    const r = resolved(engaged, [1, 8, 6, 7, 3, 2, 5, 3, 4, 4, 8]);
    expect(r.rolls.map((x) => x.purpose)).toEqual([
      'Light Railguns 2d8 from ship 0: active attack on the Destroyer',
      'Light Railguns 2d8 from ship 1: active attack on the Destroyer',
      're-roll die 1 (ABS-ATK-7)',
      're-roll die 3 (ABS-ATK-7)',
      'save against hit 0 (d8, shields 3)',
      'save against hit 1 (d8, shields 3)',
      'save against hit 2 (d8, shields 3)',
      'save against hit 3 (d8, shields 3)',
      'save against hit 4 (d8, shields 3)',
    ]);
    expect(r.dice.map((d) => [d.rerolledFrom, d.natural, d.fate])).toEqual([
      [null, 1, 'critical'],
      [8, 3, 'hit'],
      [null, 6, 'hit'],
      [7, 2, 'hit'],
    ]);
    expect(r.damage).toBe(8);
  });

  it('ABS-ATK-9 step 8: shields at or above the die type save without a roll; Shields 0 saves nothing', () => {
    const atWing: CombatRequest = {
      attacker: { unit: 'corvette', ships: [{ distance: 2, fire: { auxiliary: 2 } }] },
      target: { unit: 'fighter_wing' },
    };
    const r = resolved(atWing, [1, 3]);
    expect(r.rolls).toHaveLength(1);
    expect(r.damage).toBe(3);
    expect(r.target.ships[0]).toMatchObject({ destroyed: true, explosionCheck: false });
  });

  it('runs out of supplied faces: DICE_NEEDED naming the roll', () => {
    const answer = resolveAttack(FRIGATES_AT_DESTROYER, tableDice([1, 8, 6]));
    expect(answer).toEqual({
      ok: false,
      problems: [
        {
          code: 'DICE_NEEDED',
          path: '/dice',
          message: expect.stringMatching(/2d8 for Light Railguns 2d8 from ship 1/),
        },
      ],
    });
  });
});
