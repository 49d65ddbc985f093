/**
 * Combat orders and Fire-at-Will triggers (§7.3 "Combat orders and triggers"; SY-CA, SY-LOCK,
 * SY-FEAT-1): per order part, the first failing check in the listed order; the legal orders a
 * unit may give (for bots and random play).
 */
import { hasLineOfSight, isWithinDistance } from '../../../geometry/index.js';
import type { Rng } from '../../../core/rng.js';
import { combatPort } from '../combat/index.js';
import type {
  AttackWeapon,
  CombatAction,
  CombatOrder,
  FireAtWillTrigger,
  GameState,
  MainGunPart,
  MissileClass,
  Side,
  Submission,
  UnitState,
} from '../model.js';
import { inFrontArc } from '../rules/geometry.js';
import { isEjectHourLegal, legalEjectHours } from '../rules/eject.js';
import { LOCK_RANGE } from '../rules/lock.js';
import { activeUnitOf, armedUnits } from '../rules/segment-flow.js';
import { canAct, findUnit, getUnit, typeOf } from '../rules/units.js';
import { hourProblem, ordersOfType, ownUnit, problem, type Problem } from './common.js';
import { segmentIds, segmentPrompt, sideKind, turnIds, when } from './kind.js';

type Check = Problem | null;

/** Fields each action may carry besides `type`. */
const ACTION_FIELDS: Record<CombatAction['type'], readonly string[]> = {
  NONE: [],
  MAIN_WEAPON_SALVO: ['targetId'],
  MISSILE_SHOT: ['missileClass', 'targetId'],
  TARGET_LOCK: ['targetId'],
  LOCKED_MISSILE_LAUNCH: ['missileClass'],
  COUNTERMEASURES: [],
  RAISE_SHIELDS: [],
  FIRE_AT_WILL: [],
  EJECT: ['direction'],
};
const REQUIRED: Partial<Record<CombatAction['type'], string>> = {
  MAIN_WEAPON_SALVO: 'targetId',
  MISSILE_SHOT: 'missileClass',
  TARGET_LOCK: 'targetId',
  LOCKED_MISSILE_LAUNCH: 'missileClass',
  EJECT: 'direction',
};
const MISSILE_ACTIONS: readonly CombatAction['type'][] = [
  'TARGET_LOCK',
  'LOCKED_MISSILE_LAUNCH',
  'MISSILE_SHOT',
];

function shapeProblem(action: CombatAction, path: string): Check {
  const allowed = ACTION_FIELDS[action.type];
  for (const key of Object.keys(action)) {
    if (key !== 'type' && !allowed.includes(key)) {
      return problem('MALFORMED', `${action.type} takes no "${key}"`, `${path}/${key}`);
    }
  }
  const required = REQUIRED[action.type];
  if (required && (action as Record<string, unknown>)[required] === undefined) {
    return problem('MALFORMED', `${action.type} needs "${required}"`, `${path}/${required}`);
  }
  return null;
}

function attackCheck(
  state: GameState,
  unit: UnitState,
  weapon: AttackWeapon,
  targetId: string,
  path: string,
  missileClass?: MissileClass,
): Check {
  const p = combatPort.attackProblem(state, {
    weapon,
    attackerId: unit.id,
    targetId,
    missileClass,
  });
  return p ? problem(p.code, p.message, path) : null;
}

/** SY-CA-6: declaring a lock needs an enemy on the table, LOS, front arc and distance <= 30. */
export function lockTargetCheck(
  state: GameState,
  unit: UnitState,
  targetId: string,
  path: string,
): Check {
  const target = findUnit(state, targetId);
  if (!target) return problem('TARGET_NOT_FOUND', `no unit "${targetId}"`, path);
  if (target.side === unit.side)
    return problem('TARGET_NOT_ENEMY', `${targetId} is on your own side`, path);
  if (target.status !== 'ON_TABLE' || !target.pos)
    return problem('TARGET_NOT_ON_TABLE', `${targetId} is ${target.status}`, path);
  if (
    !hasLineOfSight(
      unit.pos!,
      target.pos,
      state.obstacles.map((o) => o.shape),
    )
  ) {
    return problem('NO_LINE_OF_SIGHT', 'an obstacle blocks the line of sight', path);
  }
  if (!inFrontArc(unit, target.pos))
    return problem('TARGET_NOT_IN_ARC', `${targetId} is not in the front arc`, path);
  if (!isWithinDistance(unit.pos!, target.pos, LOCK_RANGE)) {
    return problem('TARGET_OUT_OF_RANGE', `${targetId} is beyond visual range ${LOCK_RANGE}`, path);
  }
  return null;
}

