/**
 * The six map directions of SITS-GEO-1, lettered clockwise from A (up the map), and a velocity or
 * dot pool as a count per direction.
 */
import { HEX_DIRECTIONS, type Axial } from '../../../geometry/hex.js';
import type { DirectionLetter } from '../data/tables-file.js';

export type { DirectionLetter } from '../data/tables-file.js';

export const DIRECTIONS: readonly DirectionLetter[] = ['A', 'B', 'C', 'D', 'E', 'F'];

/** Whole hexes (or dots) per direction; a plain record so the state stays JSON. */
export type Counts = Record<DirectionLetter, number>;

export function directionIndex(d: DirectionLetter): number {
  return DIRECTIONS.indexOf(d);
}

export function directionAt(index: number): DirectionLetter {
  return DIRECTIONS[((index % 6) + 6) % 6];
}

export function opposite(d: DirectionLetter): DirectionLetter {
  return directionAt(directionIndex(d) + 3);
}

/** The axial unit step of a direction. */
export function unitStep(d: DirectionLetter): Axial {
  return HEX_DIRECTIONS[directionIndex(d)];
}

export function isDirectionLetter(x: unknown): x is DirectionLetter {
  return typeof x === 'string' && (DIRECTIONS as readonly string[]).includes(x);
}

export function zeroCounts(): Counts {
  return { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 };
}

export function counts(partial: Partial<Counts>): Counts {
  return { ...zeroCounts(), ...partial };
}
