/**
 * Declaring attacks (ABS-ATK-2..8, ABS-ACT-6/8/11, ABS-BG-8): which weapon may fire at which
 * target, the one Primary Target, auxiliary splits, Power to Weapon Systems, and the attack frames
 * a valid declaration resolves into, in declaration order with pools in ABS-ATK-15 order.
 */
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { attackFrame } from '../flow/attack.js';
import type { Allocation, AttackFrame } from '../flow/frames.js';
import type { AbsState, Battlegroup, Location, Seat, Ship } from '../state.js';
import type { AttackSubmission, DiceAllocation } from '../submissions.js';
import {
  AUXILIARY_HALF_ARC,
  inArc,
  inRange,
  OBJECT_HALF_ARC,
  PRIMARY_HALF_ARC,
  within,
} from './measure.js';
import { bgInPlay, bgShips, bgTable, isEnemy, objectInPlay, shipInPlay } from './models.js';
import { budgetFor, paymentProblems } from './payment.js';
import { madeHighG } from './movement.js';
import { classStats, isStationaryType, isWingClass, type Weapon } from './units.js';

export type AttackMode = 'active' | 'passive';

/** The points a weapon may aim at: a battlegroup's ships in play, or an object. */
export function targetPoints(
  s: AbsState,
  target: string,
): { table: string; points: Location[] } | null {
  const bg = bgInPlay(s, target);
  if (bg) return shipPoints(bgShips(s, bg));
  const o = s.objects[target];
  if (objectInPlay(o)) return { table: o.at.table, points: [o.at] };
  return null;
}

/** The points of a battlegroup's ships in play (at least one), on their table. */
export function shipPoints(ships: readonly (Ship & { at: Location })[]): {
  table: string;
  points: Location[];
} {
  return { table: ships[0].at.table, points: ships.map((x) => x.at) };
}

export function weaponOf(s: AbsState, ship: Ship, system: 'primary' | 'auxiliary'): Weapon | null {
  return classStats(s, ship.classId).weapons.find((w) => w.system === system) ?? null;
}

export type Reach = 'ok' | 'table' | 'range' | 'arc';

/** ABS-ATK-3: some target point at minRange..maxRange and inside the weapon system's arc. */
export function reach(
  from: { at: Location; heading: number },
  weapon: Weapon,
  halfArc: number,
  target: { table: string; points: Location[] },
): Reach {
  if (target.table !== from.at.table) return 'table';
  // One pass, no list of the points in range: asked for every weapon and candidate target.
  let inR = false;
  for (const p of target.points) {
    if (!inRange(from.at, p, weapon.minRange, weapon.maxRange)) continue;
    if (inArc(from.at, from.heading, halfArc, p)) return 'ok';
    inR = true;
  }
  return inR ? 'arc' : 'range';
}

export function halfArcOf(weapon: Weapon, isObject = false): number {
  if (isObject) return OBJECT_HALF_ARC;
  return weapon.system === 'primary' ? PRIMARY_HALF_ARC : AUXILIARY_HALF_ARC;
}

/**
 * ABS-BG-8 Mother's Wing: a wing battlegroup is sheltered while every wing in it is within m″ of a
 * friendly ship in play of mass m ≥ 1.
 */
export function isSheltered(s: AbsState, bg: Battlegroup): boolean {
  if (!isWingClass(bg.classId)) return false;
  const wings = bgShips(s, bg);
  return wings.length > 0 && wings.every((w) => hasMother(s, bg.ceo, w));
}

/** A friendly ship in play of mass m ≥ 1 within m″ of the wing: asked of each ship, no list. */
function hasMother(s: AbsState, ceo: Seat, wing: Ship & { at: Location }): boolean {
  for (const id in s.ships) {
    const m = s.ships[id];
    if (m.ceo !== ceo || !shipInPlay(m)) continue;
    const mass = classStats(s, m.classId).mass;
    if (mass >= 1 && m.at.table === wing.at.table && within(m.at, wing.at, mass)) return true;
  }
  return false;
}

