/**
 * What a resolution and the odds share: the attack as the rules read it, and where its damage
 * lands (ABS-DMG-2/3/4).
 */
import { nextToDamage } from '../rules/damage.js';
import { isDestroyedAt, isSystemsCritical } from '../rules/scale.js';
import type { PoolEntry, PreparedAttack, Side } from './request.js';

export type AttackSummary = {
  attackerUnit: string;
  targetUnit: string;
  mode: 'active' | 'passive';
  /** The dice in pool order (ABS-ATK-15), with their notation (`2d8`). */
  pool: (PoolEntry & { notation: string })[];
  /** A die whose result is over this misses (ABS-ATK-9 step 3). */
  silhouette: number;
  shields: number;
  /** E: Shields plus Power to Shields (ABS-TAC-6). */
  effectiveShields: number;
  powerToWeapons: { dieSides: number; tokens: number } | null;
  /** Dice are re-rolled by the ABS-ATK-7 default (Engage or Easy Target, and `rerolls: default`). */
  rerolls: boolean;
  /** Distance, off-axis angle and reach per firing ship as measured on the caller's table. */
  derived: PreparedAttack['derived'];
};

export function summaryOf(a: PreparedAttack): AttackSummary {
  return {
    attackerUnit: a.attacker.name,
    targetUnit: a.target.name,
    mode: a.mode,
    pool: a.pool.map((p) => ({ ...p, notation: `${p.dice}d${p.sides}` })),
    silhouette: a.target.silhouette,
    shields: a.target.shields,
    effectiveShields: a.shields,
    powerToWeapons: a.ptw && { dieSides: a.ptw.sides, tokens: a.ptw.tokens },
    rerolls: a.rerolls,
    derived: a.derived,
  };
}

/**
 * ABS-DMG-3: damage tokens one at a time, each to the most damaged ship not yet destroyed (ties:
 * ascending seq); what the battlegroup cannot hold is lost. Returns each ship's tokens after.
 */
export function assignDamage(side: Side, amount: number): number[] {
  const ships = side.damage.map((damage, seq) => ({ damage, seq }));
  for (let i = 0; i < amount; i++) {
    const alive = ships.filter((x) => !isDestroyedAt(x.damage, side.silhouette));
    if (alive.length === 0) break;
    nextToDamage(alive).damage += 1;
  }
  return ships.map((x) => x.damage);
}

export interface ShipAfter {
  damageBefore: number;
  damageAfter: number;
  /** More damage tokens than m: its duds will damage it (ABS-DMG-4/5). */
  systemsCritical: boolean;
  destroyed: boolean;
  /** Destroyed with m ≥ 1: it makes an explosion check, D6 ≤ m, at the table (ABS-DMG-6). */
  explosionCheck: boolean;
}

export function shipsAfter(side: Side, after: readonly number[]): ShipAfter[] {
  return side.damage.map((before, i) => {
    const destroyed = isDestroyedAt(after[i], side.silhouette);
    return {
      damageBefore: before,
      damageAfter: after[i],
      systemsCritical: !destroyed && isSystemsCritical(after[i], side.mass),
      destroyed,
      explosionCheck: destroyed && side.mass >= 1,
    };
  });
}
