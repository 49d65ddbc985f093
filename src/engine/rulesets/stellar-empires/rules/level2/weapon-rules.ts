/**
 * Level 2 weapon rules in play (SE-WPN-GEN-7..9, SE-TRAIT-ACCELERATING): the ship's ammunition
 * pool, and systems firing before they are fully charged.
 */
import type { WeaponFile } from '../../data/data.js';
import type { SeState, ShipState, SystemState } from '../../state.js';
import { acceleratingDice } from './traits.js';

export type EarlyFire = 'beam' | 'accelerating';

/** SE-WPN-GEN-7: at Level 2 an ammunition-using system needs a point of the ship's pool. */
export function needsAmmo(s: SeState, w: WeaponFile): boolean {
  return s.options.level2 && w.uses_ammo === true;
}

/** SE-WPN-GEN-7: one point per ammunition-using system that fires or launches (not per weapon). */
export function spendAmmo(s: SeState, ship: ShipState, w: WeaponFile): void {
  if (needsAmmo(s, w)) ship.ammo = Math.max(0, ship.ammo - 1);
}

/**
 * SE-WPN-GEN-9, SE-TRAIT-ACCELERATING: why a system that is not ready may not fire early in the
 * way asked; null when it may.
 */
export function earlyFireProblem(
  s: SeState,
  w: WeaponFile,
  st: SystemState,
  early: EarlyFire,
): string | null {
  if (!s.options.level2) return 'early fire is a Level 2 rule (option level2)';
  if (early === 'beam')
    return w.intercept === 'Beam' ? null : `${w.name} is not a beam weapon (SE-WPN-GEN-9)`;
  if (!w.traits.includes('accelerating')) return `${w.name} is not accelerating`;
  return acceleratingDice(w.damage.dice, st.charge, w.delay) > 0
    ? null
    : `${w.name} has too little charge to fire early (SE-TRAIT-ACCELERATING)`;
}

/** SE-WPN-GEN-9: a beam firing early pays energy_per_firing × (delay − charge) / delay more. */
export function earlyFireSurcharge(
  w: WeaponFile,
  st: SystemState,
  early: EarlyFire | null | undefined,
  cost: number,
): number {
  if (early !== 'beam' || st.charge >= w.delay) return 0;
  return (cost * (w.delay - st.charge)) / w.delay;
}

/** SE-TRAIT-ACCELERATING: the damage dice of each hit of an early accelerating system. */
export function earlyDamageDice(
  w: WeaponFile,
  st: SystemState,
  early: EarlyFire | null | undefined,
): number | undefined {
  if (early !== 'accelerating' || st.charge >= w.delay) return undefined;
  return acceleratingDice(w.damage.dice, st.charge, w.delay);
}