/** ABS-ATK-11: stationary objects only (no Move value). */
function isStationaryObject(s: AbsState, target: string): boolean {
  const o = s.objects[target];
  return !!o && isStationaryType(o.type);
}

/** Problems with one allocation's target, for a weapon of `ship` (ABS-ATK-2/3/4/11/12). */
export function targetProblems(
  s: AbsState,
  seat: Seat,
  ship: Ship & { at: Location },
  weapon: Weapon,
  target: string,
  mode: AttackMode,
  activeBgs: readonly string[],
  path: string,
): Problem[] {
  const out: Problem[] = [];
  checkTarget(s, seat, ship, weapon, target, targetPoints(s, target), mode, activeBgs, path, out);
  return out;
}

/**
 * The checks of `targetProblems`, in its order. With `out` null it stops at the first fault and
 * builds no problem: the flow and the samplers only ask whether a target is legal, for every
 * ship, system and candidate, and most candidates fail. `where` is the target's `targetPoints`.
 */
function checkTarget(
  s: AbsState,
  seat: Seat,
  ship: Ship & { at: Location },
  weapon: Weapon,
  target: string,
  where: ReturnType<typeof targetPoints>,
  mode: AttackMode,
  activeBgs: readonly string[],
  path: string,
  out: Problem[] | null,
): boolean {
  if (!where) {
    out?.push(fail(E.unknownId, `no battlegroup or object "${target}" in play`, path));
    return false;
  }
  if (!isEnemy(s, seat, target)) {
    out?.push(fail(E.targetFriendly, `${target} is your own (ABS-ATK-2)`, path));
    return false;
  }
  if (mode === 'passive' && !activeBgs.includes(target)) {
    out?.push(
      fail(E.passiveTargetNotActive, `${target} is not an active battlegroup (ABS-ACT-6)`, path),
    );
    return false;
  }
  let legal = true;
  if (weapon.system === 'primary') {
    const bg = bgInPlay(s, target);
    if (bg && isSheltered(s, bg)) {
      if (!out) return false;
      out.push(fail(E.targetSheltered, `${target} is sheltered by Mother's Wing (ABS-BG-8)`, path));
      legal = false;
    }
    if (weapon.stationaryOnly && !isStationaryObject(s, target)) {
      if (!out) return false;
      out.push(
        fail(
          E.miningLaserTarget,
          `the ${weapon.name} only targets stationary objects (ABS-ATK-11)`,
          path,
        ),
      );
      legal = false;
    }
  }
  const r = reach(ship, weapon, halfArcOf(weapon), where);
  if (r === 'ok') return legal;
  if (!out) return false;
  if (r === 'table')
    out.push(fail(E.targetOtherTable, `${target} is on another table (ABS-GEN-6)`, path));
  else if (r === 'range')
    out.push(
      fail(
        E.targetOutOfRange,
        `${target} has nothing ${weapon.minRange}–${weapon.maxRange}″ from ${ship.id} (ABS-ATK-3)`,
        path,
      ),
    );
  else
    out.push(
      fail(
        E.targetNotInArc,
        `${target} is not in the ${weapon.system} arc of ${ship.id} (ABS-ATK-3)`,
        path,
      ),
    );
  return false;
}

