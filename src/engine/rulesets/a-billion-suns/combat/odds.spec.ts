import { describe, expect, it } from '@jest/globals';
import { aBillionSuns } from '../index.js';
import { FRIGATES_AT_DESTROYER, GUNSHIPS_AT_CORVETTE } from './fixtures.js';
import { attackOdds, type CombatOdds } from './odds.js';
import type { CombatRequest } from './request.js';

function odds(request: CombatRequest): CombatOdds {
  const answer = attackOdds(request);
  if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
  return answer;
}

const fraction = (p: { numerator: string; denominator: string }) =>
  `${p.numerator}/${p.denominator}`;

describe('A Billion Suns exact odds', () => {
  it('is the ruleset’s combat adjudication, with its request schema', () => {
    expect(aBillionSuns.combat?.odds).toBe(attackOdds);
    expect(aBillionSuns.combat?.requestSchema).toMatchObject({ required: ['attacker', 'target'] });
  });

  it('ABS-ATK-9: a d8 at silhouette 6: 1 is critical, 2–6 hit, 7–8 miss; saves on 1–3 of a d8', () => {
    const o = odds(FRIGATES_AT_DESTROYER);
    expect(
      o.dice.map((d) => [
        d.dice,
        fraction(d.critical),
        fraction(d.hit),
        fraction(d.miss),
        fraction(d.dud),
      ]),
    ).toEqual([
      [2, '1/8', '5/8', '1/4', '0/1'],
      [2, '1/8', '5/8', '1/4', '0/1'],
    ]);
    // Per die: E[unsaved hits] = (5/8 + 2/8) × 5/8; each is 2 damage; four dice.
    expect(fraction(o.expectedDamage)).toBe('35/8');
    // No damage: each die misses, or its hits are all saved.
    const nothing = 1 / 4 + (5 / 8) * (3 / 8) + (1 / 8) * (3 / 8) ** 2;
    expect(o.damage[0].value).toBeCloseTo(nothing ** 4, 15);
    expect(o.damage.map((p) => p.value).reduce((a, b) => a + b)).toBeCloseTo(1, 15);
    expect(o.damage).toHaveLength(17);
  });

  it('ABS-TAC-5: Power to Weapons makes a natural 2 critical but never saves a dud', () => {
    const [g1, g2] = odds(GUNSHIPS_AT_CORVETTE).dice;
    expect([fraction(g1.critical), fraction(g1.hit), fraction(g1.dud), fraction(g1.miss)]).toEqual([
      '1/3',
      '1/2',
      '1/6',
      '0/1',
    ]);
    expect(fraction(g2.scores)).toBe('5/6');
  });

  it('ABS-DMG-5: a Systems Critical ship’s duds damage it, one per dud of its Blasters', () => {
    expect(odds(GUNSHIPS_AT_CORVETTE).criticalMalfunctions).toEqual([
      {
        ship: 1,
        damage: [
          { numerator: '25', denominator: '36', value: 25 / 36 },
          { numerator: '5', denominator: '18', value: 10 / 36 },
          { numerator: '1', denominator: '36', value: 1 / 36 },
        ],
      },
    ]);
  });

  it('ABS-ATK-7: the Engage default re-roll of 7s and 8s at silhouette 6', () => {
    const engaged = odds({
      ...FRIGATES_AT_DESTROYER,
      attacker: { ...FRIGATES_AT_DESTROYER.attacker, engaged: true },
    });
    // Of 64 (face, re-roll face) pairs: a 1 first (8), or a re-rolled 1 (2) is critical.
    expect(
      engaged.dice.map((d) => [fraction(d.critical), fraction(d.hit), fraction(d.miss)])[0],
    ).toEqual(['5/32', '25/32', '1/16']);
    const declined = odds({
      ...FRIGATES_AT_DESTROYER,
      attacker: { ...FRIGATES_AT_DESTROYER.attacker, engaged: true },
      rerolls: 'none',
    });
    expect(declined.dice).toEqual(odds(FRIGATES_AT_DESTROYER).dice);
  });

  it('ABS-DMG-2/3: ships destroyed follow the damage through the most damaged ship first', () => {
    // Two gunships, one with 3 tokens, at a single Blaster die: any unsaved hit destroys that one.
    const o = odds({
      attacker: { unit: 'gunship', ships: [{ distance: 2, fire: { primary: 1 } }] },
      target: { unit: 'gunship', ships: [{}, { damage: 3 }] },
    });
    expect(o.shipsDestroyed.map(fraction)).toEqual([
      fraction(o.damage[0]),
      `${BigInt(o.damage[0].denominator) - BigInt(o.damage[0].numerator)}/${o.damage[0].denominator}`,
    ]);
  });

  it('refuses what resolve refuses', () => {
    expect(
      attackOdds({
        attacker: { unit: 'frigate', ships: [{ distance: 40 }] },
        target: { unit: 'destroyer' },
      }),
    ).toEqual({
      ok: false,
      problems: [expect.objectContaining({ code: 'E_DICE_ALLOCATION', path: '/attacker/ships' })],
    });
  });
});
