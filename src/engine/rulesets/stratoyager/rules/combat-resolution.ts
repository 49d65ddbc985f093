/**
 * COMBAT_RESOLUTION (SY-SEG-2): shields rise first, then locks, countermeasures and Fire at Will
 * arming; then every attack is rolled in list order against the same state and only then is damage
 * applied, so both duelists fire at the same time. Ejections and spent missiles come last. Arcade
 * mode's first shot (SY-ARC-4) splits the attacks in two batches.
 */
import type { StepContext } from '../../../core/contract.js';
import { combatPort } from '../combat/index.js';
import type {
  AttackDeclaration,
  AttackRoll,
  CombatOrder,
  FireAtWillTrigger,
  GameState,
  Side,
  UnitState,
  Vec,
} from '../model.js';
import { damageUnit, removeDamaged } from './damage.js';
import { ejectPilot } from './eject.js';
import { findUnit, getUnit } from './units.js';

/** One side's revealed combat submission. */
export interface SideCombat {
  side: Side;
  orders: CombatOrder[];
  triggers: FireAtWillTrigger[];
}

/** An attack with the order it belongs to (for spending missiles once per order). */
interface ListedAttack {
  attack: AttackDeclaration;
  /** The active unit's own attack (not a Fire at Will trigger). */
  own: boolean;
}

/** The missile part of an order, if any (SY-FEAT-1: it comes before the main-gun part). */
function missileAttacks(state: GameState, order: CombatOrder): AttackDeclaration[] {
  const a = order.action;
  const attackerId = order.unitId;
  if (a.type === 'MISSILE_SHOT') {
    if (a.targetId !== undefined) {
      return [
        { weapon: 'DUMB_MISSILE', attackerId, targetId: a.targetId, missileClass: a.missileClass },
      ];
    }
    return combatPort.fragshellTargets(state, attackerId).map((targetId) => ({
      weapon: 'FRAGSHELL',
      attackerId,
      targetId,
      missileClass: a.missileClass,
    }));
  }
  if (a.type === 'LOCKED_MISSILE_LAUNCH') {
    const lock = getUnit(state, attackerId).targetLock!;
    return [
      {
        weapon: 'LOCKED_MISSILE',
        attackerId,
        targetId: lock.targetId,
        missileClass: a.missileClass,
      },
    ];
  }
  return [];
}

function mainGunAttacks(order: CombatOrder): AttackDeclaration[] {
  const salvo =
    order.action.type === 'MAIN_WEAPON_SALVO'
      ? order.action
      : order.gunnerMainGun?.type === 'MAIN_WEAPON_SALVO'
        ? order.gunnerMainGun
        : null;
  return salvo
    ? [{ weapon: 'MAIN_WEAPON', attackerId: order.unitId, targetId: salvo.targetId }]
    : [];
}

/**
 * Every side's orders that do something, in side order. A loop: `flatMap` takes V8's generic
 * path, and this runs once per segment.
 */
function actingOrders(sides: readonly SideCombat[]): CombatOrder[] {
  const out: CombatOrder[] = [];
  for (const s of sides) for (const o of s.orders) if (o.action.type !== 'NONE') out.push(o);
  return out;
}

/** SY-SEG-2 step 4: the attack list in canonical order. */
export function attackList(state: GameState, sides: readonly SideCombat[]): ListedAttack[] {
  const list: ListedAttack[] = [];
  for (const s of [...sides].sort((a, b) => a.side - b.side)) {
    for (const order of s.orders) {
      // Two loops, not a spread of both lists into a third: this runs for every order revealed.
      for (const attack of missileAttacks(state, order)) list.push({ attack, own: true });
      for (const attack of mainGunAttacks(order)) list.push({ attack, own: true });
    }
    const triggers = [...s.triggers].sort((a, b) =>
      a.unitId < b.unitId ? -1 : a.unitId > b.unitId ? 1 : 0,
    );
    for (const t of triggers) {
      list.push({
        attack: { weapon: 'FIRE_AT_WILL', attackerId: t.unitId, targetId: t.targetId },
        own: false,
      });
    }
  }
  return list;
}

/** Steps 2 and 3: shields, then locks, countermeasures and Fire at Will arming. */
function nonAttackEffects(
  state: GameState,
  orders: readonly CombatOrder[],
  ctx: StepContext,
): void {
  for (const o of orders) {
    if (o.action.type !== 'RAISE_SHIELDS') continue;
    const u = getUnit(state, o.unitId);
    u.shields += 1;
    ctx.emit({ type: 'shields.raised', data: { unitId: u.id, shields: u.shields } });
  }
  for (const o of orders) {
    const u = getUnit(state, o.unitId);
    if (o.action.type === 'TARGET_LOCK') {
      u.targetLock = { targetId: o.action.targetId, declaredTurn: state.turn };
      ctx.emit({
        type: 'lock.declared',
        data: { holderId: u.id, targetId: o.action.targetId, turn: state.turn },
      });
    }
    if (o.action.type === 'COUNTERMEASURES') {
      u.countermeasures = true;
      ctx.emit({ type: 'countermeasures.deployed', data: { unitId: u.id } });
    }
    if (o.action.type === 'FIRE_AT_WILL' || o.gunnerMainGun?.type === 'FIRE_AT_WILL') {
      u.fireAtWill = { armedSegment: state.segment };
      ctx.emit({ type: 'fire_at_will.armed', data: { unitId: u.id, segment: state.segment } });
    }
  }
}

