/**
 * What one ship sees of another: range (SITS-GEO-2, with altitude SITS-ALT-3), the sector the
 * other lies in (SITS-GEO-4, -5), whether a mount bears (SITS-GEO-7, SITS-ALT-7) and the aspect an
 * attack meets (SITS-GEO-8, SITS-ALT-7). Shots steeper than 4 levels per hex come from above or
 * below and are judged by the wedge, not by sectors.
 */
import { hexDistance, hexSubtract, type Axial } from '../../../geometry/hex.js';
import { ralt } from '../data/tables.js';
import type { MountSide } from '../data/tables-file.js';
import { isSidewallUp, type ShipState } from '../state.js';
import {
  aspectOf,
  isBroadsideSilenced,
  isInArc,
  rollState,
  type Aspect,
  type SidewallSide,
} from './arcs.js';
import { COINCIDENT_ASPECT, sectorBetween } from './bearings.js';
import { netVector } from './vectors.js';

/** A point of view: a hex, an altitude (altitude module) and a velocity for coincident bearings. */
export interface Vantage {
  pos: Axial;
  z: number | null;
  velocity: Axial;
}

/** What sighting reads of a ship: where it is, how it moves, points, rolls and guards. */
export type Sighted = Pick<
  ShipState,
  'pos' | 'altitude' | 'velocity' | 'facing' | 'rollAngle' | 'wedgeUp' | 'sidewalls'
>;

export function vantageOf(ship: Sighted): Vantage {
  return { pos: ship.pos, z: ship.altitude?.z ?? null, velocity: netVector(ship.velocity) };
}

function dz(from: Vantage, to: Vantage): number {
  return from.z === null || to.z === null ? 0 : to.z - from.z;
}

/** SITS-GEO-2, or the RALT of hex distance and altitude difference (SITS-ALT-3). */
export function rangeBetween(a: Vantage, b: Vantage): number {
  const h = hexDistance(a.pos, b.pos);
  const v = Math.abs(dz(a, b));
  return v === 0 ? h : ralt(h, v).value;
}

export type Steep = 'above' | 'below' | null;

/** SITS-ALT-7: `to` is steeply above or below `from` when |Δz| ≥ 4 × hexDist and Δz ≠ 0. */
export function steepness(from: Vantage, to: Vantage): Steep {
  const v = dz(from, to);
  if (v === 0 || Math.abs(v) < 4 * hexDistance(from.pos, to.pos)) return null;
  return v > 0 ? 'above' : 'below';
}

/** SITS-ALT-7: under WEDGE roll, the sidewall (and broadside) that faces up or down. */
export function sideFacing(rollAngle: number, vertical: 'above' | 'below'): SidewallSide | null {
  if (rollState(rollAngle) !== 'WEDGE') return null;
  const portUp = rollAngle === 90;
  return (vertical === 'above') === portUp ? 'port' : 'starboard';
}

export type Bearing = 'ok' | 'ARC_WEDGE' | 'OUT_OF_ARC';

/** SITS-GEO-7 (and SITS-MSL-6): whether a mount on `side` of `firer` can engage `target`. */
export function mountBears(side: MountSide, firer: Sighted, target: Vantage): Bearing {
  const from = vantageOf(firer);
  const steep = steepness(from, target);
  if (steep) {
    return sideFacing(firer.rollAngle, steep) === side ? 'ok' : 'OUT_OF_ARC';
  }
  const roll = rollState(firer.rollAngle);
  if (isBroadsideSilenced(side, roll)) return 'ARC_WEDGE';
  const relative = hexSubtract(target.velocity, from.velocity);
  const sector = sectorBetween(from.pos, target.pos, firer.facing, relative);
  return isInArc(side, roll, sector) ? 'ok' : 'OUT_OF_ARC';
}

/** The aspect `target` shows toward an attack from `origin` (SITS-GEO-8, SITS-ALT-7). */
export function aspectToward(target: Sighted, origin: Vantage): Aspect {
  const seen = vantageOf(target);
  const steep = steepness(seen, origin);
  const sidewallUp = {
    port: isSidewallUp(target, 'port'),
    starboard: isSidewallUp(target, 'starboard'),
  };
  if (steep) {
    const sidewall = sideFacing(target.rollAngle, steep);
    if (sidewall) {
      return {
        sector: COINCIDENT_ASPECT,
        face: steep,
        sidewall,
        protection: sidewallUp[sidewall] ? 'protected' : 'unprotected',
      };
    }
    return {
      sector: COINCIDENT_ASPECT,
      face: steep,
      sidewall: null,
      protection: target.wedgeUp ? 'wedge' : 'unprotected',
    };
  }
  const relative = hexSubtract(origin.velocity, seen.velocity);
  const sector = sectorBetween(seen.pos, origin.pos, target.facing, relative) ?? COINCIDENT_ASPECT;
  return aspectOf(sector, {
    roll: rollState(target.rollAngle),
    wedgeUp: target.wedgeUp,
    sidewallUp,
  });
}
