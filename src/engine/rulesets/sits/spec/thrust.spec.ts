import { describe, expect, it } from '@jest/globals';
import { axial } from '../../../geometry/hex.js';
import { thrustChartRow } from '../data/tables.js';
import { counts } from '../rules/directions.js';
import { progressPivot, startPivot } from '../rules/maneuvers.js';
import { moveToMarker, placeFutureMarker } from '../rules/movement.js';
import {
  capThrust,
  hasThrustBreak,
  resolveThrust,
  setThrust,
  thrustBreak,
} from '../rules/thrust.js';
import { ship } from './test-fixtures.js';

/** Steps 1, 5, 6 and 8 of one segment for one ship. */
function segment(s: ReturnType<typeof ship>, n: number) {
  placeFutureMarker(s, n);
  const displaced = resolveThrust(s);
  moveToMarker(s);
  progressPivot(s);
  const broke = hasThrustBreak(s);
  if (broke) thrustBreak(s);
  return { displaced, broke };
}

describe('thrust (SITS-THR)', () => {
  it('SITS-EX-6a: T 4 from rest facing A: dots 4…32, displaced at pulses 6 and 8, velocity 4 in A', () => {
    const s = ship({ id: 'A1' });
    setThrust(s, 4);
    const units: number[] = [];
    const displaced: number[] = [];
    for (let n = 1; n <= 8; n++) {
      placeFutureMarker(s, n);
      displaced.push(resolveThrust(s));
      units.push(s.burn.dispUnits);
      if (n < 8) expect(s.dots.A).toBe(4 * n);
      moveToMarker(s);
      if (n < 8) expect(hasThrustBreak(s)).toBe(false);
    }
    expect(units).toEqual([4, 16, 36, 64, 100, 16, 68, 0]);
    expect(displaced).toEqual([0, 0, 0, 0, 0, 1, 0, 1]);
    expect(hasThrustBreak(s)).toBe(true);
    const brk = thrustBreak(s);
    expect(brk).toEqual({ velocityAdded: { A: 4 }, residualHex: false });
    expect(s.dots).toEqual(counts({}));
    expect(s.velocity).toEqual(counts({ A: 4 }));
    expect(s.pos).toEqual(axial(0, -2));
  });

  it('SITS-EX-6b: a pivot breaks thrust early, leftover dots stay, a new chart starts along the new facing', () => {
    const s = ship({ id: 'A1' }); // Kestrel, pivot time 2
    setThrust(s, 3);
    expect(segment(s, 1).broke).toBe(false);
    expect(s).toMatchObject({ dots: { A: 3 }, burn: { dispUnits: 3 } });
    startPivot(s, 'cw', 1);
    segment(s, 2);
    expect(s).toMatchObject({ dots: { A: 6 }, burn: { dispUnits: 12 }, pivot: { progress: 1 } });
    expect(segment(s, 3).broke).toBe(true);
    expect(s).toMatchObject({ facing: 'B', velocity: counts({ A: 1 }), dots: counts({ A: 1 }) });
    expect(s.burn).toEqual({ dir: 'B', pulsesUsed: 0, dispUnits: 0 });
    expect(s.pos).toEqual(axial(0, 0));
    placeFutureMarker(s, 4);
    expect(s.fpm).toEqual(axial(0, -1));
    resolveThrust(s);
    expect(s.dots).toEqual(counts({ A: 1, B: 3 }));
  });

  it('SITS-THR-1 / SITS-THR-2: setting 0 during a burn orders a break; 0 → T starts a chart along the facing', () => {
    const s = ship({ id: 'A1', facing: 'C' });
    setThrust(s, 2);
    expect(s.burn).toEqual({ dir: 'C', pulsesUsed: 0, dispUnits: 0 });
    resolveThrust(s);
    setThrust(s, 4);
    expect(s.burn.pulsesUsed).toBe(1);
    setThrust(s, 0);
    expect(s.thrustZeroOrdered).toBe(true);
    expect(hasThrustBreak(s)).toBe(true);
  });

  it('SITS-THR-3 / SITS-THR-4 / SITS-THR-5 / SITS-THR-9: every thrust chart row of §3.9 from the pulse rule', () => {
    for (let t = 1; t <= 12; t++) {
      const s = ship({ id: 'A1' });
      s.maxThrust = 12;
      setThrust(s, t);
      const hexes: number[] = [];
      for (let n = 1; n <= 8; n++) hexes.push(resolveThrust(s));
      const row = thrustChartRow(t)!;
      expect(hexes).toEqual(row.hexesByPulse);
      expect(s.burn.dispUnits).toBe(row.residualUnits);
      expect(s.dots.A).toBe(8 * t);
      const brk = thrustBreak(s);
      expect(brk.residualHex).toBe(row.extraHexAtBreak === 1);
      expect(s.velocity.A).toBe(row.velocityGain);
    }
  });

  it('SITS-THR-6: the four break conditions', () => {
    const s = ship({ id: 'A1' });
    expect(hasThrustBreak(s)).toBe(false);
    s.burn.pulsesUsed = 8;
    expect(hasThrustBreak(s)).toBe(true);
    s.burn.pulsesUsed = 1;
    s.pivotCompleted = true;
    expect(hasThrustBreak(s)).toBe(true);
    s.pivotCompleted = false;
    s.thrustForcedZero = true;
    expect(hasThrustBreak(s)).toBe(true);
  });

  it('SITS-THR-7: the pool is consolidated before it becomes velocity; residual ≥ 64 moves a hex', () => {
    const s = ship({ id: 'A1', velocity: { A: 3, F: 1 } });
    s.dots = counts({ D: 16 });
    s.burn = { dir: 'D', pulsesUsed: 8, dispUnits: 64 };
    const brk = thrustBreak(s);
    expect(s.velocity).toEqual(counts({ A: 1, F: 1 })); // SITS-EX-1c
    expect(brk.residualHex).toBe(true);
    expect(s.pos).toEqual(axial(0, 1));
    s.dots = counts({ A: 5, D: 2 });
    thrustBreak(s);
    expect(s.dots).toEqual(counts({ A: 3 }));
  });

  it('SITS-THR-8: lost thrust caps T, and at maxThrust 0 forces it to 0 with a break', () => {
    const s = ship({ id: 'A1' });
    setThrust(s, 5);
    resolveThrust(s);
    s.maxThrust = 3;
    capThrust(s);
    expect(s.thrust).toBe(3);
    s.maxThrust = 0;
    capThrust(s);
    expect(s).toMatchObject({ thrust: 0, thrustForcedZero: true, thrustZeroOrdered: true });
  });
});
