/**
 * The heuristic bot's combat orders: each legal action weighed in points of enemy force (the shot,
 * a lock for next turn, countermeasures against missiles on their way, shields, Fire at Will for
 * enemies still to move), and Fire-at-Will triggers for armed units with a target in their arc.
 */
import { isWithinDistance } from '../../../geometry/index.js';
import { hasLineOfSight } from '../../../geometry/line-of-sight.js';
import { effectiveArmor, fragshellTargets, isInFrontArc, planAttackOn } from '../combat/index.js';
import type {
  AttackWeapon,
  CombatAction,
  CombatOrder,
  FireAtWillTrigger,
  MainGunPart,
  Order,
  Submission,
  UnitState,
} from '../model.js';
import { unitType } from '../units/index.js';
import {
  attackWorth,
  fragshellWorth,
  hitWorth,
  missilesLeft,
  planBetween,
  SHIELD_LEVEL,
} from './assess.js';
import { isPlaced, myActiveUnit, predicted, type Placed, type Situation } from './situation.js';

function canAct(u: UnitState): u is Placed {
  return u.status === 'ON_TABLE' && u.pos !== null && u.stress !== 'BLACKOUT';
}

function legalAttack(sit: Situation, me: Placed, weapon: AttackWeapon, targetId: string): boolean {
  const load = unitType(me.typeId).missileLoadout[0];
  const missileClass =
    weapon === 'MAIN_WEAPON' || weapon === 'FIRE_AT_WILL' ? undefined : load?.class;
  return planAttackOn(sit.field, { weapon, attackerId: me.id, targetId, missileClass }).ok;
}

/** SY-CA-6: an enemy on the table, in LOS, in the front arc, within 30. */
function lockable(sit: Situation, me: Placed, t: UnitState): t is Placed {
  return (
    t.side !== me.side &&
    t.status === 'ON_TABLE' &&
    t.pos !== null &&
    isInFrontArc(me.pos, me.facing, t.pos) &&
    isWithinDistance(me.pos, t.pos, 30) &&
    hasLineOfSight(
      me.pos,
      t.pos,
      sit.field.obstacles.map((o) => o.shape),
    )
  );
}

/**
 * The legal combat orders of an active unit, by the rules of §7.3 (no ejection), in the order the
 * engine lists them (decisions/combat.ts): the heuristic keeps the first of equal worth, so the
 * same list gives the same choice without asking the engine to describe the decision.
 */
export function combatOptions(sit: Situation, me: Placed): CombatOrder[] {
  const type = unitType(me.typeId);
  const load = type.missileLoadout[0];
  const left = missilesLeft(me);
  const enemies = sit.field.units.filter((u): u is Placed => u.side !== me.side && isPlaced(u));
  const of = (action: CombatAction, gunnerMainGun?: MainGunPart): CombatOrder =>
    gunnerMainGun
      ? { type: 'COMBAT', unitId: me.id, action, gunnerMainGun }
      : { type: 'COMBAT', unitId: me.id, action };
  const salvos: MainGunPart[] = enemies
    .filter((e) => legalAttack(sit, me, 'MAIN_WEAPON', e.id))
    .map((e) => ({ type: 'MAIN_WEAPON_SALVO', targetId: e.id }));
  const out: CombatOrder[] = [
    of({ type: 'NONE' }),
    ...salvos.map((s) => of(s)),
    of({ type: 'COUNTERMEASURES' }),
  ];
  if (me.shields < type.maxShields) out.push(of({ type: 'RAISE_SHIELDS' }));
  out.push(of({ type: 'FIRE_AT_WILL' }));
  const missileActions: CombatAction[] = [];
  if (load && left > 0 && type.missileKind === 'GUIDED') {
    const lock = me.targetLock;
    if (
      lock &&
      lock.declaredTurn < sit.view.turn &&
      legalAttack(sit, me, 'LOCKED_MISSILE', lock.targetId)
    ) {
      missileActions.push({ type: 'LOCKED_MISSILE_LAUNCH', missileClass: load.class });
    }
  }
  if (
    load &&
    left > 0 &&
    type.missileKind === 'FRAGSHELL' &&
    fragshellTargets(sit.field, me.id).length > 0
  ) {
    missileActions.push({ type: 'MISSILE_SHOT', missileClass: load.class });
  }
  if (load && left > 0 && type.missileKind === 'DUMB') {
    for (const e of enemies) {
      if (legalAttack(sit, me, 'DUMB_MISSILE', e.id)) {
        missileActions.push({ type: 'MISSILE_SHOT', missileClass: load.class, targetId: e.id });
      }
    }
  }
  if (load && left > 0 && type.missileKind === 'GUIDED') {
    for (const e of enemies) {
      if (lockable(sit, me, e)) missileActions.push({ type: 'TARGET_LOCK', targetId: e.id });
    }
  }
  const gunner = type.specialFeatures.general.includes('GUNNER');
  for (const a of missileActions) {
    out.push(of(a));
    if (gunner) {
      for (const s of salvos) out.push(of(a, s));
      out.push(of(a, { type: 'FIRE_AT_WILL' }));
    }
  }
  return out;
}

