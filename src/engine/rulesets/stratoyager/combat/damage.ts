/**
 * Damage against armor and shields (SY-DMG), with the two hindrances that change it: Unbalanced
 * Armor (SY-HIND-3) and Reactor Interference (SY-HIND-1).
 */
import type { Seat } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import type { Aspect, DamageApplied, UnitType } from '../model.js';

/** Card armor adjusted for the aspect of the attack (SY-DMG-2, SY-HIND-3). */
export function effectiveArmor(type: UnitType, aspect: Aspect): number {
  if (!type.hindrances.includes('UNBALANCED_ARMOR')) return type.armor;
  if (aspect === 'FORE') return type.armor + 1;
  if (aspect === 'AFT') return type.armor - 1;
  return type.armor;
}

/** The shield levels that count against an attack (SY-DMG-3, SY-HIND-1). */
export function effectiveShields(type: UnitType, shields: number, aspect: Aspect): number {
  return type.hindrances.includes('REACTOR_INTERFERENCE') && aspect === 'AFT'
    ? Math.max(0, shields - 1)
    : shields;
}

/** Each die at or above the effective armor is one damage point (SY-DMG-1). */
export function damagePoints(faces: readonly number[], armor: number): number {
  return faces.filter((f) => f >= armor).length;
}

export interface DamageRoll {
  faces: number[];
  armor: number;
  points: number;
}

export function rollDamage(
  dice: Dice,
  count: number,
  armor: number,
  label: { attack: string; seat?: Seat },
): DamageRoll {
  const faces = dice.roll({
    purpose: `damage: ${label.attack} (${count}D vs armor ${armor})`,
    sides: 6,
    count,
    seat: label.seat,
  });
  return { faces, armor, points: damagePoints(faces, armor) };
}

/**
 * What `points` do to a unit with these shields and structure (SY-DMG-3, SY-DMG-4), without
 * changing anything. A unit already at 0 or below takes nothing more.
 */
export function damageOutcome(
  type: UnitType,
  shields: number,
  structure: number,
  points: number,
  aspect: Aspect,
): DamageApplied {
  if (structure <= 0 || points <= 0) {
    return {
      points,
      absorbed: 0,
      shieldsAfter: shields,
      structureAfter: structure,
      result: 'NONE',
    };
  }
  const absorbed = Math.min(points, effectiveShields(type, shields, aspect));
  const structureAfter = structure - (points - absorbed);
  return {
    points,
    absorbed,
    // Absorbed points remove real shield levels one for one, even under Reactor Interference.
    shieldsAfter: shields - absorbed,
    structureAfter,
    result: structureAfter === 0 ? 'WRECKED' : structureAfter < 0 ? 'DESTROYED' : 'NONE',
  };
}
