import { axialToCube, cubeRound, cubeToAxial, hexDistance, type Axial, type Cube } from './hex.js';

/*
 * A nudge off the exact centre line, so that a line running along the border between two hexes
 * (or through a corner where three meet) always picks the same side, whichever end it is drawn from,
 * instead of whatever rounding gives. Its three components differ, so it is parallel to no hex
 * border and breaks every tie; it is far smaller than any step.
 */
const NUDGE: Cube = { q: 1e-6, r: 2e-6, s: -3e-6 };

function lerpCube(a: Cube, b: Cube, t: number): Cube {
  return {
    q: a.q + (b.q - a.q) * t + NUDGE.q,
    r: a.r + (b.r - a.r) * t + NUDGE.r,
    s: a.s + (b.s - a.s) * t + NUDGE.s,
  };
}

/**
 * The hexes a straight line from the centre of a to the centre of b passes through, both included:
 * hexDistance(a, b) + 1 hexes, each a neighbour of the one before (cube interpolation and rounding).
 */
export function hexLine(a: Axial, b: Axial): Axial[] {
  const n = hexDistance(a, b);
  if (n === 0) return [a];
  const ca = axialToCube(a);
  const cb = axialToCube(b);
  const line: Axial[] = [];
  for (let i = 0; i <= n; i += 1) line.push(cubeToAxial(cubeRound(lerpCube(ca, cb, i / n))));
  return line;
}
