/**
 * Rolling to hit (SE-HIT-7..17): defense rating, the sensor range modifier, the target number and
 * the weapon factor table, pulse modes included.
 */
import {
  categoryDefenseRating,
  facingModifier,
  factorTableCell,
  type SectionId,
  type WeaponFile,
} from '../data/data.js';
import type { ShipState } from '../state.js';
import { design, isCrippled } from './ships.js';
import { ownDefenseModifier } from './level2/command-mods.js';
import { fieldDefenseModifier } from './level2/fields.js';
import { systemDamage } from './level2/system-damage.js';

/** Distances closer than this to a step count as on it (SE-GEN-5). */
export const RANGE_EPSILON = 1e-6;

/** SE-HIT-7: category modifier plus own modifiers (out of command, [L2] commands and field). */
export function defenseRating(target: ShipState): number {
  return (
    categoryDefenseRating(design(target).category) +
    (target.outOfCommand ? 1 : 0) +
    ownDefenseModifier(target) +
    fieldDefenseModifier(target)
  );
}

/** SE-HIT-9: −floor(range / sensor), capped at −10 (the sensor table, SE-Q-1). */
export function rangeModifier(range: number, sensor: number): number {
  if (sensor <= 0) return -10;
  return -Math.min(10, Math.floor((range + RANGE_EPSILON) / sensor));
}

/** Trait numbers of a weapon: pulse count, penetrating points (SE-TRAIT-*). */
export function pulseOf(w: WeaponFile): number {
  const t = w.traits.find((x) => x.startsWith('pulse_'));
  return t ? Number(t.slice('pulse_'.length)) : 0;
}

export function hasTrait(w: WeaponFile, trait: string): boolean {
  return w.traits.includes(trait);
}

/** SE-TRAIT-HIGHLY_ACCURATE, INACCURATE, PROXIMITY, SHOTGUN: the weapon's own TN modifier. */
export function traitModifier(w: WeaponFile): number {
  let m = 0;
  if (hasTrait(w, 'highly_accurate')) m += 1;
  if (hasTrait(w, 'inaccurate')) m -= 1;
  if (hasTrait(w, 'proximity')) m += 1;
  if (hasTrait(w, 'shotgun')) m += 1;
  return m;
}

export interface TargetNumberParts {
  skill: number;
  defenseRating: number;
  facing: number;
  range: number;
  escorts: number;
  squadronScreens: number;
  crippled: number;
  outOfCommand: number;
  traits: number;
  saturation: number;
  /** [L2] the attacker's own command modifiers. */
  commands?: number;
  /** [L2] terrain along the line of sight (SE-TER-3, SE-TER-5, SE-TER-6). */
  terrain?: number;
}

/** SE-HIT-8: the sum of its parts; any integer, ≤ 0 and ≥ 10 included. */
export function targetNumber(p: TargetNumberParts): number {
  return (
    p.skill +
    p.defenseRating +
    p.facing +
    p.range -
    2 * p.escorts -
    2 * p.squadronScreens +
    p.crippled +
    p.outOfCommand +
    p.traits +
    p.saturation +
    (p.commands ?? 0) +
    (p.terrain ?? 0)
  );
}

/**
 * SE-HIT-8 inputs that depend on the attacker alone: crippled −1, out of command −1; [L2] each
 * Targeting Computer hit −1 (SE-CRIT-14) rides with the crippled part, so ballistics snapshot it.
 */
export function attackerPenalties(attacker: ShipState): { crippled: number; outOfCommand: number } {
  return {
    crippled: (isCrippled(attacker) ? -1 : 0) - systemDamage(attacker).targetingComputer,
    outOfCommand: attacker.outOfCommand ? -1 : 0,
  };
}

export function facingOf(section: SectionId): number {
  return facingModifier(section);
}

/** SE-HIT-14, SE-HIT-15: one block of at most 20 weapons; margin > 6 misses, < −6 reads row −6. */
function blockHits(margin: number, factor: number): number {
  if (factor <= 0 || margin > 6) return 0;
  return factorTableCell(Math.max(-6, margin), factor);
}

/** SE-HIT-13, SE-HIT-16: hits of one roll with `factor` weapons, split into blocks of 20. */
export function factorHits(roll: number, tn: number, factor: number): number {
  const margin = roll - tn;
  let hits = 0;
  for (let left = factor; left > 0; left -= 20) hits += blockHits(margin, Math.min(20, left));
  return hits;
}

export type PulseMode = 'burst' | 'saturation';

/** SE-HIT-17: how a pulse system rolls: the factor of each roll and the TN shift. */
export function pulseRolls(
  weapons: number,
  pulse: number,
  mode: PulseMode,
  combined: boolean,
): { factors: number[]; tnShift: number } {
  if (mode === 'saturation') return { factors: [weapons], tnShift: 3 };
  if (combined) return { factors: [weapons * pulse], tnShift: 0 };
  return { factors: Array.from({ length: weapons }, () => pulse), tnShift: 0 };
}