function carries(unit: UnitState, cls: MissileClass): boolean {
  return typeOf(unit).missileLoadout.some((l) => l.class === cls);
}

function classCheck(unit: UnitState, cls: MissileClass, path: string): Check {
  if (!carries(unit, cls))
    return problem('MISSILE_CLASS_NOT_CARRIED', `${unit.id} carries no ${cls} missiles`, path);
  if (unit.missiles[cls] <= 0)
    return problem('NO_MISSILES_LEFT', `${unit.id} has no ${cls} missiles left`, path);
  return null;
}

function totalMissiles(unit: UnitState): number {
  return (
    unit.missiles.LIGHT + unit.missiles.MEDIUM + unit.missiles.HEAVY + unit.missiles.FRAGSHELL_POD
  );
}

/** The main action's first failing check. */
function actionCheck(state: GameState, unit: UnitState, a: CombatAction, path: string): Check {
  const type = typeOf(unit);
  const kind = type.missileKind;
  switch (a.type) {
    case 'NONE':
    case 'COUNTERMEASURES':
    case 'FIRE_AT_WILL':
      return null;
    case 'MAIN_WEAPON_SALVO':
      return attackCheck(state, unit, 'MAIN_WEAPON', a.targetId, `${path}/targetId`);
    case 'MISSILE_SHOT': {
      if (kind === 'GUIDED')
        return problem(
          'MISSILES_REQUIRE_LOCK',
          `${type.name} missiles are guided: lock, then launch (SY-CA-5)`,
          `${path}/type`,
        );
      if (kind === 'DUMB' && a.targetId === undefined)
        return problem('TARGET_REQUIRED', 'a dumb missile shot needs a target', `${path}/targetId`);
      if (kind === 'FRAGSHELL' && a.targetId !== undefined)
        return problem(
          'TARGET_NOT_ALLOWED',
          'a fragshell shot chooses no target (SY-FEAT-6)',
          `${path}/targetId`,
        );
      if (!carries(unit, a.missileClass))
        return problem(
          'MISSILE_CLASS_NOT_CARRIED',
          `${unit.id} carries no ${a.missileClass} missiles`,
          `${path}/missileClass`,
        );
      if (kind === 'DUMB') {
        const t = attackCheck(
          state,
          unit,
          'DUMB_MISSILE',
          a.targetId!,
          `${path}/targetId`,
          a.missileClass,
        );
        if (t) return t;
      }
      if (unit.missiles[a.missileClass] <= 0)
        return problem(
          'NO_MISSILES_LEFT',
          `${unit.id} has no ${a.missileClass} missiles left`,
          `${path}/missileClass`,
        );
      if (kind === 'FRAGSHELL' && combatPort.fragshellTargets(state, unit.id).length === 0) {
        return problem(
          'NO_TARGETS_IN_RANGE',
          'no unit is in the front arc, in LOS and within 6 (SY-FEAT-6)',
          path,
        );
      }
      return null;
    }
    case 'TARGET_LOCK': {
      if (kind !== 'GUIDED')
        return problem(
          'MISSILES_CANNOT_LOCK',
          `${type.name} missiles are ${kind.toLowerCase()}, not guided (SY-CA-6)`,
          `${path}/type`,
        );
      const t = lockTargetCheck(state, unit, a.targetId, `${path}/targetId`);
      if (t) return t;
      return totalMissiles(unit) > 0
        ? null
        : problem('NO_MISSILES_LEFT', `${unit.id} has no missiles left to lock with`, path);
    }
    case 'LOCKED_MISSILE_LAUNCH': {
      if (kind !== 'GUIDED')
        return problem(
          'MISSILES_CANNOT_LOCK',
          `${type.name} missiles are ${kind.toLowerCase()}, not guided`,
          `${path}/type`,
        );
      const lock = unit.targetLock;
      if (!lock) return problem('NO_LOCK', `${unit.id} holds no lock`, path);
      if (state.turn <= lock.declaredTurn)
        return problem('LOCK_NOT_MATURE', `the lock was declared this turn (SY-LOCK-4)`, path);
      if (!carries(unit, a.missileClass))
        return problem(
          'MISSILE_CLASS_NOT_CARRIED',
          `${unit.id} carries no ${a.missileClass} missiles`,
          `${path}/missileClass`,
        );
      const t = attackCheck(state, unit, 'LOCKED_MISSILE', lock.targetId, path, a.missileClass);
      if (t) return t;
      return classCheck(unit, a.missileClass, `${path}/missileClass`);
    }
    case 'RAISE_SHIELDS':
      return unit.shields >= type.maxShields
        ? problem(
            'SHIELDS_ALREADY_FULL',
            `shields are at their maximum ${type.maxShields} (SY-CA-9)`,
            path,
          )
        : null;
    case 'EJECT': {
      const hp = hourProblem(a.direction, `${path}/direction`);
      if (hp) return hp;
      if (
        !isEjectHourLegal(state, unit.pos!, a.direction) &&
        legalEjectHours(state, unit.pos!).length > 0
      ) {
        return problem(
          'EJECT_POSITION_INVALID',
          `the pilot would land off the table or in an obstacle at hour ${a.direction}`,
          `${path}/direction`,
        );
      }
      return null;
    }
  }
}