function unitById(sit: Situation, id: string): Placed | null {
  const u = sit.field.units.find((x) => x.id === id);
  return u && isPlaced(u) ? u : null;
}

/** What arming Fire at Will may bring: the best shot at an enemy that still has to move. */
function fireAtWillWorth(sit: Situation, me: Placed): number {
  let best = 0;
  for (const e of sit.field.units) {
    if (e.side === me.side || e.status !== 'ON_TABLE' || e.pos === null || e.activated) continue;
    const later = predicted(e as Placed, true);
    const plan = planBetween(sit.field, 'FIRE_AT_WILL', me, later);
    if (plan) best = Math.max(best, attackWorth(sit.field, 'FIRE_AT_WILL', me, later));
  }
  return best * 0.5;
}

/**
 * Missiles on their way to `me`, and launches still to come this turn from enemies holding a mature
 * lock on it: countermeasures save each on 4+ until the end of this turn's LMD phase (SY-CA-8).
 */
function countermeasuresWorth(sit: Situation, me: Placed): number {
  const type = unitType(me.typeId);
  let worth = 0;
  for (const m of sit.view.missiles) {
    if (m.targetId !== me.id) continue;
    const armor = effectiveArmor(type, m.aspect);
    worth += 0.5 * hitWorth({ damageDice: m.damageDice, armor, aspect: m.aspect }, me);
  }
  for (const e of sit.field.units) {
    const lock = e.targetLock;
    if (e.side === me.side || e.activated || !lock || lock.targetId !== me.id) continue;
    if (lock.declaredTurn >= sit.view.turn || missilesLeft(e) === 0 || !isPlaced(e)) continue;
    // A launch needs the target in the front arc within 24 after the locker's own move: one that
    // is not there now is unlikely to turn onto it and fire in the same activation.
    const from = predicted(e, true);
    if (!isWithinDistance(from.pos, me.pos, 24) || !isInFrontArc(from.pos, from.facing, me.pos))
      continue;
    const load = unitType(e.typeId).missileLoadout[0];
    const armor = effectiveArmor(type, 'FORE_STAR');
    worth += 0.25 * hitWorth({ damageDice: load.damageDice, armor, aspect: 'FORE_STAR' }, me);
  }
  return worth;
}

/** Some enemy gun or missile could reach `me` before its next activation. */
function underFire(sit: Situation, me: Placed): boolean {
  return (
    sit.view.missiles.some((m) => m.targetId === me.id) ||
    sit.shooters.some(
      (e) =>
        isWithinDistance(e.pos, me.pos, 18) &&
        (unitType(e.typeId).specialFeatures.mainWeapon.includes('TURRET_360') ||
          isInFrontArc(e.pos, e.facing, me.pos)),
    )
  );
}

function lockWorth(sit: Situation, me: Placed, targetId: string): number {
  const target = unitById(sit, targetId);
  if (!target) return 0;
  const lock = me.targetLock;
  if (lock && lock.declaredTurn < sit.view.turn) return -1; // never throw away a mature lock
  const launch = planBetween(sit.field, 'LOCKED_MISSILE', me, target);
  return launch ? attackWorth(sit.field, 'LOCKED_MISSILE', me, target) * 0.45 : 1;
}

