/**
 * Velocities as whole-hex vectors along the six map directions (SITS-MOV-1..6): adding them
 * direction by direction, cancelling opposed pairs, folding pairs 120° apart into the direction
 * between them, and the net axial vector and speed of the result.
 */
import { axial, hexDistance, type Axial } from '../../../geometry/hex.js';
import {
  DIRECTIONS,
  directionAt,
  directionIndex,
  opposite,
  unitStep,
  zeroCounts,
  type Counts,
  type DirectionLetter,
} from './directions.js';

/** SITS-MOV-2: add the counts in each direction. */
export function addCounts(...all: Counts[]): Counts {
  const out = zeroCounts();
  for (const c of all) for (const d of DIRECTIONS) out[d] += c[d];
  return out;
}

/** SITS-MOV-3: each opposite pair with both counts above zero loses the smaller count from both. */
export function cancelOpposed(c: Counts): Counts {
  const out = { ...c };
  for (const d of ['A', 'B', 'C'] as const) {
    const o = opposite(d);
    const m = Math.min(out[d], out[o]);
    out[d] -= m;
    out[o] -= m;
  }
  return out;
}

/** The pairs 120° apart in the order SITS-MOV-5 tries them, with the direction between each. */
const PAIRS_120: readonly [DirectionLetter, DirectionLetter, DirectionLetter][] = DIRECTIONS.map(
  (d) => [d, directionAt(directionIndex(d) + 2), directionAt(directionIndex(d) + 1)],
);

/**
 * SITS-MOV-5: cancel opposed pairs, then while a pair 120° apart remains fold the first one
 * (SITS-MOV-4) and cancel again. At most two directions, 60° apart, are left.
 */
export function consolidate(c: Counts): Counts {
  let out = cancelOpposed(c);
  for (;;) {
    const pair = PAIRS_120.find(([x, y]) => out[x] > 0 && out[y] > 0);
    if (!pair) return out;
    const [x, y, between] = pair;
    const m = Math.min(out[x], out[y]);
    out = { ...out, [x]: out[x] - m, [y]: out[y] - m, [between]: out[between] + m };
    out = cancelOpposed(out);
  }
}

/** SITS-MOV-6: Σ count × unit vector. */
export function netVector(c: Counts): Axial {
  let q = 0;
  let r = 0;
  for (const d of DIRECTIONS) {
    const u = unitStep(d);
    q += c[d] * u.q;
    r += c[d] * u.r;
  }
  return axial(q, r);
}

/** SITS-MOV-6: hexes per turn, the sum of the consolidated counts (= hexDist of the net vector). */
export function speed(c: Counts): number {
  return hexDistance(netVector(c), axial(0, 0));
}

/** The consolidated counts of a net axial vector (the unique two-direction form). */
export function countsOfNet(v: Axial): Counts {
  const out = zeroCounts();
  // Cube components (x = q, y = −q − r, z = r): write v as a·A-ish + b·neighbour by its sextant.
  if (v.q >= 0 && v.r <= 0) {
    // Between A (0,−1) and C (1,0) through B (1,−1).
    const b = Math.min(v.q, -v.r);
    out.B = b;
    out.C = v.q - b;
    out.A = -v.r - b;
  } else if (v.q <= 0 && v.r >= 0) {
    const e = Math.min(-v.q, v.r);
    out.E = e;
    out.F = -v.q - e;
    out.D = v.r - e;
  } else if (v.q > 0) {
    // q > 0, r > 0: between C and D.
    out.C = v.q;
    out.D = v.r;
  } else {
    // q < 0, r < 0: between F and A.
    out.F = -v.q;
    out.A = -v.r;
  }
  for (const d of DIRECTIONS) out[d] += 0; // no -0 from min(0, -0)
  return out;
}

/** The non-zero directions of consolidated counts, first the one that comes first clockwise. */
export function components(c: Counts): { dir: DirectionLetter; count: number }[] {
  const present = DIRECTIONS.filter((d) => c[d] > 0);
  if (present.length === 2 && present[0] === 'A' && present[1] === 'F') present.reverse();
  return present.map((dir) => ({ dir, count: c[dir] }));
}
