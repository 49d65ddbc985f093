/**
 * Terrain on the measured table (spec 1.3, SE-TER-1..8): discs for asteroid zones, planetoids and
 * fringe nebulae, and how much of a straight segment lies inside a disc. Terrain exists only at
 * Level 2: a Level 1 game's terrain is empty.
 */
import { distance, type Vec } from '../../../../../geometry/index.js';

export interface Disc {
  x: number;
  y: number;
  radius: number;
}

export type PlanetKind = 'rock' | 'atmospheric' | 'gas_giant';

export interface Planet extends Disc {
  kind: PlanetKind;
  /** Atmospheric: the outer ring's width; a gas giant's ring is always 2 inches (SE-TER-5). */
  atmosphere_width: number;
}

export type Edge = 'N' | 'E' | 'S' | 'W';

export interface Terrain {
  asteroids: Disc[];
  planets: Planet[];
  nebula: { mode: 'interior' | 'fringe'; markers: Disc[] } | null;
  deadly_edge: Edge | null;
}

export const NO_TERRAIN: Terrain = { asteroids: [], planets: [], nebula: null, deadly_edge: null };

/** SE-TER-1, SE-TER-6: asteroid zones and fringe nebula zones are 3-inch discs. */
export const MARKER_RADIUS = 3;

/** SE-TER-5: a gas giant's outer ring. */
export const GAS_GIANT_RING = 2;

const EPS = 1e-9;

/** Length of the segment a→b inside the disc (0 when it misses or only grazes it). */
export function chordInDisc(a: Vec, b: Vec, c: { x: number; y: number }, radius: number): number {
  if (radius <= 0) return 0;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const cc = fx * fx + fy * fy - radius * radius;
  if (len2 < EPS) return 0;
  const bb = 2 * (fx * dx + fy * dy);
  const disc = bb * bb - 4 * len2 * cc;
  if (disc <= 0) return 0;
  const root = Math.sqrt(disc);
  const t1 = Math.max(0, (-bb - root) / (2 * len2));
  const t2 = Math.min(1, (-bb + root) / (2 * len2));
  return t2 > t1 ? (t2 - t1) * Math.sqrt(len2) : 0;
}

/** Where the segment a→b first enters the open disc, or null if it stays outside. */
export function entryIntoDisc(
  a: Vec,
  b: Vec,
  c: { x: number; y: number },
  radius: number,
): Vec | null {
  if (radius <= 0) return null;
  if (distance(a, c) < radius - EPS) return a;
  if (chordInDisc(a, b, c, radius) <= 1e-6) return null;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const bb = 2 * (fx * dx + fy * dy);
  const cc = fx * fx + fy * fy - radius * radius;
  const t = (-bb - Math.sqrt(bb * bb - 4 * len2 * cc)) / (2 * len2);
  return { x: a.x + t * dx, y: a.y + t * dy };
}

/** The solid core of a planet: all of a rock, inside the ring otherwise. */
export function coreRadius(p: Planet): number {
  if (p.kind === 'rock') return p.radius;
  const ring = p.kind === 'gas_giant' ? GAS_GIANT_RING : p.atmosphere_width;
  return Math.max(0, p.radius - ring);
}

/** Length of a segment in a planet's ring (the disc minus its core). */
export function ringChord(a: Vec, b: Vec, p: Planet): number {
  if (p.kind === 'rock') return 0;
  return Math.max(0, chordInDisc(a, b, p, p.radius) - chordInDisc(a, b, p, coreRadius(p)));
}

/** The straight stretches of a polyline. */
export function segmentsOf(points: readonly Vec[]): [Vec, Vec][] {
  const out: [Vec, Vec][] = [];
  for (let i = 1; i < points.length; i++) out.push([points[i - 1], points[i]]);
  return out;
}

/** Whether any stretch of a polyline touches a disc, or it starts inside one. */
export function polylineMeetsDisc(points: readonly Vec[], d: Disc): boolean {
  if (points.length > 0 && distance(points[0], d) < d.radius - EPS) return true;
  return segmentsOf(points).some(([a, b]) => chordInDisc(a, b, d, d.radius) > 1e-6);
}
