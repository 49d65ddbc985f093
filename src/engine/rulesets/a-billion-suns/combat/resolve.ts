/**
 * Rolling one attack outside any match (ABS-ATK-9 steps 1–10), with the dice in the order of
 * ABS-ATK-15: attack dice in pool order, the ABS-ATK-7 re-rolls in ascending pool index, then one
 * save die per hit in hits-list order. Executive Override is the table's own business: roll again
 * with the faces it chose. The explosion checks of step 11 need the table around the wreck, so the
 * answer says which destroyed models make one.
 */
import type { Refusal } from '../../../core/contract.js';
import { DiceNeeded, type Dice } from '../../../core/dice.js';
import { problem } from '../../../core/problems.js';
import { isSystemsCritical } from '../rules/scale.js';
import {
  dieFate,
  isSaved,
  poweredResult,
  rerolledByDefault,
  saveRollNeeded,
  type DieFate,
} from './die-rules.js';
import {
  assignDamage,
  shipsAfter,
  summaryOf,
  type AttackSummary,
  type ShipAfter,
} from './outcome.js';
import { prepareAttack, type PreparedAttack } from './request.js';

export interface RolledDie {
  /** The firing ship's index in `attacker.ships`. */
  ship: number;
  weapon: string;
  sides: number;
  /** Damage per hit. */
  damage: number;
  natural: number;
  /** After Power to Weapon Systems (ABS-TAC-5). */
  result: number;
  /** The natural value it had before its ABS-ATK-7 re-roll; null when kept. */
  rerolledFrom: number | null;
  fate: DieFate;
}

export interface ScoredHit {
  /** Pool index of its die (of the critical die, for a bonus hit). */
  die: number;
  bonus: boolean;
  sides: number;
  damage: number;
  /** The save die rolled against it; null when none was (E = 0, or E ≥ the die type). */
  save: number | null;
  saved: boolean;
}

export type CombatResolution = AttackSummary & {
  ok: true;
  /** Every roll, in the order made, with what it was for. */
  rolls: { purpose: string; faces: number[] }[];
  dice: RolledDie[];
  /** ABS-DMG-5: a dud of a Systems Critical ship damages that ship by the weapon's damage. */
  criticalMalfunctions: { ship: number; weapon: string; damage: number }[];
  hits: ScoredHit[];
  /** Total damage of the unsaved hits (ABS-ATK-9 step 9). */
  damage: number;
  target: { ships: ShipAfter[] };
  attacker: { ships: ShipAfter[] };
};

function rollPool(
  a: PreparedAttack,
  roll: (purpose: string, sides: number, n: number) => number[],
) {
  const dice: RolledDie[] = [];
  for (const p of a.pool) {
    const purpose = `${p.weapon} ${p.dice}d${p.sides} from ship ${p.ship}: ${a.mode} attack on the ${a.target.name}`;
    for (const natural of roll(purpose, p.sides, p.dice)) {
      const result = poweredResult(p.sides, natural, a.ptw);
      dice.push({
        ship: p.ship,
        weapon: p.weapon,
        sides: p.sides,
        damage: p.damage,
        natural,
        result,
        rerolledFrom: null,
        fate: 'miss',
      });
    }
  }
  return dice;
}

/** Roll the attack a request describes with `dice` (seeded, or faces rolled at the table). */
export function resolveAttack(input: unknown, dice: Dice): CombatResolution | Refusal {
  const prepared = prepareAttack(input);
  return prepared.ok ? rollAttack(prepared.attack, dice) : prepared;
}

/** Roll a checked attack; supplied faces that run out give a `DICE_NEEDED` refusal. */
export function rollAttack(a: PreparedAttack, dice: Dice): CombatResolution | Refusal {
  const silhouette = a.target.silhouette;
  const rolls: { purpose: string; faces: number[] }[] = [];
  const roll = (purpose: string, sides: number, count: number): number[] => {
    const faces = dice.roll({ purpose, sides, count });
    rolls.push({ purpose, faces: [...faces] });
    return faces;
  };
  try {
    const pool = rollPool(a, roll);
    if (a.rerolls) {
      pool.forEach((d, i) => {
        if (!rerolledByDefault(d.sides, d.natural, d.result, silhouette)) return;
        d.rerolledFrom = d.natural;
        d.natural = roll(`re-roll die ${i} (ABS-ATK-7)`, d.sides, 1)[0];
        d.result = poweredResult(d.sides, d.natural, a.ptw);
      });
    }
    const attackerDamage = [...a.attacker.damage];
    const malfunctions: CombatResolution['criticalMalfunctions'] = [];
    const hits: ScoredHit[] = [];
    const bonus: ScoredHit[] = [];
    pool.forEach((d, i) => {
      d.fate = dieFate(d.sides, d.natural, d.result, silhouette);
      const { damage } = d;
      if (d.fate === 'dud' && isSystemsCritical(attackerDamage[d.ship], a.attacker.mass)) {
        const taken = Math.min(damage, a.attacker.silhouette - attackerDamage[d.ship]);
        attackerDamage[d.ship] += taken;
        malfunctions.push({ ship: d.ship, weapon: d.weapon, damage: taken });
      }
      const hit = { die: i, sides: d.sides, damage, save: null, saved: false };
      if (d.fate === 'hit' || d.fate === 'critical') hits.push({ ...hit, bonus: false });
      if (d.fate === 'critical') bonus.push({ ...hit, bonus: true });
    });
    hits.push(...bonus);
    hits.forEach((h, i) => {
      if (saveRollNeeded(a.shields, h.sides))
        h.save = roll(`save against hit ${i} (d${h.sides}, shields ${a.shields})`, h.sides, 1)[0];
      h.saved = isSaved(a.shields, h.sides, h.save ?? undefined);
    });
    const damage = hits.reduce((sum, h) => sum + (h.saved ? 0 : h.damage), 0);
    return {
      ok: true,
      ...summaryOf(a),
      rolls,
      dice: pool,
      criticalMalfunctions: malfunctions,
      hits,
      damage,
      target: { ships: shipsAfter(a.target, assignDamage(a.target, damage)) },
      attacker: { ships: shipsAfter(a.attacker, attackerDamage) },
    };
  } catch (e) {
    if (!(e instanceof DiceNeeded)) throw e;
    return {
      ok: false,
      problems: [problem('DICE_NEEDED', `${e.message}: supply more faces`, '/dice')],
    };
  }
}