/** Every problem with an attack declaration (spec 7.3 `attacks` and `passive_attack`). */
export function declarationProblems(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  o: AttackSubmission,
  mode: AttackMode,
  activeBgs: readonly string[],
): Problem[] {
  const out: Problem[] = [];
  const highG = mode === 'active' && madeHighG(s, bg) && !bg.used.inertialDampeners;
  const used = new Map<string, number>();
  const seen = new Set<string>();
  const primaryTargets = new Set<string>();
  if (o.primaryTarget !== undefined) primaryTargets.add(o.primaryTarget);
  o.allocations.forEach((a: DiceAllocation, i) => {
    const p = `/allocations/${i}`;
    const ship = s.ships[a.ship];
    if (!shipInPlay(ship) || ship.bg !== bg.id) {
      out.push(fail(E.notYourUnit, `${a.ship} is not a ship of ${bg.id} in play`, `${p}/ship`));
      return;
    }
    const weapon = weaponOf(s, ship, a.system);
    if (!weapon) {
      out.push(fail(E.unknownId, `${ship.classId} has no ${a.system} weapon`, `${p}/system`));
      return;
    }
    if (a.system === 'primary') {
      if (mode === 'passive') {
        out.push(
          fail(E.primaryInPassive, 'passive attacks use auxiliary weapons only (ABS-ACT-6)', p),
        );
        return;
      }
      if (highG)
        out.push(
          fail(
            E.highGPrimary,
            `${bg.id} made a High-G Maneuver without Inertial Dampeners (ABS-ACT-11)`,
            p,
          ),
        );
      primaryTargets.add(a.target);
    }
    if (!Number.isInteger(a.dice) || a.dice < 1) {
      out.push(fail(E.diceAllocation, 'dice must be a whole number ≥ 1', `${p}/dice`));
      return;
    }
    const key = `${a.ship}/${a.system}`;
    const total = (used.get(key) ?? 0) + a.dice;
    used.set(key, total);
    if (total > weapon.dice)
      out.push(
        fail(
          E.diceAllocation,
          `${a.ship} ${weapon.name} has ${weapon.dice} dice, ${total} allocated (ABS-ATK-5)`,
          `${p}/dice`,
        ),
      );
    const dup = `${key}/${a.target}`;
    if (seen.has(dup))
      out.push(fail(E.weaponReused, `${key} declared twice at ${a.target} (ABS-ATK-6)`, p));
    seen.add(dup);
    out.push(...targetProblems(s, seat, ship, weapon, a.target, mode, activeBgs, `${p}/target`));
  });
  if (primaryTargets.size > 1)
    out.push(
      fail(
        E.multiplePrimaryTargets,
        'all primary weapons fire at one Primary Target (ABS-ATK-4)',
        '/primaryTarget',
      ),
    );
  out.push(...powerToWeaponsProblems(s, seat, bg, o));
  return out;
}

function powerToWeaponsProblems(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  o: AttackSubmission,
): Problem[] {
  const out: Problem[] = [];
  const budget = budgetFor(s, seat);
  const cap = classStats(s, bg.classId).mass;
  const named = new Set<string>();
  (o.powerToWeapons ?? []).forEach((pw, i) => {
    const p = `/powerToWeapons/${i}`;
    if (named.has(pw.target))
      out.push(fail(E.effectAlreadyUsed, `Power to Weapons twice for ${pw.target}`, p));
    named.add(pw.target);
    if (!Number.isInteger(pw.tokens) || pw.tokens < 1 || pw.tokens > cap) {
      out.push(
        fail(
          E.powerCap,
          `Power to Weapon Systems takes 1 to m = ${cap} tokens (ABS-TAC-5)`,
          `${p}/tokens`,
        ),
      );
      return;
    }
    const sides = o.allocations
      .filter((a) => a.target === pw.target)
      .map((a) => {
        const ship = s.ships[a.ship];
        return ship ? weaponOf(s, ship, a.system)?.sides : undefined;
      });
    if (!sides.includes(pw.dieSides))
      out.push(
        fail(
          E.powerDieType,
          `no d${pw.dieSides} in the pool against ${pw.target} (ABS-TAC-5)`,
          `${p}/dieSides`,
        ),
      );
    out.push(...paymentProblems(s, pw.tokens, pw.payment, bg.id, `${p}/payment`, budget));
  });
  return out;
}

