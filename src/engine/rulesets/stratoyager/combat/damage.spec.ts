import { injectedDice } from '../../../testing/context.js';
import { unitType } from '../units/index.js';
import { aspectOf } from './aspect.js';
import {
  damageOutcome,
  damagePoints,
  effectiveArmor,
  effectiveShields,
  rollDamage,
} from './damage.js';

const guardian = unitType('guardian-151a');
const vulture = unitType('vulture-mk-iv');
const blackbuck = unitType('blackbuck-mk-ii');
const evo = unitType('evo-6-2');

describe('damage', () => {
  it('SY-DMG-1: each die >= effective armor is one point; lower dice do nothing', () => {
    expect(damagePoints([4, 6, 2], 4)).toBe(2);
    expect(damagePoints([3, 1], 4)).toBe(0);
    expect(damagePoints([1, 1], 1)).toBe(2);
    const ctx = injectedDice([5, 2, 6]);
    expect(rollDamage(ctx.dice, 3, 5, { attack: 'x at y' })).toEqual({
      faces: [5, 2, 6],
      armor: 5,
      points: 2,
    });
    expect(ctx.rolls()[0].purpose).toBe('damage: x at y (3D vs armor 5)');
  });

  it('SY-EX-14 / SY-DMG-3: shields absorb points one for one before structure', () => {
    let g = { shields: 2, structure: 3 };
    const first = damageOutcome(
      guardian,
      g.shields,
      g.structure,
      damagePoints([4, 6, 2], 4),
      'FORE_STAR',
    );
    expect(first).toEqual({
      points: 2,
      absorbed: 2,
      shieldsAfter: 0,
      structureAfter: 3,
      result: 'NONE',
    });
    g = { shields: first.shieldsAfter, structure: first.structureAfter };
    const second = damageOutcome(
      guardian,
      g.shields,
      g.structure,
      damagePoints([5, 5], 4),
      'FORE_STAR',
    );
    expect(second).toEqual({
      points: 2,
      absorbed: 0,
      shieldsAfter: 0,
      structureAfter: 1,
      result: 'NONE',
    });
    const third = damageOutcome(guardian, 0, 1, damagePoints([3, 1], 4), 'FORE_STAR');
    expect(third).toEqual({
      points: 0,
      absorbed: 0,
      shieldsAfter: 0,
      structureAfter: 1,
      result: 'NONE',
    });
  });

  it('SY-EX-15 / SY-DMG-4: exactly 0 is WRECKED, below 0 in one attack is DESTROYED', () => {
    expect(damageOutcome(evo, 0, 2, damagePoints([3, 4], 3), 'FORE').result).toBe('WRECKED');
    const destroyed = damageOutcome(evo, 0, 2, damagePoints([3, 4, 6], 3), 'FORE');
    expect(destroyed).toMatchObject({ structureAfter: -1, result: 'DESTROYED' });
  });

  it('SY-DMG-4: further damage to a unit already at 0 or less changes nothing', () => {
    expect(damageOutcome(evo, 1, 0, 3, 'FORE')).toEqual({
      points: 3,
      absorbed: 0,
      shieldsAfter: 1,
      structureAfter: 0,
      result: 'NONE',
    });
    expect(damageOutcome(evo, 0, -1, 2, 'FORE').structureAfter).toBe(-1);
  });

  it('SY-EX-16 / SY-HIND-1: Reactor Interference counts the Vulture shields one lower against AFT attacks', () => {
    // The attacker at (10, 4) is dead astern of the Vulture at (10, 10) facing 0.
    expect(aspectOf({ x: 10, y: 10 }, 0, { x: 10, y: 4 })).toBe('AFT');
    expect(effectiveShields(vulture, 3, 'AFT')).toBe(2);
    expect(effectiveShields(vulture, 0, 'AFT')).toBe(0);
    expect(effectiveShields(vulture, 3, 'AFT_STAR')).toBe(3);
    expect(effectiveShields(guardian, 2, 'AFT')).toBe(2);
    const a = damageOutcome(vulture, 3, 4, damagePoints([5, 6, 5, 2], 5), 'AFT');
    expect(a).toEqual({
      points: 3,
      absorbed: 2,
      shieldsAfter: 1,
      structureAfter: 3,
      result: 'NONE',
    });
    const b = damageOutcome(vulture, 1, 3, damagePoints([6, 6, 1, 1], 5), 'AFT');
    expect(b).toEqual({
      points: 2,
      absorbed: 0,
      shieldsAfter: 1,
      structureAfter: 1,
      result: 'NONE',
    });
    const c = damageOutcome(vulture, 1, 1, damagePoints([5, 1], 5), 'FORE');
    expect(c).toEqual({
      points: 1,
      absorbed: 1,
      shieldsAfter: 0,
      structureAfter: 1,
      result: 'NONE',
    });
  });

  it('SY-EX-17 / SY-HIND-3 / SY-DMG-2: Unbalanced Armor is 5 fore, 4 on the sides, 3 aft for the Blackbuck', () => {
    const at = (x: number, y: number) => aspectOf({ x: 10, y: 10 }, 0, { x, y });
    expect([at(10, 15), at(15, 10), at(10, 5)]).toEqual(['FORE', 'FORE_STAR', 'AFT']);
    expect(effectiveArmor(blackbuck, 'FORE')).toBe(5);
    expect(effectiveArmor(blackbuck, 'FORE_STAR')).toBe(4);
    expect(effectiveArmor(blackbuck, 'AFT_PORT')).toBe(4);
    expect(effectiveArmor(blackbuck, 'AFT')).toBe(3);
    expect(damagePoints([3, 4], effectiveArmor(blackbuck, 'FORE'))).toBe(0);
    expect(damagePoints([3, 4], effectiveArmor(blackbuck, 'FORE_STAR'))).toBe(1);
    expect(damagePoints([3, 4], effectiveArmor(blackbuck, 'AFT'))).toBe(2);
    // Other units ignore aspect.
    expect(effectiveArmor(guardian, 'AFT')).toBe(4);
  });
});
