/**
 * Step 6, Attack damage (EX-DMG): damage and hull rolls, targeted losses, loss conditions, the
 * normal and serious loss tables, collateral crew damage. Dice are drawn in EX-Q-52's order.
 */
import type { Dice } from '../../../core/dice.js';
import {
  NORMAL_LOSS_D6,
  SERIOUS_LOSS_D6,
  SIZES,
  TARGETED_ATTACK,
  type LossKind,
} from '../data/tables.js';
import type { CrewMember, Ship, SystemId, Warhead } from '../state.js';
import { own, ownMember, ownWeapon } from '../copy-on-write.js';
import { damageCrew, pickCrew, roleHolder } from './crew.js';
import { usable } from './attacks.js';
import { d3FromD6 } from './test.js';

/** Rolls a dice expression "N", "1d3" or "Nd6" (0.1: 1d3 is ceil(d6 / 2)). */
export function rollExpr(dice: Dice, expr: string, purpose: string): number {
  if (/^\d+$/.test(expr)) return Number(expr);
  const m = /^(\d+)d(3|6)$/.exec(expr);
  if (!m) throw new RangeError(`unknown dice expression '${expr}'`);
  const faces = dice.roll({ purpose, sides: 6, count: Number(m[1]) });
  return faces.reduce((s, f) => s + (m[2] === '3' ? d3FromD6(f) : f), 0);
}

/** EX-Q-55: against plasma or flechette torpedoes the hull is one size-table row lower. */
export function hullExprAgainst(ship: Ship, warhead: Warhead): string {
  if (warhead === 'he') return ship.hull.expr;
  const i = SIZES.findIndex((r) => r.hull === ship.hull.expr);
  return i > 0 ? SIZES[i - 1].hull : ship.hull.expr;
}

export interface Hit {
  /** Weapon damage dice ("3d6"), or the Set-up / Burn Them / collision dice. */
  damage: string;
  /** Attacker's weapons losses + active System Damage (a torpedo's snapshot); 0 when ignored. */
  attackerWeaponsPenalty: number;
  warhead?: Warhead;
  perceivedWeakness?: boolean;
  penetrateHull?: boolean;
  /** Evasive Action d6 bought by the target this round (EX-STUNT-EVASIVE-ACTION). */
  evasiveActionDice?: number;
  targetedLoss?: LossKind;
  preciseHit?: boolean;
  /** Not My Ship! SP still available to the target (EX-STUNT-NOT-MY-SHIP). */
  notMyShipSp?: number;
  /**
   * Down With the Ship (EX-STUNT-DOWN-WITH-THE-SHIP): how much of a collateral loss's damage the
   * captain's Fortune takes before it reaches `victim`.
   */
  shieldCollateral?: (victim: CrewMember, amount: number) => number;
  /** The target's standing two-condition preference (EX-DMG-8). */
  preference?: 'normal' | 'serious';
  round: number;
}

export type LossResult =
  | LossKind
  | 'hull'
  | 'manoeuvrability_offline'
  | 'sensors_offline'
  | 'weapons_offline_system'
  | 'reactor_offline'
  | { weaponOffline: string };

export interface HitOutcome {
  damage: number;
  hull: number;
  net: number;
  conditions: 0 | 1 | 2;
  losses: LossResult[];
  takenOut: boolean;
  notMyShipSpUsed: number;
}

const NORMAL = NORMAL_LOSS_D6 as Record<string, 'collateral' | 'hull' | SystemId | 'reroll'>;

/** EX-DMG-10, EX-DMG-11: applies one normal loss if it can; false means re-roll. */
function applyNormalLoss(t: Ship, kind: 'collateral' | 'hull' | SystemId): LossResult | null {
  if (kind === 'collateral') {
    own(t, 'losses').collateral += 1;
    return 'collateral';
  }
  if (kind === 'hull') {
    if (t.losses.hull >= t.hull.diceCount) return null;
    own(t, 'losses').hull += 1;
    return 'hull';
  }
  if (t.offline[kind]) return null;
  if (t.losses[kind] < 6) {
    own(t, 'losses')[kind] += 1;
    return kind;
  }
  own(t, 'offline')[kind] = true;
  return kind === 'weapons' ? 'weapons_offline_system' : `${kind}_offline`;
}

