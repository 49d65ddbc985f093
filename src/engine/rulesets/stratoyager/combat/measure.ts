/**
 * What the table decides about one attack, measured from pegs, facings and obstacles: the squared
 * distance (SY-GEO-4), the defender's face struck (SY-GEO-6), the front arc (SY-GEO-5) and line of
 * sight (SY-HIT-2). The match (port.ts) and the stateless VTT request both measure here.
 */
import { hasLineOfSight } from '../../../geometry/line-of-sight.js';
import type { Shape } from '../../../geometry/shape.js';
import { distanceSquared } from '../../../geometry/vector.js';
import type { Aspect, Hour, Vec } from '../model.js';
import { aspectOf, isInFrontArc } from './aspect.js';
import { bandOfSquaredDistance } from './range.js';

/** A peg on the table and where its nose points. */
export interface Peg {
  pos: Vec;
  facing: Hour;
}

export interface Measured {
  distanceSquared: number;
  aspect: Aspect;
  inArc: boolean;
  lineOfSight: boolean;
}

export function measureAttack(attacker: Peg, defender: Peg, obstacles: readonly Shape[]): Measured {
  return {
    distanceSquared: distanceSquared(attacker.pos, defender.pos),
    aspect: aspectOf(defender.pos, defender.facing, attacker.pos),
    inArc: isInFrontArc(attacker.pos, attacker.facing, defender.pos),
    lineOfSight: hasLineOfSight(attacker.pos, defender.pos, obstacles),
  };
}

/** A fragshell reaches POINT_BLANK and CLOSE (SY-FEAT-6). */
function inFragshellRange(distanceSquared: number): boolean {
  const band = bandOfSquaredDistance(distanceSquared);
  return band === 'POINT_BLANK' || band === 'CLOSE';
}

/**
 * A fragshell burst reaches a unit in the front arc, in LOS and at distance <= 6 (SY-FEAT-6),
 * friend or foe. THT does not matter here: a unit with THT above 6 is reached and missed.
 */
export function fragshellReaches(m: Omit<Measured, 'aspect'>): boolean {
  return inFragshellRange(m.distanceSquared) && m.inArc && m.lineOfSight;
}

/**
 * `fragshellReaches(measureAttack(...))`, measuring only what it needs: the line of sight, a
 * test against every obstacle, last. A fragshell shot asks it of every unit on the table.
 */
export function fragshellReachesPeg(
  attacker: Peg,
  defender: Peg,
  obstacles: readonly Shape[],
): boolean {
  return (
    inFragshellRange(distanceSquared(attacker.pos, defender.pos)) &&
    isInFrontArc(attacker.pos, attacker.facing, defender.pos) &&
    hasLineOfSight(attacker.pos, defender.pos, obstacles)
  );
}