/** Steps 5 and 6 for one batch: roll everything, then apply damage in list order, then remove. */
function resolveBatch(
  state: GameState,
  batch: readonly AttackDeclaration[],
  ctx: StepContext,
): void {
  const rolls: AttackRoll[] = [];
  for (const attack of batch) {
    const roll = combatPort.rollAttack(state, attack, ctx.dice);
    ctx.emit({ type: 'attack.resolved', data: roll.detail });
    rolls.push(roll);
  }
  const crossed = new Map<
    string,
    { unit: UnitState; result: 'WRECKED' | 'DESTROYED'; source: string }
  >();
  for (const roll of rolls) {
    const { attack } = roll;
    if (!roll.hit) continue;
    if (roll.missileInFlight) {
      const target = getUnit(state, attack.targetId);
      const missile = {
        seq: state.nextMissileSeq++,
        launcherId: attack.attackerId,
        targetId: attack.targetId,
        missileClass: attack.missileClass!,
        damageDice: roll.missileInFlight.damageDice,
        aspect: roll.aspect,
      };
      state.missiles.push(missile);
      ctx.emit({ type: 'missile.launched', data: { ...missile, targetSide: target.side } });
      continue;
    }
    const target = getUnit(state, attack.targetId);
    const source = `${attack.attackerId} ${attack.weapon.toLowerCase().replace(/_/g, ' ')}`;
    const applied = damageUnit(target, roll.damagePoints, roll.aspect, ctx, source);
    if (applied.result !== 'NONE' && !crossed.has(target.id)) {
      crossed.set(target.id, { unit: target, result: applied.result, source });
    }
  }
  for (const { unit, result, source } of crossed.values()) {
    removeDamaged(state, unit, result, ctx, { source, segment: state.segment });
  }
}

/** Whether an attack can still be made (arcade second batch: its target may be gone). */
function stillPossible(state: GameState, attack: AttackDeclaration): boolean {
  if (attack.weapon === 'FRAGSHELL') {
    return combatPort.fragshellTargets(state, attack.attackerId).includes(attack.targetId);
  }
  return combatPort.attackProblem(state, attack) === null;
}

export interface FirstShot {
  /** The first pilot's active unit, and the other active unit whose attacks wait. */
  firstId: string;
  secondId: string;
}

/**
 * SY-SEG-2 for the revealed submissions of both sides (or one, SY-SEG-4 and the dogfight), against
 * the state after the lock check. `firstShot` is arcade mode's SY-ARC-4 when it applies.
 */
export function resolveCombat(
  state: GameState,
  sides: readonly SideCombat[],
  ctx: StepContext,
  firstShot: FirstShot | null = null,
): void {
  const orders = actingOrders(sides);
  const ejectFrom = new Map<string, Vec>();
  for (const o of orders) {
    if (o.action.type === 'EJECT') ejectFrom.set(o.unitId, getUnit(state, o.unitId).pos!);
  }
  nonAttackEffects(state, orders, ctx);
  const list = attackList(state, sides);
  const second = firstShot
    ? list.filter((a) => a.own && a.attack.attackerId === firstShot.secondId)
    : [];
  const first = firstShot ? list.filter((a) => !second.includes(a)) : list;
  resolveBatch(
    state,
    first.map((a) => a.attack),
    ctx,
  );
  let secondFired = true;
  if (firstShot) {
    const b = getUnit(state, firstShot.secondId);
    secondFired = b.status === 'ON_TABLE';
    if (secondFired) {
      resolveBatch(
        state,
        second.map((a) => a.attack).filter((a) => stillPossible(state, a)),
        ctx,
      );
    } else {
      ctx.emit({
        type: 'shot.lost',
        data: { unitId: b.id, reason: 'removed by the first shot (SY-ARC-4)' },
      });
    }
  }
  // Step 7: ejections, from the positions of state S.
  for (const o of orders) {
    if (o.action.type === 'EJECT')
      ejectPilot(
        state,
        getUnit(state, o.unitId),
        ejectFrom.get(o.unitId)!,
        o.action.direction,
        ctx,
      );
  }
  // Step 8: spent missiles, used locks and Fire at Will tokens.
  for (const o of orders) {
    if (!secondFired && firstShot && o.unitId === firstShot.secondId) continue;
    const a = o.action;
    if (a.type !== 'MISSILE_SHOT' && a.type !== 'LOCKED_MISSILE_LAUNCH') continue;
    const u = getUnit(state, o.unitId);
    // Replaced, not changed in place: state copies share the counts (clone.ts).
    u.missiles = { ...u.missiles, [a.missileClass]: u.missiles[a.missileClass] - 1 };
    if (a.type === 'LOCKED_MISSILE_LAUNCH') u.targetLock = null;
    ctx.emit({
      type: 'missile.spent',
      data: { unitId: u.id, missileClass: a.missileClass, left: u.missiles[a.missileClass] },
    });
  }
  for (const s of sides) {
    for (const t of s.triggers) {
      const u = findUnit(state, t.unitId);
      if (u) u.fireAtWill = null;
    }
  }
}