function gunnerCheck(state: GameState, unit: UnitState, order: CombatOrder, path: string): Check {
  const part = order.gunnerMainGun;
  if (!part) return null;
  if (!typeOf(unit).specialFeatures.general.includes('GUNNER')) {
    return problem(
      'GUNNER_REQUIRED',
      `${unit.id} has no Gunner: one combat action only (SY-FEAT-1)`,
      path,
    );
  }
  if (!MISSILE_ACTIONS.includes(order.action.type)) {
    return problem(
      'INVALID_GUNNER_COMBINATION',
      `the Gunner combines a missile action with the main gun, not ${order.action.type} (SY-FEAT-1)`,
      path,
    );
  }
  if (part.type === 'FIRE_AT_WILL') {
    return (part as { targetId?: string }).targetId === undefined
      ? null
      : problem('MALFORMED', 'FIRE_AT_WILL takes no target', `${path}/targetId`);
  }
  if (part.targetId === undefined)
    return problem('MALFORMED', 'MAIN_WEAPON_SALVO needs "targetId"', `${path}/targetId`);
  return attackCheck(state, unit, 'MAIN_WEAPON', part.targetId, `${path}/targetId`);
}

/** Every problem with one CombatOrder of an active unit: one per order part at most. */
export function combatOrderProblems(
  state: GameState,
  unit: UnitState,
  order: CombatOrder,
  path: string,
): Problem[] {
  const shape = shapeProblem(order.action, `${path}/action`);
  if (shape) return [shape];
  if (order.action.type !== 'NONE' && !canAct(unit)) {
    return [
      problem(
        'UNIT_CANNOT_ACT',
        `${unit.id} cannot act (${unit.status}, ${unit.stress}): only NONE (SY-CA-2)`,
        `${path}/action`,
      ),
    ];
  }
  const out: Problem[] = [];
  const gunner = gunnerCheck(state, unit, order, `${path}/gunnerMainGun`);
  if (gunner) out.push(gunner);
  const action = actionCheck(state, unit, order.action, `${path}/action`);
  if (action) out.push(action);
  return out;
}

/** The one trigger of SY-DOG-6 may fire in the segment it was armed in. */
function sameSegmentAllowed(state: GameState): boolean {
  return state.dogfight !== null && state.dogfight.step === 4;
}

export function triggerProblems(
  state: GameState,
  unit: UnitState,
  t: FireAtWillTrigger,
  path: string,
): Check {
  if (!canAct(unit)) return problem('UNIT_CANNOT_ACT', `${unit.id} cannot act (SY-CA-2)`, path);
  if (!unit.fireAtWill)
    return problem('FAW_NOT_ARMED', `${unit.id} has no Fire at Will armed`, path);
  if (unit.fireAtWill.armedSegment >= state.segment && !sameSegmentAllowed(state)) {
    return problem(
      'FAW_SAME_SEGMENT',
      'Fire at Will fires in a later segment than the one it was armed in (SY-CA-10)',
      path,
    );
  }
  return attackCheck(state, unit, 'FIRE_AT_WILL', t.targetId, `${path}/targetId`);
}

