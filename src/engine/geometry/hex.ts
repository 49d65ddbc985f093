import { HALF_ROOT_THREE } from './clock.js';
import { vec, type Vec } from './vector.js';

/**
 * Axial coordinates (q, r) of a flat-topped hex grid, as SITS-GEO-1 lays it out: direction A points up
 * the map and the six directions run clockwise. Drawn on the table's plane (y up), hex (0, -1) is
 * straight above (0, 0).
 */
export interface Axial {
  readonly q: number;
  readonly r: number;
}

/** Cube coordinates: the same hex with s = -q - r, which makes distance and rounding symmetric. */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

export function axial(q: number, r: number): Axial {
  // `+ 0` turns -0 into 0, so equal hexes are equal under Object.is and deep equality too.
  return { q: q + 0, r: r + 0 };
}

export function axialToCube(h: Axial): Cube {
  return { q: h.q + 0, r: h.r + 0, s: 0 - h.q - h.r };
}

export function cubeToAxial(c: Cube): Axial {
  return axial(c.q, c.r);
}

/** The six unit steps, clockwise from A (up): A (0,-1), B (1,-1), C (1,0), D (0,1), E (-1,1), F (-1,0). */
export const HEX_DIRECTIONS: readonly Axial[] = Object.freeze([
  axial(0, -1),
  axial(1, -1),
  axial(1, 0),
  axial(0, 1),
  axial(-1, 1),
  axial(-1, 0),
]);

export function hexAdd(a: Axial, b: Axial): Axial {
  return axial(a.q + b.q, a.r + b.r);
}

export function hexSubtract(a: Axial, b: Axial): Axial {
  return axial(a.q - b.q, a.r - b.r);
}

export function hexScale(h: Axial, factor: number): Axial {
  return axial(h.q * factor, h.r * factor);
}

export function hexEquals(a: Axial, b: Axial): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Steps between two hexes: (|Δq| + |Δr| + |Δq + Δr|) / 2 (SITS-GEO-2). */
export function hexDistance(a: Axial, b: Axial): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const ROOT_THREE = 2 * HALF_ROOT_THREE; // exactly Math.sqrt(3)

/**
 * The centre of a hex on the plane, y up, for hexes of the given corner radius: x = 1.5 q,
 * y = -√3 (r + q/2), the layout behind SITS-GEO-3's bearings. Neighbouring centres are √3·size apart.
 */
export function hexCenter(h: Axial, size = 1): Vec {
  return vec(1.5 * h.q * size + 0, -ROOT_THREE * (h.r + h.q / 2) * size + 0);
}

/** The hex containing a point of the plane (the inverse of hexCenter, rounded to the nearest hex). */
export function hexAtPoint(p: Vec, size = 1): Axial {
  const q = p.x / size / 1.5;
  const r = -p.y / size / ROOT_THREE - q / 2;
  return cubeToAxial(cubeRound({ q, r, s: -q - r }));
}

/**
 * The hex containing a fractional cube position: round each coordinate, then recompute the one that
 * moved most so that q + r + s stays 0.
 */
export function cubeRound(c: Cube): Cube {
  let q = Math.round(c.q);
  let r = Math.round(c.r);
  let s = Math.round(c.s);
  const dq = Math.abs(q - c.q);
  const dr = Math.abs(r - c.r);
  const ds = Math.abs(s - c.s);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  else s = -q - r;
  return { q: q + 0, r: r + 0, s: s + 0 };
}
