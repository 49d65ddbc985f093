/**
 * Bearings and sectors (SITS-GEO-3..5). A displacement's bearing is measured clockwise from A; seen
 * from a ship it falls in one of six 60° sectors, 0 (bow) clockwise to 5 (port fore). Points on a
 * sector boundary are found exactly, in cube coordinates, never by comparing floating angles.
 */
import { axialToCube, hexCenter, type Axial } from '../../../geometry/hex.js';
import { normalizeDegrees } from '../../../geometry/degrees.js';
import { directionIndex, type DirectionLetter } from './directions.js';

/** 0 bow, 1 starboard fore, 2 starboard aft, 3 stern, 4 port aft, 5 port fore. */
export type Sector = 0 | 1 | 2 | 3 | 4 | 5;

export const SECTOR_NAMES: Record<Sector, string> = {
  0: 'bow',
  1: 'starboard fore',
  2: 'starboard aft',
  3: 'stern',
  4: 'port aft',
  5: 'port fore',
};

/** SITS-GEO-3: θ = atan2(1.5 Δq, −√3 (Δr + Δq/2)) in degrees, clockwise from A, in [0, 360). */
export function bearingDegrees(d: Axial): number {
  const p = hexCenter(d);
  return normalizeDegrees((Math.atan2(p.x, p.y) * 180) / Math.PI);
}

/** SITS-GEO-4: a displacement is on a sector boundary when two of its cube components are equal. */
export function isOnSectorBoundary(d: Axial): boolean {
  const c = axialToCube(d);
  return c.q === c.r || c.r === c.s || c.q === c.s;
}

/** Boundary φ = 30 + 60b goes to the sector whose centre is nearer 90° or 270° (forward at those). */
const BOUNDARY_SECTOR: readonly Sector[] = [1, 1, 2, 4, 5, 5];

/** SITS-GEO-4: the sector of displacement `d` (non-zero) seen from a ship facing `facing`. */
export function sectorOf(d: Axial, facing: DirectionLetter): Sector {
  if (d.q === 0 && d.r === 0) throw new RangeError('a zero displacement has no bearing');
  const theta = bearingDegrees(d);
  const phi = normalizeDegrees(theta - 60 * directionIndex(facing));
  if (isOnSectorBoundary(d)) {
    const boundary = ((Math.round((phi - 30) / 60) % 6) + 6) % 6;
    return BOUNDARY_SECTOR[boundary];
  }
  return (Math.round(phi / 60) % 6) as Sector;
}

/**
 * The sector of `to` seen from `from` (SITS-GEO-4), or in the same hex by their relative velocity
 * (SITS-GEO-5, SITS-Q-19): `relativeVelocity` is the net velocity of `to` minus that of `from`.
 * Null when both are zero: every mount bears, and as an aspect it is sector 1.
 */
export function sectorBetween(
  from: Axial,
  to: Axial,
  facing: DirectionLetter,
  relativeVelocity: Axial,
): Sector | null {
  const d = { q: to.q - from.q, r: to.r - from.r };
  if (d.q !== 0 || d.r !== 0) return sectorOf(d, facing);
  if (relativeVelocity.q !== 0 || relativeVelocity.r !== 0) {
    return sectorOf(relativeVelocity, facing);
  }
  return null;
}

/** SITS-GEO-5: the aspect sector when nothing separates the two ships. */
export const COINCIDENT_ASPECT: Sector = 1;