/** COMBAT_ORDERS: at most one CombatOrder per active unit, and Fire-at-Will triggers. */
export function validateCombatSubmission(state: GameState, side: Side, sub: Submission): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  const followUp = sameSegmentAllowed(state);
  for (const { order, index } of ordersOfType<CombatOrder>(sub.orders, 'COMBAT')) {
    const path = `/orders/${index}`;
    const owned = ownUnit(state, side, order.unitId, `${path}/unitId`);
    if ('problem' in owned) {
      out.push(owned.problem);
      continue;
    }
    if (followUp || !state.active.includes(order.unitId)) {
      out.push(problem('UNIT_NOT_ACTIVE', `${order.unitId} is not active now`, `${path}/unitId`));
      continue;
    }
    if (seen.has(order.unitId)) {
      out.push(problem('MALFORMED', `a second combat order for ${order.unitId}`, path));
      continue;
    }
    seen.add(order.unitId);
    out.push(...combatOrderProblems(state, owned.unit, order, path));
  }
  const triggered = new Set<string>();
  for (const { order, index } of ordersOfType<FireAtWillTrigger>(sub.orders, 'FAW_TRIGGER')) {
    const path = `/orders/${index}`;
    const owned = ownUnit(state, side, order.unitId, `${path}/unitId`);
    if ('problem' in owned) {
      out.push(owned.problem);
      continue;
    }
    if (triggered.has(order.unitId)) {
      out.push(problem('DUPLICATE_TRIGGER', `a second trigger for ${order.unitId}`, path));
      continue;
    }
    triggered.add(order.unitId);
    const p = triggerProblems(state, owned.unit, order, path);
    if (p) out.push(p);
  }
  return out;
}

// ── legal orders ────────────────────────────────────────────────────────────────────────────────

function enemiesOnTable(state: GameState, unit: UnitState): UnitState[] {
  return state.units.filter(
    (u) =>
      u.side !== unit.side &&
      u.pos !== null &&
      (u.status === 'ON_TABLE' || u.status === 'ABANDONED'),
  );
}

function legal(state: GameState, unit: UnitState, order: CombatOrder): boolean {
  return combatOrderProblems(state, unit, order, '').length === 0;
}

/** Every legal CombatOrder of an active unit; ejections separately (one per legal hour). */
export function legalCombatOrders(
  state: GameState,
  unit: UnitState,
): { orders: CombatOrder[]; ejections: CombatOrder[] } {
  const none: CombatOrder = { type: 'COMBAT', unitId: unit.id, action: { type: 'NONE' } };
  if (!canAct(unit)) return { orders: [none], ejections: [] };
  const type = typeOf(unit);
  const enemies = enemiesOnTable(state, unit);
  const of = (action: CombatAction, gunnerMainGun?: MainGunPart): CombatOrder =>
    gunnerMainGun
      ? { type: 'COMBAT', unitId: unit.id, action, gunnerMainGun }
      : { type: 'COMBAT', unitId: unit.id, action };
  const candidates: CombatAction[] = [
    { type: 'COUNTERMEASURES' },
    { type: 'RAISE_SHIELDS' },
    { type: 'FIRE_AT_WILL' },
  ];
  const salvos: MainGunPart[] = [];
  for (const e of enemies) {
    if (
      combatPort.attackPossible(state, {
        weapon: 'MAIN_WEAPON',
        attackerId: unit.id,
        targetId: e.id,
      })
    ) {
      salvos.push({ type: 'MAIN_WEAPON_SALVO', targetId: e.id });
    }
  }
  const missileActions: CombatAction[] = [];
  for (const load of type.missileLoadout) {
    if (type.missileKind === 'GUIDED')
      missileActions.push({ type: 'LOCKED_MISSILE_LAUNCH', missileClass: load.class });
    if (type.missileKind === 'FRAGSHELL')
      missileActions.push({ type: 'MISSILE_SHOT', missileClass: load.class });
    if (type.missileKind === 'DUMB') {
      for (const e of enemies)
        missileActions.push({ type: 'MISSILE_SHOT', missileClass: load.class, targetId: e.id });
    }
  }
  if (type.missileKind === 'GUIDED') {
    for (const e of enemies) missileActions.push({ type: 'TARGET_LOCK', targetId: e.id });
  }
  const orders: CombatOrder[] = [none, ...salvos.map((s) => of(s as CombatAction))];
  for (const a of candidates) if (legal(state, unit, of(a))) orders.push(of(a));
  const gunner = type.specialFeatures.general.includes('GUNNER');
  for (const a of missileActions) {
    if (!legal(state, unit, of(a))) continue;
    orders.push(of(a));
    if (gunner) {
      for (const s of salvos) orders.push(of(a, s));
      orders.push(of(a, { type: 'FIRE_AT_WILL' }));
    }
  }
  const hours = legalEjectHours(state, unit.pos!);
  const ejections = (hours.length > 0 ? hours : [0]).map((h) =>
    of({ type: 'EJECT', direction: h }),
  );
  return { orders, ejections };
}

