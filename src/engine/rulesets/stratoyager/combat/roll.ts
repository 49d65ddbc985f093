/**
 * Rolling a planned attack: the to-hit pool, any Linked re-roll, then the damage pool, in that
 * draw order (SY-RNG-4 item 4). A locked missile that hits rolls no damage now: it becomes a
 * missile in flight that lands in the LMD phase (SY-LOCK-6).
 */
import type { Dice } from '../../../core/dice.js';
import { rollDamage, type DamageRoll } from './damage.js';
import type { AttackPlan } from './plan.js';
import { rollToHit, type RollLabel, type ToHitRoll } from './to-hit.js';

export interface PlannedAttackRoll {
  plan: AttackPlan;
  /** Null only for a fragshell target with THT above 6: it misses and no dice are rolled (SY-HIT-6). */
  toHit: ToHitRoll | null;
  hit: boolean;
  /** Rolled on a hit, except for locked missiles. */
  damage: DamageRoll | null;
  /** A locked missile that hit: its damage dice, rolled in the LMD phase. */
  missileInFlight: { damageDice: number } | null;
}

export function rollPlannedAttack(
  plan: AttackPlan,
  dice: Dice,
  label: RollLabel,
): PlannedAttackRoll {
  if (plan.tht > 6) {
    return { plan, toHit: null, hit: false, damage: null, missileInFlight: null };
  }
  const toHit = rollToHit(dice, plan.pool, plan.tht, plan.linked, label);
  if (!toHit.hit) return { plan, toHit, hit: false, damage: null, missileInFlight: null };
  if (plan.weapon === 'LOCKED_MISSILE') {
    return {
      plan,
      toHit,
      hit: true,
      damage: null,
      missileInFlight: { damageDice: plan.damageDice },
    };
  }
  const damage = rollDamage(dice, plan.damageDice, plan.armor, label);
  return { plan, toHit, hit: true, damage, missileInFlight: null };
}