/** EX-DMG-9: 1d6 on the normal table, re-rolling 6 and results that cannot apply. */
export function normalLoss(t: Ship, dice: Dice): LossResult {
  for (;;) {
    const kind = NORMAL[String(dice.d(6, `${t.name}: normal loss table`))];
    if (kind === 'reroll') continue;
    const applied = applyNormalLoss(t, kind);
    if (applied !== null) return applied;
  }
}

function reactorCanGoOffline(t: Ship): boolean {
  return !t.reactor.offline || t.reactor.tempOnlineUntilRound !== null;
}

function reactorOffline(t: Ship): LossResult {
  t.reactor = { offline: true, tempOnlineUntilRound: null };
  if (t.quickStart) own(t, 'quickStart')!.progress = 0;
  return 'reactor_offline';
}

/** EX-DMG-17: one usable weapon system, uniform in class order (a d6 re-rolled while too big). */
function weaponsOffline(t: Ship, dice: Dice, round: number): LossResult {
  const candidates = t.weapons.filter((w) => usable(t, w, round));
  let face = dice.d(6, `${t.name}: weapon knocked offline`);
  while (face > candidates.length) face = dice.d(6, `${t.name}: weapon knocked offline`);
  const w = ownWeapon(t, candidates[face - 1].id);
  w.status = 'offline';
  w.tempOnlineUntilRound = null;
  return { weaponOffline: w.id };
}

/** EX-DMG-15, EX-DMG-16: 1–3 Reactor Offline, 4–6 Weapons Offline; else the other; else 4 normal. */
export function seriousLoss(t: Ship, dice: Dice, round: number): LossResult[] {
  const first = SERIOUS_LOSS_D6[String(dice.d(6, `${t.name}: serious loss table`))];
  const reactorOk = reactorCanGoOffline(t);
  const weaponOk = t.weapons.some((w) => usable(t, w, round));
  const order = first === 'reactor_offline' ? ['reactor', 'weapon'] : ['weapon', 'reactor'];
  for (const o of order) {
    if (o === 'reactor' && reactorOk) return [reactorOffline(t)];
    if (o === 'weapon' && weaponOk) return [weaponsOffline(t, dice, round)];
  }
  return [0, 1, 2, 3].map(() => normalLoss(t, dice));
}

/** EX-DMG-3: the structure part of the hull total: dice + plating − hull losses − breach, ≥ 0. */
export function structureTotal(
  rolled: number,
  plating: number,
  losses: number,
  breach: number,
): number {
  return Math.max(0, rolled + plating - losses - breach);
}

/** EX-DMG-3: hull dice (or none under Penetrate Hull) + plating − losses − breach, then Evasive Action. */
function hullTotal(t: Ship, hit: Hit, dice: Dice): number {
  const rolled = hit.penetrateHull
    ? null
    : rollExpr(dice, hullExprAgainst(t, hit.warhead ?? 'he'), `${t.name}: hull`);
  const structure =
    rolled === null ? 0 : structureTotal(rolled, t.hull.plating, t.losses.hull, t.hullBreach);
  const n = hit.evasiveActionDice ?? 0;
  const evasive =
    n > 0 ? dice.roll({ purpose: `${t.name}: evasive action`, sides: 6, count: n }) : [];
  return structure + evasive.reduce((s, f) => s + f, 0);
}

/**
 * EX-DMG-7: roll 1d6 off the net damage: ≤ 0 is one condition; else another 1d6: ≤ 0 is two
 * conditions; else the ship is taken out. Net ≤ 0 to begin with draws no dice (EX-DMG-5).
 */
export function lossConditions(
  net: number,
  d6: () => number,
): { conditions: 0 | 1 | 2; takenOut: boolean } {
  if (net <= 0) return { conditions: 0, takenOut: false };
  const left = net - d6();
  if (left <= 0) return { conditions: 1, takenOut: false };
  return left - d6() <= 0 ? { conditions: 2, takenOut: false } : { conditions: 0, takenOut: true };
}