/** Legal triggers of one armed unit. */
export function legalTriggers(state: GameState, unit: UnitState): FireAtWillTrigger[] {
  const out: FireAtWillTrigger[] = [];
  for (const e of enemiesOnTable(state, unit)) {
    const t: FireAtWillTrigger = { type: 'FAW_TRIGGER', unitId: unit.id, targetId: e.id };
    // A trigger out of reach fails its attack check, the last of triggerProblems.
    const attack = { weapon: 'FIRE_AT_WILL', attackerId: unit.id, targetId: e.id } as const;
    if (combatPort.attackInReach(state, attack) && triggerProblems(state, unit, t, '') === null)
      out.push(t);
  }
  return out;
}

/** Chance of a random pilot ejecting when it could: rare, or random play would be all ejections. */
const EJECT_ONE_IN = 200;

type Category = 'SALVO' | 'MISSILE' | 'COUNTERMEASURES' | 'RAISE_SHIELDS' | 'FIRE_AT_WILL' | 'NONE';
const CATEGORIES: readonly Category[] = [
  'SALVO',
  'MISSILE',
  'COUNTERMEASURES',
  'RAISE_SHIELDS',
  'FIRE_AT_WILL',
  'NONE',
];

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const item = out[i];
    out[i] = out[j];
    out[j] = item;
  }
  return out;
}

/** A random legal salvo of `unit`, or null: enemies tried in random order. */
function randomSalvo(state: GameState, unit: UnitState, rng: Rng): MainGunPart | null {
  for (const e of shuffled(enemiesOnTable(state, unit), rng)) {
    if (
      combatPort.attackPossible(state, {
        weapon: 'MAIN_WEAPON',
        attackerId: unit.id,
        targetId: e.id,
      })
    ) {
      return { type: 'MAIN_WEAPON_SALVO', targetId: e.id };
    }
  }
  return null;
}

/** A random legal missile action of `unit`, or null. */
function randomMissileAction(state: GameState, unit: UnitState, rng: Rng): CombatAction | null {
  const type = typeOf(unit);
  const candidates: CombatAction[] = [];
  // Listed once: a dumb missile names a target for each class carried, a lock one for each.
  const named = type.missileKind === 'DUMB' || type.missileKind === 'GUIDED';
  const enemies = named ? enemiesOnTable(state, unit) : [];
  for (const load of type.missileLoadout) {
    if (unit.missiles[load.class] <= 0) continue;
    if (type.missileKind === 'GUIDED')
      candidates.push({ type: 'LOCKED_MISSILE_LAUNCH', missileClass: load.class });
    if (type.missileKind === 'FRAGSHELL')
      candidates.push({ type: 'MISSILE_SHOT', missileClass: load.class });
    if (type.missileKind === 'DUMB') {
      for (const e of enemies)
        candidates.push({ type: 'MISSILE_SHOT', missileClass: load.class, targetId: e.id });
    }
  }
  if (type.missileKind === 'GUIDED') {
    for (const e of enemies)
      if (e.status === 'ON_TABLE') candidates.push({ type: 'TARGET_LOCK', targetId: e.id });
  }
  for (const a of shuffled(candidates, rng)) {
    if (a.type === 'MISSILE_SHOT' && a.targetId !== undefined) {
      const shot = { weapon: 'DUMB_MISSILE', attackerId: unit.id, targetId: a.targetId } as const;
      if (!combatPort.attackInReach(state, shot)) continue;
    }
    if (actionCheck(state, unit, a, '') === null) return a;
  }
  return null;
}

