/**
 * Roll states, mount arcs and attack aspects (SITS-GEO-6..8): the 2D reading of a ship that can
 * roll to present a fresh sidewall or interpose its wedge (SITS-Q-18).
 */
import { SITS_TABLES } from '../data/sits-tables.js';
import type { MountSide } from '../data/tables-file.js';
import type { Sector } from './bearings.js';

export type RollAngle = 0 | 90 | 180 | 270;
export type RollState = 'NORMAL' | 'INVERTED' | 'WEDGE';
export type SidewallSide = 'port' | 'starboard';

/** SITS-GEO-6: 0 NORMAL, 180 INVERTED, 90 and 270 WEDGE. */
export function rollState(angle: number): RollState {
  const a = ((angle % 360) + 360) % 360;
  if (a === 0) return 'NORMAL';
  if (a === 180) return 'INVERTED';
  if (a === 90 || a === 270) return 'WEDGE';
  throw new RangeError(`roll angle ${angle} is not a multiple of 90`);
}

const ARC_SETS: Record<RollState, Record<MountSide, readonly number[]>> = {
  NORMAL: SITS_TABLES.arcs.normal_roll,
  INVERTED: SITS_TABLES.arcs.inverted_roll,
  WEDGE: SITS_TABLES.arcs.wedge_roll,
};

/** SITS-GEO-7: the sectors a mount on `side` covers under the roll. */
export function arcSectors(side: MountSide, roll: RollState): readonly number[] {
  return ARC_SETS[roll][side];
}

/** SITS-GEO-7; a null sector (SITS-GEO-5, nothing separates them) is in every arc. */
export function isInArc(side: MountSide, roll: RollState, sector: Sector | null): boolean {
  if (sector === null) return true;
  return arcSectors(side, roll).includes(sector);
}

/** A broadside mount while rolled to WEDGE has no arc at all (FIRE_ARC_WEDGE, LAUNCH_ARC_WEDGE). */
export function isBroadsideSilenced(side: MountSide, roll: RollState): boolean {
  return roll === 'WEDGE' && (side === 'port' || side === 'starboard');
}

/** A flank, the bow or stern, or (altitude module, SITS-ALT-7) a steep shot from above or below. */
export type AspectFace = 'bow' | 'stern' | 'right' | 'left' | 'above' | 'below';
export type Protection = 'protected' | 'wedge' | 'unprotected';

export interface Aspect {
  sector: Sector;
  face: AspectFace;
  /** The sidewall covering a flank under the current roll (null at bow or stern, or under WEDGE). */
  sidewall: SidewallSide | null;
  protection: Protection;
}

/** What the target shows: whether its sidewalls are up and whether its wedge is. */
export interface Guard {
  roll: RollState;
  wedgeUp: boolean;
  sidewallUp: Record<SidewallSide, boolean>;
}

export function faceOf(sector: Sector): 'bow' | 'stern' | 'right' | 'left' {
  if (sector === 0) return 'bow';
  if (sector === 3) return 'stern';
  return sector <= 2 ? 'right' : 'left';
}

/** The sidewall that covers a flank under NORMAL or INVERTED roll. */
export function coveringSidewall(face: 'right' | 'left', roll: RollState): SidewallSide | null {
  if (roll === 'WEDGE') return null;
  const right: SidewallSide = roll === 'NORMAL' ? 'starboard' : 'port';
  return face === 'right' ? right : right === 'port' ? 'starboard' : 'port';
}

/** SITS-GEO-8: the aspect of an attack arriving from `sector` of the target. */
export function aspectOf(sector: Sector, guard: Guard): Aspect {
  const face = faceOf(sector);
  if (face === 'bow' || face === 'stern') {
    return { sector, face, sidewall: null, protection: 'unprotected' };
  }
  if (guard.roll === 'WEDGE') {
    return { sector, face, sidewall: null, protection: guard.wedgeUp ? 'wedge' : 'unprotected' };
  }
  const sidewall = coveringSidewall(face, guard.roll);
  const up = sidewall !== null && guard.sidewallUp[sidewall];
  return { sector, face, sidewall, protection: up ? 'protected' : 'unprotected' };
}
