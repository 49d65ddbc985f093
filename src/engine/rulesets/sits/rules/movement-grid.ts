/**
 * The movement grid (SITS-MOV-7, -8): a velocity of a hexes in d1 and b in d2 moves floor(a/8) and
 * floor(b/8) hexes every segment (the wide column), and spreads the remainders over the eight
 * segments with the remainder split (the narrow column). Over a turn the moves add up to exactly
 * the velocity, whatever the split.
 */
import { hexAdd, type Axial } from '../../../geometry/hex.js';
import { unitStep, type Counts, type DirectionLetter } from './directions.js';
import { rhuRatio } from './rounding.js';
import { components } from './vectors.js';

export const SEGMENTS_PER_TURN = 8;

export type SplitMove = 'L' | 'S';

/** D(s) = rhu(t·s/8): dots used by the end of segment s. */
function dotsBy(total: number, segment: number): number {
  return rhuRatio(total * segment, SEGMENTS_PER_TURN);
}

/**
 * The remainder split of first vector x and second vector y (SITS-MOV-7, SITS-Q-15): for each
 * segment 1..8 the one-hex moves it makes, L for x and S for y, in dot order.
 */
export function remainderSplit(x: number, y: number): readonly (readonly SplitMove[])[] {
  // Remainders are below 8 (a horizontal sum at most 8): a few dozen splits, each worked out once,
  // where every ship's every segment (and every bot's look ahead) asked again.
  const small = Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < 16 && y < 16;
  if (!small) return splitOf(x, y);
  const key = x * 16 + y;
  let split = splits.get(key);
  if (!split) {
    // Frozen: every caller shares it.
    split = Object.freeze(splitOf(x, y).map((moves) => Object.freeze(moves)));
    splits.set(key, split);
  }
  return split;
}

const splits = new Map<number, readonly (readonly SplitMove[])[]>();

function splitOf(x: number, y: number): readonly (readonly SplitMove[])[] {
  const t = x + y;
  const owner = (j: number): SplitMove =>
    rhuRatio(x * j, t) > rhuRatio(x * (j - 1), t) ? 'L' : 'S';
  const out: SplitMove[][] = [];
  for (let s = 1; s <= SEGMENTS_PER_TURN; s++) {
    const moves: SplitMove[] = [];
    for (let j = dotsBy(t, s - 1) + 1; j <= dotsBy(t, s); j++) moves.push(owner(j));
    out.push(moves);
  }
  return out;
}

/** The one-hex moves a consolidated velocity makes in segment 1..8, wide column first. */
export function segmentMoves(velocity: Counts, segment: number): DirectionLetter[] {
  const parts = components(velocity);
  const moves: DirectionLetter[] = [];
  for (const p of parts) {
    for (let i = 0; i < Math.floor(p.count / SEGMENTS_PER_TURN); i++) moves.push(p.dir);
  }
  const rem = parts.map((p) => ({ dir: p.dir, count: p.count % SEGMENTS_PER_TURN }));
  if (rem.length === 0) return moves;
  // The larger remainder is L; on a tie the direction first clockwise (components' order).
  const [first, second] =
    rem.length === 2 && rem[1].count > rem[0].count ? [rem[1], rem[0]] : [rem[0], rem[1]];
  for (const m of remainderSplit(first.count, second?.count ?? 0)[segment - 1]) {
    moves.push(m === 'L' ? first.dir : second.dir);
  }
  return moves;
}

/** SITS-MOV-8: pos plus the segment's moves. */
export function futurePosition(pos: Axial, velocity: Counts, segment: number): Axial {
  return segmentMoves(velocity, segment).reduce((p, d) => hexAdd(p, unitStep(d)), pos);
}
