/**
 * A ship's Level 2 system damage (SE-CRIT-5..14) as the other rules read it. Reads only the state,
 * so the Level 1 rules (tracks, crippled, reactor, interceptors) can ask it without a cycle; a ship
 * that never took a critical hit (every ship at Level 1) reads as undamaged.
 */
import type { ShipState, SystemDamage } from '../../state.js';

const NONE: Readonly<SystemDamage> = Object.freeze({
  speed: 0,
  turns: 0,
  sensor: 0,
  reactor: 0,
  capacitor: 0,
  crew: 0,
  bridge: 0,
  targetingComputer: 0,
  weaponsControl: 0,
  isDrive: 0,
  interceptor: 0,
  redundancyUsed: 0,
  noDamageControl: false,
  generator: 0,
  shieldLevel: 0,
  projectorsDestroyed: [],
  baysDestroyed: [],
  delayedCrew: [],
});

/** What the ship has suffered so far (all zero for an undamaged ship). */
export function systemDamage(ship: ShipState): Readonly<SystemDamage> {
  return ship.damage ?? NONE;
}

/** The ship's damage record, created on its first system hit. */
export function damageRecord(ship: ShipState): SystemDamage {
  ship.damage ??= structuredClone(NONE) as SystemDamage;
  return ship.damage;
}

/** SE-CRIT-5, SE-CRIT-14: a track read as "first unmarked value", 0 when all are marked. */
export function trackValue(track: readonly number[], hits: number): number {
  return track[hits] ?? 0;
}

/** SE-CRIT-14: a boxed rating (reactor, capacitors) scales with its unmarked boxes. */
export function boxedRating(rated: number, boxes: number, hits: number): number {
  if (boxes <= 0) return rated;
  return (rated * Math.max(0, boxes - hits)) / boxes;
}
