import { describe, expect, it } from '@jest/globals';
import { axial, hexDistance, hexCenter } from '../../../geometry/hex.js';
import { aspectOf, arcSectors, isInArc, rollState, type Guard } from '../rules/arcs.js';
import {
  bearingDegrees,
  isOnSectorBoundary,
  sectorBetween,
  sectorOf,
  type Sector,
} from '../rules/bearings.js';
import { DIRECTIONS, opposite, unitStep } from '../rules/directions.js';
import { aspectToward, mountBears, rangeBetween, vantageOf } from '../rules/sighting.js';
import { game } from './test-fixtures.js';

const up: Guard = { roll: 'NORMAL', wedgeUp: true, sidewallUp: { port: true, starboard: true } };

describe('hex grid, bearings, arcs and aspects (SITS-GEO)', () => {
  it('SITS-GEO-1: directions A–F clockwise from up, with their opposites', () => {
    expect(DIRECTIONS.map(unitStep)).toEqual([
      axial(0, -1),
      axial(1, -1),
      axial(1, 0),
      axial(0, 1),
      axial(-1, 1),
      axial(-1, 0),
    ]);
    expect(DIRECTIONS.map(opposite).join('')).toBe('DEFABC');
    expect(DIRECTIONS.map((d) => Math.round(bearingDegrees(unitStep(d))))).toEqual([
      0, 60, 120, 180, 240, 300,
    ]);
  });

  it('SITS-GEO-2: range is the hex distance (Picket Clash: A1–B1 45, A1–B2 46, B1–B2 2)', () => {
    expect(hexDistance(axial(0, 0), axial(10, -45))).toBe(45);
    expect(hexDistance(axial(0, 0), axial(12, -46))).toBe(46);
    expect(hexDistance(axial(10, -45), axial(12, -46))).toBe(2);
  });

  it('SITS-GEO-3 / SITS-EX-7a: bearing of (10, −45) is about 12.2°, in the bow sector', () => {
    const d = axial(10, -45);
    expect(hexCenter(d).x).toBeCloseTo(15, 10);
    expect(hexCenter(d).y).toBeCloseTo(69.28, 2);
    expect(bearingDegrees(d)).toBeCloseTo(12.2, 1);
    expect(sectorOf(d, 'A')).toBe(0);
  });

  it('SITS-GEO-4 / SITS-EX-7b: a boundary point goes to the sector nearer abeam', () => {
    expect(isOnSectorBoundary(axial(4, -2))).toBe(true);
    expect(bearingDegrees(axial(4, -2))).toBeCloseTo(90, 9);
    expect(sectorOf(axial(4, -2), 'B')).toBe(1);
    // φ = 30, 90, 150, 210, 270, 330 → 1, 1, 2, 4, 5, 5, from a ship facing A.
    const boundaries = [
      axial(1, -2),
      axial(2, -1),
      axial(1, 1),
      axial(-1, 2),
      axial(-2, 1),
      axial(-1, -1),
    ];
    expect(boundaries.map((d) => Math.round(bearingDegrees(d)))).toEqual([
      30, 90, 150, 210, 270, 330,
    ]);
    expect(boundaries.map((d) => sectorOf(d, 'A'))).toEqual([1, 1, 2, 4, 5, 5]);
    // Off the boundaries, the nearest centre.
    expect(DIRECTIONS.map((d) => sectorOf(unitStep(d), 'C'))).toEqual([4, 5, 0, 1, 2, 3]);
  });

  it('SITS-GEO-5 / SITS-Q-19: in one hex the relative velocity gives the bearing, else none', () => {
    expect(sectorBetween(axial(3, 3), axial(3, 3), 'A', axial(0, -2))).toBe(0);
    expect(sectorBetween(axial(3, 3), axial(3, 3), 'A', axial(0, 0))).toBeNull();
    expect(isInArc('port', 'NORMAL', null)).toBe(true);
    const g = game([
      { id: 'A1', at: [0, 0] },
      { id: 'B1', at: [0, 0], facing: 'D' },
    ]);
    expect(aspectToward(g.ships.B1, vantageOf(g.ships.A1)).sector).toBe(1);
  });

  it('SITS-GEO-6: roll angles 0 NORMAL, 180 INVERTED, 90 and 270 WEDGE', () => {
    expect([0, 90, 180, 270].map(rollState)).toEqual(['NORMAL', 'WEDGE', 'INVERTED', 'WEDGE']);
    expect(() => rollState(45)).toThrow(RangeError);
  });

  it('SITS-GEO-7: arcs by side and roll; broadsides have none under WEDGE', () => {
    expect(arcSectors('starboard', 'NORMAL')).toEqual([1, 2]);
    expect(arcSectors('starboard', 'INVERTED')).toEqual([4, 5]);
    expect(arcSectors('port', 'WEDGE')).toEqual([]);
    expect(arcSectors('bow', 'WEDGE')).toEqual([0]);
    // SITS-EX-7a: from A1 facing A, B1 lies in the bow sector: only the bow mount bears.
    const g = game([
      { id: 'A1', at: [0, 0], facing: 'A' },
      { id: 'B1', at: [10, -45], facing: 'D', classId: 'lancet_dd' },
    ]);
    const b1 = vantageOf(g.ships.B1);
    expect(mountBears('bow', g.ships.A1, b1)).toBe('ok');
    expect(mountBears('port', g.ships.A1, b1)).toBe('OUT_OF_ARC');
    g.ships.A1.rollAngle = 90;
    expect(mountBears('port', g.ships.A1, b1)).toBe('ARC_WEDGE');
    expect(rangeBetween(vantageOf(g.ships.A1), b1)).toBe(45);
  });

  it('SITS-GEO-8 / SITS-EX-7c: aspects and the sidewall or wedge that covers them', () => {
    const g = game([
      { id: 'B1', at: [0, 0], facing: 'D' },
      { id: 'A1', at: [3, 0] },
    ]);
    const from = vantageOf(g.ships.A1);
    const b1 = g.ships.B1;
    expect(aspectToward(b1, from)).toMatchObject({
      sector: 5,
      face: 'left',
      sidewall: 'port',
      protection: 'protected',
    });
    b1.rollAngle = 180;
    expect(aspectToward(b1, from)).toMatchObject({
      sidewall: 'starboard',
      protection: 'protected',
    });
    b1.rollAngle = 90;
    expect(aspectToward(b1, from)).toMatchObject({ sidewall: null, protection: 'wedge' });
    b1.wedgeUp = false;
    expect(aspectToward(b1, from).protection).toBe('unprotected');
    const sectors: Sector[] = [0, 3];
    expect(sectors.map((s) => aspectOf(s, up).protection)).toEqual(['unprotected', 'unprotected']);
    expect(aspectOf(2, { ...up, sidewallUp: { port: true, starboard: false } })).toMatchObject({
      face: 'right',
      sidewall: 'starboard',
      protection: 'unprotected',
    });
  });
});