/** A random legal combat order: a random kind of action first, so few candidates are checked. */
function randomCombatOrder(state: GameState, unit: UnitState, rng: Rng): CombatOrder {
  const of = (action: CombatAction, gunnerMainGun?: MainGunPart): CombatOrder =>
    gunnerMainGun
      ? { type: 'COMBAT', unitId: unit.id, action, gunnerMainGun }
      : { type: 'COMBAT', unitId: unit.id, action };
  if (rng.int(EJECT_ONE_IN) === 0) {
    const hours = legalEjectHours(state, unit.pos!);
    return of({ type: 'EJECT', direction: hours.length > 0 ? hours[rng.int(hours.length)] : 0 });
  }
  const start = rng.int(CATEGORIES.length);
  for (let k = 0; k < CATEGORIES.length; k++) {
    switch (CATEGORIES[(start + k) % CATEGORIES.length]) {
      case 'SALVO': {
        const salvo = randomSalvo(state, unit, rng);
        if (salvo) return of(salvo as CombatAction);
        break;
      }
      case 'MISSILE': {
        const action = randomMissileAction(state, unit, rng);
        if (!action) break;
        if (typeOf(unit).specialFeatures.general.includes('GUNNER') && rng.int(2) === 0) {
          const gun =
            rng.int(3) === 0 ? ({ type: 'FIRE_AT_WILL' } as const) : randomSalvo(state, unit, rng);
          if (gun) return of(action, gun);
        }
        return of(action);
      }
      case 'RAISE_SHIELDS':
        if (unit.shields < typeOf(unit).maxShields) return of({ type: 'RAISE_SHIELDS' });
        break;
      case 'COUNTERMEASURES':
        return of({ type: 'COUNTERMEASURES' });
      case 'FIRE_AT_WILL':
        return of({ type: 'FIRE_AT_WILL' });
      case 'NONE':
        return of({ type: 'NONE' });
    }
  }
  return of({ type: 'NONE' });
}

/** A random legal combat submission for `side`. */
export function sampleCombat(state: GameState, side: Side, rng: Rng): Submission {
  const orders: Submission['orders'] = [];
  const activeId = sameSegmentAllowed(state) ? null : activeUnitOf(state, side);
  if (activeId !== null) {
    const unit = getUnit(state, activeId);
    if (canAct(unit)) orders.push(randomCombatOrder(state, unit, rng));
  }
  const armed = sameSegmentAllowed(state)
    ? state.units
        .filter((u) => u.side === side && u.fireAtWill !== null && canAct(u))
        .map((u) => u.id)
    : armedUnits(state, side);
  for (const id of armed) {
    if (rng.int(2) !== 0) continue;
    const options = legalTriggers(state, getUnit(state, id));
    if (options.length > 0) orders.push(options[rng.int(options.length)]);
  }
  return { orders };
}

/** Every single combat order of the active unit, when no armed Fire at Will widens the choice. */
function combatChoices(state: GameState, side: Side): Submission[] | undefined {
  const id = activeUnitOf(state, side);
  const armed = state.units.some((u) => u.side === side && u.fireAtWill !== null && u.id !== id);
  if (armed || id === null) return undefined;
  const { orders, ejections } = legalCombatOrders(state, getUnit(state, id));
  return [...orders, ...ejections].map((o) => ({ orders: [o] }));
}

const combatOrders = {
  types: ['COMBAT', 'FAW_TRIGGER'] as const,
  note: 'At most one COMBAT order for the active unit, and FAW_TRIGGER orders (SY-CA).',
  rules: validateCombatSubmission,
  sample: sampleCombat,
  defaultOrder: (): Submission => ({ orders: [] }),
};

export const combatKind = sideKind({
  ...combatOrders,
  // SY-DOG-5: in a dogfight each unit fires in turn, in the open.
  simultaneous: (state) => !state.dogfight,
  id: segmentIds('combat'),
  prompt: segmentPrompt(
    (state) => `${when(state)}, segment ${state.segment}: combat order and Fire-at-Will triggers`,
  ),
  choices: combatChoices,
});

/** SY-DOG-6: the dogfight's first to fire may trigger the Fire at Will it armed, once. */
export const fireAtWillKind = sideKind({
  ...combatOrders,
  simultaneous: false,
  id: turnIds('dogfight.fire-at-will'),
  prompt: (state) => `${when(state)} (dogfight): trigger your Fire at Will, or not`,
});
