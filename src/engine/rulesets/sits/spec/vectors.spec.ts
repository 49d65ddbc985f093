import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { axial, hexDistance } from '../../../geometry/hex.js';
import { counts, DIRECTIONS, type Counts } from '../rules/directions.js';
import {
  addCounts,
  cancelOpposed,
  consolidate,
  countsOfNet,
  netVector,
  speed,
} from '../rules/vectors.js';

const countsArb = fc
  .array(fc.nat({ max: 60 }), { minLength: 6, maxLength: 6 })
  .map((xs) => counts(Object.fromEntries(DIRECTIONS.map((d, i) => [d, xs[i]])) as Partial<Counts>));

describe('vectors (SITS-MOV-1..6)', () => {
  it('SITS-EX-1a: A 4, C 2, D 1, F 3 consolidates to 3 in A and 1 in F (SITS-MOV-3)', () => {
    const c = consolidate(counts({ A: 4, C: 2, D: 1, F: 3 }));
    expect(c).toEqual(counts({ A: 3, F: 1 }));
    expect(speed(c)).toBe(4);
    expect(netVector(c)).toEqual(axial(-1, -3));
  });

  it('SITS-EX-1b: A 5, C 4, E 2 folds A/C into B, then cancels B/E (SITS-MOV-4, SITS-MOV-5)', () => {
    const c = consolidate(counts({ A: 5, C: 4, E: 2 }));
    expect(c).toEqual(counts({ A: 1, B: 2 }));
    expect(netVector(c)).toEqual(axial(2, -3));
    expect(speed(c)).toBe(3);
  });

  it('SITS-MOV-2: velocities add direction by direction', () => {
    expect(addCounts(counts({ A: 3, F: 1 }), counts({ D: 2 }))).toEqual(
      counts({ A: 3, D: 2, F: 1 }),
    );
    expect(cancelOpposed(counts({ A: 3, D: 2, F: 1 }))).toEqual(counts({ A: 1, F: 1 }));
  });

  it('SITS-MOV-1 / SITS-MOV-5 / SITS-MOV-6: any counts consolidate to at most two neighbouring directions with the same net vector', () => {
    fc.assert(
      fc.property(countsArb, (c) => {
        const out = consolidate(c);
        const present = DIRECTIONS.filter((d) => out[d] > 0).map((d) => DIRECTIONS.indexOf(d));
        expect(present.length).toBeLessThanOrEqual(2);
        if (present.length === 2) expect([1, 5]).toContain(present[1] - present[0]);
        expect(netVector(out)).toEqual(netVector(c));
        expect(speed(out)).toBe(hexDistance(netVector(c), axial(0, 0)));
        expect(out).toEqual(countsOfNet(netVector(c)));
      }),
    );
  });
});
