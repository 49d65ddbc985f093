/**
 * Arcs and attack direction (SE-GEN-10/11, SE-ARC-1..9): physical relative bearings, weapon arcs
 * `DIR/SIZE`, the section an attack strikes and its facing modifier.
 */
import { relativeCompassBearing, vec, type Vec } from '../../../geometry/index.js';
import { arcSizeDegrees, type SectionId } from '../data/data.js';
import type { ShipState } from '../state.js';
import { armorThreshold, unmarkedBlocks } from './ships.js';

/** Angles closer than this to an arc or section edge count as on it. */
export const BEARING_EPSILON = 1e-7;

export function position(ship: { x: number; y: number }): Vec {
  return vec(ship.x, ship.y);
}

/**
 * SE-GEN-11: the physical bearing of a point from a ship, in (-180, 180], starboard positive; a
 * rolled ship's port and starboard swap, so its physical bearing is the negation. A point on the
 * ship itself is dead ahead (SE-D-3).
 */
export function physicalBearing(ship: ShipState, target: Vec): number {
  const rel = relativeCompassBearing(position(ship), 45 * ship.heading, target) ?? 0;
  if (!ship.rolled || rel === 0 || rel === 180) return rel;
  return -rel;
}

/** SE-ARC-1, SE-ARC-2: an arc `DIR/SIZE` as its interval [lo, lo + size] of physical bearings. */
export function arcInterval(arc: string): { lo: number; size: number } {
  const [dir, sizeName] = arc.split('/');
  const size = arcSizeDegrees(sizeName);
  switch (dir) {
    case 'F':
      return { lo: -size / 2, size };
    case 'S':
      return { lo: 90 - size / 2, size };
    case 'A':
      return { lo: 180 - size / 2, size };
    case 'P':
      return { lo: -90 - size / 2, size };
    case 'FP':
      return { lo: -size, size };
    case 'FS':
      return { lo: 0, size };
    case 'AP':
      return { lo: -180, size };
    case 'AS':
      return { lo: 180 - size, size };
    default:
      throw new Error(`unknown arc direction "${dir}"`);
  }
}

/** SE-ARC-3: a bearing lies in an arc, boundaries included; FULL holds every bearing. */
export function bearingInArc(bearing: number, arc: string): boolean {
  return bearingInInterval(bearing, arcInterval(arc));
}

/** `bearingInArc` for an arc already read as its interval (a bot testing many bearings reads it once). */
export function bearingInInterval(
  bearing: number,
  { lo, size }: { lo: number; size: number },
): boolean {
  if (size >= 360) return true;
  const d = (((bearing - lo) % 360) + 360) % 360;
  return d <= size + BEARING_EPSILON || d >= 360 - BEARING_EPSILON;
}

/** SE-ARC-3..5: the target's centre is in the firing ship's weapon arc (physical bearing). */
export function inArc(ship: ShipState, arc: string, target: Vec): boolean {
  return bearingInArc(physicalBearing(ship, target), arc);
}

/**
 * SE-ARC-6, SE-ARC-7: the section an attack from `origin` strikes. On an exact ±45/±135 bearing the
 * defender's choice is taken by its rule default (SE-D-2): more unmarked blocks, then higher armor
 * threshold, then F/A before P/S.
 */
export function sectionHit(target: ShipState, origin: Vec): SectionId {
  const b = physicalBearing(target, origin);
  const a = Math.abs(b);
  const near = (x: number) => Math.abs(a - x) <= BEARING_EPSILON;
  if (near(45)) return splitDefault(target, 'F', b > 0 ? 'S' : 'P');
  if (near(135)) return splitDefault(target, 'A', b > 0 ? 'S' : 'P');
  if (a < 45) return 'F';
  if (a > 135) return 'A';
  return b > 0 ? 'S' : 'P';
}

function splitDefault(ship: ShipState, axial: SectionId, side: SectionId): SectionId {
  const blocks = unmarkedBlocks(ship, axial) - unmarkedBlocks(ship, side);
  if (blocks !== 0) return blocks > 0 ? axial : side;
  const armor = armorThreshold(ship, axial) - armorThreshold(ship, side);
  if (armor !== 0) return armor > 0 ? axial : side;
  return axial;
}
