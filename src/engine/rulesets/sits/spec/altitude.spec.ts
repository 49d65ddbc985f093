import { describe, expect, it } from '@jest/globals';
import { rateOfClosure } from '../rules/closure.js';
import { counts } from '../rules/directions.js';
import { pitchAfter, progressPivot, startPivot } from '../rules/maneuvers.js';
import { moveToMarker, placeFutureMarker, verticalMoves } from '../rules/movement.js';
import { aspectToward, mountBears, rangeBetween, steepness, vantageOf } from '../rules/sighting.js';
import { resolveThrust, setThrust, thrustBreak } from '../rules/thrust.js';
import { validateSegmentOrders } from '../rules/validation.js';
import { game, ship } from './test-fixtures.js';

describe('optional altitude module (SITS-ALT)', () => {
  it('SITS-ALT-1 / SITS-ALT-2: altitude, one signed vertical vector and pitch', () => {
    const s = ship({ id: 'A1', z: 3, vertical: -2 }, true);
    expect(s.altitude).toEqual({ z: 3, fz: 3, vertical: -2, verticalDots: 0, pitch: 'LEVEL' });
    expect(ship({ id: 'A1' }).altitude).toBeNull();
  });

  it('SITS-ALT-3: range is the RALT of hex distance and altitude difference', () => {
    const g = game(
      [
        { id: 'A1', at: [0, 0], z: 0 },
        { id: 'B1', at: [0, -12], z: 5 },
      ],
      { altitude: true },
    );
    expect(rangeBetween(vantageOf(g.ships.A1), vantageOf(g.ships.B1))).toBe(13);
  });

  it('SITS-EX-3e / SITS-ALT-4: 9 in A, 3 in B and 5 up give RoC 13 per turn, 1.5 per segment, band 0', () => {
    const c = rateOfClosure(
      { counts: counts({ A: 9, B: 3 }), vertical: 5 },
      { counts: counts({}) },
    );
    expect(c).toMatchObject({ perTurn: 13, perSegment: 1.5, band: 0 });
    // The firer's vertical is reversed too: climbing together closes nothing.
    expect(
      rateOfClosure({ counts: counts({}), vertical: 4 }, { counts: counts({}), vertical: 4 })
        .perTurn,
    ).toBe(0);
  });

  it('SITS-ALT-5: a pitch is a one-step pivot; pitched up, thrust dots go to +', () => {
    expect([pitchAfter('LEVEL', 'up'), pitchAfter('UP', 'up'), pitchAfter('UP', 'down')]).toEqual([
      'UP',
      null,
      'LEVEL',
    ]);
    const g = game([{ id: 'B1', classId: 'lancet_dd' }], { altitude: true });
    const s = g.ships.B1;
    startPivot(s, 'up', 1);
    progressPivot(s);
    expect(s.altitude?.pitch).toBe('UP');
    expect(s.pivotCompleted).toBe(true);
    thrustBreak(s);
    setThrust(s, 4);
    for (let i = 0; i < 8; i++) resolveThrust(s);
    expect(s.altitude?.verticalDots).toBe(32);
    expect(s.altitude?.fz).toBe(2);
    thrustBreak(s);
    expect(s.altitude?.vertical).toBe(4);
    expect(s.dots).toEqual(counts({}));
    const bad = validateSegmentOrders(g, 'B', {
      type: 'segment_orders',
      turn: 1,
      segment: 1,
      player: 'B',
      ships: [{ ship: 'B1', pivot: { dir: 'up', hexsides: 1 } }],
    });
    expect(bad.map((p) => p.code)).toEqual(['PIV_BAD_STEPS']);
  });

  it('SITS-ALT-6: vertical moves ride the second vector of a split after the horizontal remainders', () => {
    const s = ship({ id: 'A1', velocity: { A: 3 }, vertical: 10 }, true);
    // Wide: 1 level a segment; narrow: split 3 / 2 puts the two extra levels in s3 and s6.
    const levels = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => verticalMoves(s, n));
    expect(levels).toEqual([1, 1, 2, 1, 1, 2, 1, 1]);
    for (let n = 1; n <= 8; n++) {
      placeFutureMarker(s, n);
      moveToMarker(s);
    }
    expect(s.altitude?.z).toBe(10);
  });

  it('SITS-ALT-7: steep shots meet the wedge unless the target rolls a sidewall to face them', () => {
    const g = game(
      [
        { id: 'A1', at: [0, 0], z: 10, roll: 90 },
        { id: 'B1', at: [1, 0], z: 0, classId: 'lancet_dd' },
      ],
      { altitude: true },
    );
    const a1 = g.ships.A1;
    const b1 = g.ships.B1;
    expect(steepness(vantageOf(b1), vantageOf(a1))).toBe('above');
    expect(aspectToward(b1, vantageOf(a1))).toMatchObject({ face: 'above', protection: 'wedge' });
    b1.rollAngle = 270;
    expect(aspectToward(b1, vantageOf(a1))).toMatchObject({
      sidewall: 'starboard',
      protection: 'protected',
    });
    // A1 at roll 90 has its port side up and starboard down: only starboard mounts bear on B1 below.
    expect(mountBears('starboard', a1, vantageOf(b1))).toBe('ok');
    expect(mountBears('port', a1, vantageOf(b1))).toBe('OUT_OF_ARC');
    expect(mountBears('bow', a1, vantageOf(b1))).toBe('OUT_OF_ARC');
  });

  it('SITS-ALT-8: bearings use the horizontal displacement', () => {
    const g = game(
      [
        { id: 'A1', at: [0, 0], z: 0 },
        { id: 'B1', at: [0, -5], z: 3 },
      ],
      { altitude: true },
    );
    expect(mountBears('bow', g.ships.A1, vantageOf(g.ships.B1))).toBe('ok');
  });
});
