import { describe, expect, it } from '@jest/globals';
import { injectedDice } from '../../../testing/context.js';
import { aspectOf, type Aspect, type Guard } from '../rules/arcs.js';
import {
  applyHit,
  applySystemHit,
  missileHitDamage,
  systemRollsFor,
  weaponHitMount,
} from '../rules/damage.js';
import { d10Faces } from '../rules/dice.js';
import { resolveBeamFire } from '../rules/fire.js';
import { hasThrustBreak } from '../rules/thrust.js';
import { isSidewallUp } from '../state.js';
import { game } from './test-fixtures.js';

const quiet = () => {};
const guard: Guard = { roll: 'NORMAL', wedgeUp: true, sidewallUp: { port: true, starboard: true } };
const bow: Aspect = aspectOf(0, guard);
const stern: Aspect = aspectOf(3, guard);
const left: Aspect = aspectOf(5, guard);

describe('damage (SITS-DMG)', () => {
  it('SITS-EX-11 / SITS-BEAM-7: a 1ET on the bow: hull 180 → 80 and five system rolls', () => {
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'A' },
      { id: 'B1', at: [0, -2], facing: 'D', classId: 'lancet_dd' },
    ]);
    const ctx = injectedDice(d10Faces(9, 9, 9, 9, 9));
    resolveBeamFire(g, [{ ship: 'B1', mount: 'B-ET', target: 'A1' }], ctx.dice, quiet);
    expect(g.ships.A1).toMatchObject({ hull: 80, damageTaken: 100 });
    expect(ctx.rolls()).toHaveLength(5);
    // Shown a protected flank instead, the torpedo does nothing.
    const h = game([
      { id: 'A1', at: [0, 0], facing: 'C' },
      { id: 'B1', at: [0, -2], facing: 'D', classId: 'lancet_dd' },
    ]);
    resolveBeamFire(h, [{ ship: 'B1', mount: 'B-ET', target: 'A1' }], injectedDice([]).dice, quiet);
    expect(h.ships.A1.hull).toBe(180);
  });

  it('SITS-DMG-1 / SITS-DMG-3: hits land one at a time; each threshold crossed is one roll', () => {
    expect(systemRollsFor(0, 12, 11)).toBe(1);
    expect(systemRollsFor(20, 24, 11)).toBe(1);
    expect(systemRollsFor(0, 100, 18)).toBe(5);
    expect(systemRollsFor(12, 16, 11)).toBe(0);
  });

  it('SITS-DMG-2: laser heads double on an open aspect; nukes halve (down) on a protected one', () => {
    expect(missileHitDamage('M4', 'laser', false)).toBe(4);
    expect(missileHitDamage('M4', 'laser', true)).toBe(8);
    expect(missileHitDamage('M9', 'nuke', true)).toBe(90);
    expect(missileHitDamage('M9', 'nuke', false)).toBe(45);
  });

  it('SITS-DMG-4: the destroying hit rolls no system hits; later hits are ignored', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd' }]);
    const b1 = g.ships.B1;
    b1.hull = 10;
    const { dice } = injectedDice([]);
    expect(applyHit(g, b1, 12, bow, dice, quiet, 'test')).toMatchObject({
      destroyed: true,
      records: [],
    });
    expect(b1.status).toBe('destroyed');
    expect(applyHit(g, b1, 12, bow, dice, quiet, 'test')).toMatchObject({ ignored: true });
    expect(b1.hull).toBe(-2);
  });

  it('SITS-DMG-5 / SITS-DMG-6: weapon hits take the facing mount with most working; none left is 5 extra hull', () => {
    const g = game([{ id: 'A1' }]);
    const a1 = g.ships.A1;
    expect(weaponHitMount(g, a1, left)?.id).toBe('P-MSL'); // 6 tubes beat 2 grasers and 1 lance
    expect(weaponHitMount(g, a1, bow)?.id).toBe('B-LS');
    const rec = applySystemHit(g, a1, 0, stern, quiet);
    expect(rec).toMatchObject({
      id: 'D1',
      system: 'weapon',
      detail: { mount: 'A-LS' },
      repairable: true,
    });
    expect(a1.mounts['A-LS'].operational).toBe(0);
    const extra = applySystemHit(g, a1, 1, stern, quiet);
    expect(extra).toMatchObject({ system: 'hull', repairable: false });
    expect(a1).toMatchObject({ hull: 175, damageTaken: 5 });
  });

  it('SITS-DMG-6: under WEDGE roll a flank hit reaches both broadsides', () => {
    const g = game([{ id: 'A1', roll: 90 }]);
    const wedgeFlank = aspectOf(5, { ...guard, roll: 'WEDGE' });
    g.ships.A1.mounts['P-MSL'].operational = 1;
    expect(weaponHitMount(g, g.ships.A1, wedgeFlank)?.id).toBe('S-MSL');
  });

  it('SITS-DMG-3: each row of the System Hit Table and its limits (§3.10)', () => {
    const g = game([{ id: 'A1' }]);
    const a1 = g.ships.A1;
    applySystemHit(g, a1, 2, left, quiet); // sidewall covering the left flank: port
    expect(a1.sidewalls.port.strength).toBe(20);
    applySystemHit(g, a1, 2, bow, quiet); // no sidewall at the bow: a weapon hit
    expect(a1.mounts['B-LS'].operational).toBe(0);
    applySystemHit(g, a1, 3, bow, quiet);
    expect(a1.maxThrust).toBe(4);
    for (let i = 0; i < 5; i++) applySystemHit(g, a1, 4, bow, quiet);
    expect(a1.pivotTime).toBe(6);
    applySystemHit(g, a1, 5, bow, quiet);
    expect(a1.fcPenalty).toBe(10);
    a1.adRemaining = 3;
    applySystemHit(g, a1, 6, bow, quiet);
    expect(a1).toMatchObject({ ad: 30, adCapacity: 8, adRemaining: 1 }); // SITS-Q-27
    applySystemHit(g, a1, 7, bow, quiet);
    expect(a1.decoys).toBe(3);
    applySystemHit(g, a1, 8, bow, quiet);
    expect(a1.mounts['P-MSL'].ammo).toBe(48);
    applySystemHit(g, a1, 9, bow, quiet);
    expect(a1.dcTarget).toBe(5);
    expect(a1.damageRecords.map((r) => [r.system, r.detail.amount])).toEqual([
      ['sidewall', 5],
      ['weapon', 1],
      ['impeller', 1],
      ['maneuver', 1],
      ['maneuver', 1],
      ['maneuver', 1],
      ['maneuver', 1],
      ['maneuver', 0],
      ['fire_control', 10],
      ['active_defense', 10],
      ['decoy', 1],
      ['magazine', 12],
      ['bridge', 1],
    ]);
    expect(a1.damageRecords.find((r) => r.system === 'magazine')?.repairable).toBe(false);
  });

  it('SITS-DMG-7: a sidewall at 0 stays down; at maxThrust 0 the wedge falls and thrust breaks', () => {
    const g = game([{ id: 'B1', classId: 'lancet_dd', thrust: 3 }]);
    const b1 = g.ships.B1;
    for (let i = 0; i < 4; i++) applySystemHit(g, b1, 2, left, quiet);
    expect(b1.sidewalls.port.strength).toBe(0);
    expect(isSidewallUp(b1, 'port')).toBe(false);
    b1.maxThrust = 1;
    applySystemHit(g, b1, 3, left, quiet);
    expect(b1).toMatchObject({ maxThrust: 0, wedgeUp: false, thrust: 0, thrustForcedZero: true });
    expect(isSidewallUp(b1, 'starboard')).toBe(false);
    expect(hasThrustBreak(b1)).toBe(true);
  });
});
