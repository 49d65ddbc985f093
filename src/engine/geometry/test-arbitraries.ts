import fc from 'fast-check';
import { vec, type Vec } from './vector.js';

/*
 * Shared generators for the geometry property tests. Coordinates stay within a tabletop-sized range
 * so that squared lengths neither overflow nor underflow, as on any real table.
 */

/** The fixed seed and run count every property in this folder uses, so failures replay exactly. */
export const PROPERTY_RUNS = { seed: 42, numRuns: 1000 } as const;

export const coordinate = fc.double({ min: -100, max: 100, noNaN: true, noDefaultInfinity: true });

export const point: fc.Arbitrary<Vec> = fc.tuple(coordinate, coordinate).map(([x, y]) => vec(x, y));

/** Small integer coordinates: they produce exact collinearities, shared vertices and tangencies. */
export const gridPoint: fc.Arbitrary<Vec> = fc
  .tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }))
  .map(([x, y]) => vec(x, y));