function actionWorth(sit: Situation, me: Placed, a: CombatAction | MainGunPart): number {
  const type = unitType(me.typeId);
  switch (a.type) {
    case 'NONE':
    case 'EJECT':
      return a.type === 'NONE' ? 0 : -Infinity;
    case 'MAIN_WEAPON_SALVO': {
      const t = unitById(sit, a.targetId);
      return t ? attackWorth(sit.field, 'MAIN_WEAPON', me, t) : 0;
    }
    case 'MISSILE_SHOT': {
      if (a.targetId === undefined) return fragshellWorth(sit.field, me) - 2;
      const t = unitById(sit, a.targetId);
      return t ? attackWorth(sit.field, 'DUMB_MISSILE', me, t, a.missileClass) - 2 : 0;
    }
    case 'TARGET_LOCK':
      // A dogfight is short: a shot now beats two actions for one missile.
      return lockWorth(sit, me, a.targetId) * (sit.view.dogfight ? 0.5 : 1);
    case 'LOCKED_MISSILE_LAUNCH': {
      const t = me.targetLock ? unitById(sit, me.targetLock.targetId) : null;
      if (!t) return 0;
      const save = t.countermeasures ? 0.5 : 0.8;
      return attackWorth(sit.field, 'LOCKED_MISSILE', me, t, a.missileClass) * save;
    }
    case 'COUNTERMEASURES':
      return countermeasuresWorth(sit, me);
    case 'RAISE_SHIELDS':
      // Worth a level only against guns that can reach it: otherwise shooting comes first. In a
      // dogfight never: only a kill scores there, and a level raised undoes the enemy's last hit
      // while it fires again, so the duel runs out of turns and ends a draw.
      if (sit.view.dogfight) return 0;
      return (type.points / type.structure) * SHIELD_LEVEL * (underFire(sit, me) ? 0.6 : 0.1);
    case 'FIRE_AT_WILL':
      return fireAtWillWorth(sit, me);
  }
}

function orderWorth(sit: Situation, me: Placed, o: CombatOrder): number {
  const main = actionWorth(sit, me, o.action);
  return o.gunnerMainGun ? main + actionWorth(sit, me, o.gunnerMainGun) : main;
}

/** Triggers for armed units with an enemy in their front arc (SY-CA-10, SY-DOG-6). */
function triggers(sit: Situation, followUp: boolean, activeId: string | null): FireAtWillTrigger[] {
  const out: FireAtWillTrigger[] = [];
  for (const u of sit.field.units) {
    if (u.side !== sit.side || u.id === activeId || !u.fireAtWill || !canAct(u)) continue;
    if (!followUp && u.fireAtWill.armedSegment >= sit.view.segment) continue;
    let best: { id: string; worth: number } | null = null;
    for (const e of sit.field.units) {
      if (e.side === u.side || !isPlaced(e) || !legalAttack(sit, u, 'FIRE_AT_WILL', e.id)) continue;
      const worth = attackWorth(sit.field, 'FIRE_AT_WILL', u, e);
      if (!best || worth > best.worth) best = { id: e.id, worth };
    }
    if (best) out.push({ type: 'FAW_TRIGGER', unitId: u.id, targetId: best.id });
  }
  return out;
}

/**
 * The combat submission: the best order for the active unit, from its own list of the legal
 * orders, and the triggers.
 */
export function chooseCombat(sit: Situation, followUp: boolean): Submission {
  const orders: Order[] = [];
  const active = followUp ? null : myActiveUnit(sit.view, sit.side);
  if (active && canAct(active)) {
    let best: { order: CombatOrder; worth: number } | null = null;
    for (const order of combatOptions(sit, active)) {
      const worth = orderWorth(sit, active, order);
      if (!best || worth > best.worth) best = { order, worth };
    }
    if (best && best.order.action.type !== 'NONE') orders.push(best.order);
  }
  orders.push(...triggers(sit, followUp, active?.id ?? null));
  return { orders };
}

/**
 * The pilot's `count` best combat submissions by its own worth, best first, each with the
 * triggers `chooseCombat` adds: for the search bot, which weighs the runners-up in playouts.
 */
export function rankedCombat(sit: Situation, followUp: boolean, count: number): Submission[] {
  const active = followUp ? null : myActiveUnit(sit.view, sit.side);
  if (!active || !canAct(active)) return [];
  const fire = triggers(sit, followUp, active.id);
  return combatOptions(sit, active)
    .map((order, at) => ({ order, at, worth: orderWorth(sit, active, order) }))
    .sort((a, b) => b.worth - a.worth || a.at - b.at)
    .slice(0, count)
    .map(({ order }) => ({ orders: order.action.type === 'NONE' ? fire : [order, ...fire] }));
}