/** The attack frames of a valid declaration, one per target in order of first appearance. */
export function declaredAttacks(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  o: AttackSubmission,
  mode: AttackMode,
): AttackFrame[] {
  const targets: string[] = [];
  for (const a of o.allocations) if (!targets.includes(a.target)) targets.push(a.target);
  return targets.map((target) => {
    const alloc: Allocation[] = o.allocations
      .filter((a) => a.target === target)
      .map((a) => {
        const ship = s.ships[a.ship];
        const w = weaponOf(s, ship, a.system)!;
        return {
          src: a.ship,
          weapon: w.name,
          sides: w.sides,
          dmg: w.damage,
          dice: a.dice,
          order: ship.seq * 2 + (a.system === 'primary' ? 0 : 1),
        };
      })
      .sort((x, y) => x.order - y.order)
      .map(({ order: _order, ...a }) => a);
    const pw = (o.powerToWeapons ?? []).find((p) => p.target === target);
    return attackFrame({
      cause: mode,
      attacker: seat,
      sourceBg: bg.id,
      credit: seat,
      target,
      alloc,
      ptw: pw ? { sides: pw.dieSides, tokens: pw.tokens } : null,
    });
  });
}

export interface FiringOption {
  ship: string;
  system: 'primary' | 'auxiliary';
  target: string;
  dice: number;
  sides: number;
}

/**
 * Every legal (ship, system, target) for a battlegroup now: what bots and the prompt skipping use.
 * `limit` stops the search once that many are found: the flow only asks whether there is one.
 */
export function firingOptions(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  mode: AttackMode,
  activeBgs: readonly string[],
  limit = Infinity,
): FiringOption[] {
  const out: FiringOption[] = [];
  // A High-G move without Inertial Dampeners leaves the auxiliary systems only.
  const auxiliaryOnly = mode === 'active' && madeHighG(s, bg) && !bg.used.inertialDampeners;
  const candidates = candidateTargets(s, seat, bg, mode, activeBgs);
  // Where each candidate is, found once for every ship and system that aims at it (when asked:
  // the search may stop at the first option).
  const wheres: (ReturnType<typeof targetPoints> | undefined)[] = [];
  for (const ship of bgShips(s, bg)) {
    for (const system of ['primary', 'auxiliary'] as const) {
      if ((mode === 'passive' || auxiliaryOnly) && system === 'primary') continue;
      const weapon = weaponOf(s, ship, system);
      if (!weapon) continue;
      for (let i = 0; i < candidates.length; i++) {
        const target = candidates[i];
        let where = wheres[i];
        if (where === undefined) where = wheres[i] = targetPoints(s, target);
        if (!checkTarget(s, seat, ship, weapon, target, where, mode, activeBgs, '', null)) continue;
        out.push({ ship: ship.id, system, target, dice: weapon.dice, sides: weapon.sides });
        if (out.length >= limit) return out;
      }
    }
  }
  return out;
}

/** Whether the battlegroup has any legal attack now (the first `firingOptions` found). */
export function canFire(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  mode: AttackMode,
  activeBgs: readonly string[],
): boolean {
  return firingOptions(s, seat, bg, mode, activeBgs, 1).length > 0;
}

/**
 * The ids of enemy battlegroups and objects on the battlegroup's table(s), ascending seq (passive:
 * the enemy active battlegroups, in activation order). Ids only: a model, with its stats, would be
 * built for every candidate and only its id read.
 */
export function candidateTargets(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  mode: AttackMode,
  activeBgs: readonly string[],
): string[] {
  if (mode === 'passive') {
    const out: string[] = [];
    for (const id of activeBgs) {
      const t = bgInPlay(s, id);
      if (t && t.ceo !== seat) out.push(t.id);
    }
    return out;
  }
  const tables = new Set(bgShips(s, bg).map((x) => x.at.table));
  const out: { id: string; seq: number }[] = [];
  for (const id in s.battlegroups) {
    const t = s.battlegroups[id];
    if (t.ceo === seat) continue;
    const table = bgTable(s, t);
    if (table !== null && tables.has(table)) out.push(t);
  }
  for (const id in s.objects) {
    const o = s.objects[id];
    if (!o.destroyed && o.owner !== seat && tables.has(o.at.table)) out.push(o);
  }
  return out.sort((a, b) => a.seq - b.seq).map((t) => t.id);
}