/** EX-DMG-4: hull' = ceil(hull × f), with ⅓ taken exactly. */
export function targetedHull(hull: number, loss: LossKind): number {
  return Math.ceil(hull * TARGETED_ATTACK[loss].hull_factor - 1e-9);
}

/** EX-STUNT-NOT-MY-SHIP: one SP at a time, 1d6 of the engineer's Fortune off the net damage. */
function notMyShip(t: Ship, net: number, sp: number, dice: Dice): { net: number; used: number } {
  let used = 0;
  const engineer = ownMember(t, roleHolder(t, 'engineer').id);
  while (net > 0 && used < sp && engineer.fortune > 0) {
    const x = Math.min(dice.d(6, `${t.name}: not my ship!`), engineer.fortune);
    engineer.fortune -= x;
    net -= x;
    used += 1;
  }
  return { net, used };
}

/**
 * EX-DMG-14: each collateral loss hurts one random active crew member for 1d6 penetrating; Down
 * With the Ship may take some of it on the captain's Fortune first.
 */
function collateralDamage(t: Ship, count: number, hit: Hit, dice: Dice): void {
  for (let i = 0; i < count; i++) {
    const victim = pickCrew(t, dice, `${t.name}: collateral crew`);
    if (!victim) return;
    const rolled = dice.d(6, `${t.name}: collateral damage to ${victim.name}`);
    const amount = rolled - (hit.shieldCollateral?.(victim, rolled) ?? 0);
    damageCrew(ownMember(t, victim.id), { amount, penetrating: true, juiceLadder: false }, dice);
  }
}

/**
 * Resolves one hit on `t` in full (EX-DMG-2 to EX-DMG-18) and mutates the target: losses,
 * offline systems, crew damage and status.
 */
export function resolveHit(t: Ship, hit: Hit, dice: Dice): HitOutcome {
  const rolled = rollExpr(dice, hit.damage, `${t.name}: damage`);
  const pw = hit.perceivedWeakness ? dice.d(6, `${t.name}: perceived weakness`) : 0;
  const damage = Math.max(0, rolled + pw - hit.attackerWeaponsPenalty);
  const hull = hullTotal(t, hit, dice);
  const out: HitOutcome = {
    damage,
    hull,
    net: 0,
    conditions: 0,
    losses: [],
    takenOut: false,
    notMyShipSpUsed: 0,
  };
  if (hit.targetedLoss) {
    out.net = damage - targetedHull(hull, hit.targetedLoss);
    if (damage > targetedHull(hull, hit.targetedLoss)) {
      const applied = applyNormalLoss(t, hit.targetedLoss);
      if (applied) out.losses.push(applied);
      if (applied === 'collateral') collateralDamage(t, 1, hit, dice);
    }
    return out;
  }
  let net = damage - hull;
  if (net > 0 && hit.notMyShipSp) {
    const r = notMyShip(t, net, hit.notMyShipSp, dice);
    net = r.net;
    out.notMyShipSpUsed = r.used;
  }
  out.net = net;
  let k = 0;
  Object.assign(
    out,
    lossConditions(net, () => dice.d(6, `${t.name}: loss condition ${++k}`)),
  );
  if (out.takenOut) {
    t.status = 'taken_out';
    return out;
  }
  if (out.conditions === 1) for (let i = 0; i < 2; i++) out.losses.push(normalLoss(t, dice));
  if (out.conditions === 2) {
    if (hit.preference === 'serious') out.losses.push(...seriousLoss(t, dice, hit.round));
    else for (let i = 0; i < 4; i++) out.losses.push(normalLoss(t, dice));
  }
  if (out.conditions > 0 && t.flaws.includes('vulnerable_systems')) {
    out.losses.push(normalLoss(t, dice));
  }
  if (hit.preciseHit) out.losses.push(normalLoss(t, dice));
  collateralDamage(t, out.losses.filter((l) => l === 'collateral').length, hit, dice);
  if (!t.crew.some((c) => c.status === 'active')) {
    t.status = 'taken_out';
    out.takenOut = true;
  }
  return out;
}
