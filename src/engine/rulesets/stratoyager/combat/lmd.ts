/**
 * One locked missile landing in the LMD phase: the countermeasures save (SY-LMD-3), then the damage
 * pool against the armor of the aspect fixed at launch (SY-LMD-4, SY-LOCK-6). Countermeasures never
 * affect dumb missiles or fragshell (SY-FEAT-7): only this function rolls them.
 */
import type { Seat } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import type { Aspect, UnitType } from '../model.js';
import { effectiveArmor, rollDamage, type DamageRoll } from './damage.js';

/** The countermeasures die neutralises a missile on this or more (SY-LMD-3). */
export const COUNTERMEASURES_SAVE = 4;

export interface MissileLanding {
  /** The countermeasures die, when the target had the token. */
  countermeasuresRoll: number | null;
  neutralised: boolean;
  damage: DamageRoll | null;
}

export interface LandingFacts {
  damageDice: number;
  aspect: Aspect;
  target: UnitType;
  countermeasures: boolean;
  /** e.g. `missile 3 (fsf-guardian-1) at khi-blackbuck-1`. */
  label: string;
  /** Whose dice: the target's owner rolls the save, the launcher's the damage. */
  targetSeat?: Seat;
  launcherSeat?: Seat;
}

export function landMissile(dice: Dice, f: LandingFacts): MissileLanding {
  let countermeasuresRoll: number | null = null;
  if (f.countermeasures) {
    countermeasuresRoll = dice.d(
      6,
      `countermeasures: ${f.label} (neutralised on 4+)`,
      f.targetSeat,
    );
    if (countermeasuresRoll >= COUNTERMEASURES_SAVE) {
      return { countermeasuresRoll, neutralised: true, damage: null };
    }
  }
  const damage = rollDamage(dice, f.damageDice, effectiveArmor(f.target, f.aspect), {
    attack: f.label,
    seat: f.launcherSeat,
  });
  return { countermeasuresRoll, neutralised: false, damage };
}
