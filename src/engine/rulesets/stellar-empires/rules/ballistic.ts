/**
 * Ballistic, volley, torpedo and area weapons (SE-BAL-1..19): launches in the Movement Phase,
 * impacts at the end of the Action Phase in launch order.
 */
import { distance, moveAlongDegrees, swapDegreesConvention, vec } from '../../../geometry/index.js';
import type { StepContext } from '../../../core/contract.js';
import { problem, type Problem } from '../../../core/problems.js';
import { weaponDef, type WeaponFile } from '../data/data.js';
import type { BallisticMarker, PendingHit, SeState, ShipState } from '../state.js';
import { inArc, position, sectionHit } from './bearings.js';
import { FireCodes } from './fire.js';
import { ownTargetModifier, silentRunning } from './level2/command-mods.js';
import { needsAmmo, spendAmmo } from './level2/weapon-rules.js';
import {
  interceptValue,
  ratings,
  dieSidesFor,
  interceptRollModifier,
  interceptSucceeds,
} from './interception.js';
import { escorts, squadronScreens } from './screens.js';
import { crewSkill, unitLeader, unitShips } from './ships.js';
import {
  canUseWeapons,
  energyAvailable,
  firingCost,
  isBallistic,
  isReady,
  markFired,
  payEnergy,
  systemFile,
  systemState,
  weaponOfSystem,
  weaponsLeft,
} from './systems.js';
import {
  attackerPenalties,
  defenseRating,
  facingOf,
  factorHits,
  RANGE_EPSILON,
  targetNumber,
  traitModifier,
} from './to-hit.js';
import { losProblem, terrainOnLine } from './level2/terrain/line-of-sight.js';

export const LaunchCodes = {
  salvo: 'E_SALVO_LIMIT',
  volleyTarget: 'E_VOLLEY_TARGET',
} as const;

export type Launch =
  | { ship: string; system: string; kind: 'volley'; target_unit: string }
  | { ship: string; system: string; kind: 'torpedo'; targets: { ship: string; count: number }[] }
  | { ship: string; system: string; kind: 'aoe'; point: { distance: number; bearing: number } };

export function launchKind(w: WeaponFile): Launch['kind'] {
  if (w.traits.includes('area_effect')) return 'aoe';
  return w.volley_rating !== undefined ? 'volley' : 'torpedo';
}

/** SE-BAL-16: the target point, measured from the launching ship's starting position. */
export function aoePoint(
  ship: ShipState,
  p: { distance: number; bearing: number },
): { x: number; y: number } {
  const at = moveAlongDegrees(position(ship), swapDegreesConvention(p.bearing), p.distance);
  return { x: at.x, y: at.y };
}

function launchProblem(s: SeState, ship: ShipState, launch: Launch): Problem | null {
  const file = systemFile(ship, launch.system);
  if (!file)
    return problem(FireCodes.unknownSystem, `${ship.id} has no system ${launch.system}`, 'system');
  if (silentRunning(ship))
    return problem(FireCodes.cannotFire, `${ship.id} is running silent (SE-CMD-SILENT)`, 'ship');
  if (!canUseWeapons(ship)) return problem(FireCodes.sensors, `${ship.id} has no sensors`, 'ship');
  if (weaponsLeft(ship, launch.system) <= 0)
    return problem(FireCodes.destroyed, `${launch.system} has no weapons left`, 'system');
  const w = weaponOfSystem(ship, launch.system);
  if (!isBallistic(w))
    return problem(FireCodes.ballistic, `${w.name} is direct fire (SE-BAL-1)`, 'system');
  if (launchKind(w) !== launch.kind)
    return problem(FireCodes.ballistic, `${w.name} launches as ${launchKind(w)}`, 'kind');
  if (systemState(ship, launch.system)?.firedTurn === s.turn)
    return problem(FireCodes.duplicate, `${launch.system} already launched`, 'system');
  if (!isReady(ship, launch.system))
    return problem(FireCodes.notReady, `${launch.system} is still charging`, 'system');
  if (needsAmmo(s, w) && ship.ammo <= 0)
    return problem(FireCodes.ammo, `${ship.id} has no ammunition left (SE-WPN-GEN-7)`, 'system');
  const from = position(ship);
  if (launch.kind === 'torpedo') {
    const total = launch.targets.reduce((n, t) => n + t.count, 0);
    const distinct = new Set(launch.targets.map((t) => t.ship));
    if (
      distinct.size !== launch.targets.length ||
      launch.targets.length > (w.salvo_rating ?? 1) ||
      total !== weaponsLeft(ship, launch.system)
    )
      return problem(
        LaunchCodes.salvo,
        `a salvo splits all ${weaponsLeft(ship, launch.system)} torpedoes over at most ${w.salvo_rating ?? 1} ships (SE-BAL-13)`,
        'targets',
      );
    for (const t of launch.targets) {
      const target = s.ships.find((x) => x.id === t.ship);
      if (!target || target.status !== 'active')
        return problem(FireCodes.unknownTarget, `no ship ${t.ship} in play`, 'targets');
      if (target.side === ship.side)
        return problem(FireCodes.friendly, 'torpedoes at a friendly ship', 'targets');
      if (!inArc(ship, file.arc, position(target)))
        return problem(FireCodes.arc, `${t.ship} is outside ${file.arc}`, 'targets');
      if (distance(from, position(target)) > w.max_range + RANGE_EPSILON)
        return problem(FireCodes.range, `${t.ship} is beyond ${w.max_range}"`, 'targets');
      const los = losProblem(s.terrain, from, position(target), w);
      if (los) return problem(FireCodes.noLos, los, 'targets');
    }
    return null;
  }
  if (launch.kind === 'volley') {
    const targets = unitShips(s, launch.target_unit);
    if (targets.length === 0 || targets[0].side === ship.side)
      return problem(
        LaunchCodes.volleyTarget,
        `${launch.target_unit} is not an enemy unit in play`,
        'target_unit',
      );
    if (!targets.some((t) => inArc(ship, file.arc, position(t))))
      return problem(
        FireCodes.arc,
        `no ship of ${launch.target_unit} is in ${file.arc}`,
        'target_unit',
      );
    if (targets.every((t) => losProblem(s.terrain, from, position(t), w) !== null))
      return problem(FireCodes.noLos, 'no ship of the target unit is in sight', 'target_unit');
    const far = Math.max(...targets.map((t) => distance(from, position(t))));
    if (far > w.max_range + RANGE_EPSILON)
      return problem(
        FireCodes.range,
        `the farthest ship of ${launch.target_unit} is beyond ${w.max_range}"`,
        'target_unit',
      );
    return null;
  }
  const point = aoePoint(ship, launch.point);
  if (launch.point.distance > w.max_range + RANGE_EPSILON)
    return problem(FireCodes.range, `the point is beyond ${w.max_range}"`, 'point');
  if (!inArc(ship, file.arc, vec(point.x, point.y)))
    return problem(FireCodes.arc, `the point is outside ${file.arc}`, 'point');
  const los = losProblem(s.terrain, from, vec(point.x, point.y), w);
  if (los) return problem(FireCodes.noLos, los, 'point');
  return null;
}

/** SE-BAL-1, SE-BAL-2, SE-BAL-13, SE-WPN-GEN-5: every problem with a unit's launches. */
export function launchProblems(s: SeState, unit: string, launches: readonly Launch[]): Problem[] {
  const out: Problem[] = [];
  const ships = unitShips(s, unit);
  const seen = new Set<string>();
  const cost: Record<string, number> = {};
  const ammo: Record<string, number> = {};
  launches.forEach((l, i) => {
    const ship = ships.find((x) => x.id === l.ship);
    if (!ship) {
      out.push(
        problem(
          FireCodes.unknownShip,
          `${l.ship} is not a ship of ${unit} in play`,
          `/launches/${i}/ship`,
        ),
      );
      return;
    }
    if (seen.has(`${l.ship}/${l.system}`)) {
      out.push(
        problem(FireCodes.duplicate, `${l.ship}/${l.system} launches twice`, `/launches/${i}`),
      );
      return;
    }
    seen.add(`${l.ship}/${l.system}`);
    const p = launchProblem(s, ship, l);
    if (p) out.push({ ...p, path: `/launches/${i}/${p.path}` });
    else {
      cost[ship.id] = (cost[ship.id] ?? 0) + firingCost(ship, l.system);
      if (needsAmmo(s, weaponOfSystem(ship, l.system))) ammo[ship.id] = (ammo[ship.id] ?? 0) + 1;
    }
  });
  // SE-WPN-GEN-7: one point per launching system, from one pool per ship.
  for (const [id, n] of Object.entries(ammo)) {
    const ship = ships.find((x) => x.id === id)!;
    if (n > ship.ammo)
      out.push(
        problem(
          FireCodes.ammo,
          `${id} has ${ship.ammo} ammunition for ${n} launchers`,
          '/launches',
        ),
      );
  }
  for (const [id, c] of Object.entries(cost)) {
    const ship = ships.find((x) => x.id === id)!;
    if (c > energyAvailable(ship) + 1e-9)
      out.push(problem(FireCodes.energy, `${id} cannot pay ${c} energy`, '/launches'));
  }
  return out;
}

/**
 * SE-BAL-1, SE-BAL-8: places markers for legal launches. Volleys of one weapon type from one unit
 * at one target unit merge into one marker launched from the command ship's position.
 */
export function launch(
  s: SeState,
  unit: string,
  launches: readonly Launch[],
  ctx: StepContext,
): void {
  const leader = unitLeader(s, unit)!;
  for (const l of launches) {
    const ship = s.ships.find((x) => x.id === l.ship)!;
    const w = weaponOfSystem(ship, l.system);
    const count = weaponsLeft(ship, l.system);
    payEnergy(ship, firingCost(ship, l.system));
    spendAmmo(s, ship, w);
    markFired(ship, l.system, s.turn);
    const snapshot = {
      skill: crewSkill(ship).combatSkill,
      ownModifier: attackerPenalties(ship).crippled + ownTargetModifier(ship),
    };
    if (l.kind === 'volley') {
      const v = count * (w.volley_rating ?? 1);
      const same = s.markers.find(
        (m) =>
          m.kind === 'volley' &&
          m.launchUnit === unit &&
          m.weapon === w.id &&
          m.targetUnit === l.target_unit,
      );
      if (same) {
        same.strength = (same.strength ?? 0) + v;
        continue;
      }
      const lead = {
        skill: crewSkill(leader).combatSkill,
        ownModifier: attackerPenalties(leader).crippled + ownTargetModifier(leader),
      };
      s.markers.push({
        id: `m-${s.nextMarker++}`,
        kind: 'volley',
        side: ship.side,
        launchUnit: unit,
        launchShip: leader.id,
        launchPoint: { x: leader.x, y: leader.y },
        weapon: w.id,
        targetUnit: l.target_unit,
        strength: v,
        ...lead,
      });
    } else if (l.kind === 'torpedo') {
      s.markers.push({
        id: `m-${s.nextMarker++}`,
        kind: 'torpedo',
        side: ship.side,
        launchUnit: unit,
        launchShip: ship.id,
        launchPoint: { x: ship.x, y: ship.y },
        weapon: w.id,
        targets: l.targets.map((t) => ({ ...t })),
        ...snapshot,
      });
    } else {
      s.markers.push({
        id: `m-${s.nextMarker++}`,
        kind: 'aoe',
        side: ship.side,
        launchUnit: unit,
        launchShip: ship.id,
        launchPoint: { x: ship.x, y: ship.y },
        weapon: w.id,
        point: aoePoint(ship, l.point),
        count,
        ...snapshot,
      });
    }
  }
  if (launches.length > 0)
    ctx.emit({
      type: 'ballistics.launched',
      data: {
        unit,
        launches: launches.map((l) => ({ ship: l.ship, system: l.system, kind: l.kind })),
      },
    });
}

/** SE-BAL-4: the ballistic target number (no sensor range modifier, SE-Q-25). */
export function ballisticTargetNumber(s: SeState, m: BallisticMarker, target: ShipState): number {
  const origin = vec(m.launchPoint.x, m.launchPoint.y);
  const launcher = s.ships.find((x) => x.id === m.launchShip);
  return targetNumber({
    skill: m.skill,
    defenseRating: defenseRating(target),
    facing: facingOf(sectionHit(target, origin)),
    range: 0,
    escorts: escorts(s, origin, target),
    squadronScreens: squadronScreens(s, origin, target),
    crippled: m.ownModifier,
    outOfCommand: launcher?.outOfCommand ? -1 : 0,
    traits: traitModifier(weaponDef(m.weapon)),
    saturation: 0,
    // SE-BAL-4: terrain from the launch point, at impact (blocking was checked at launch).
    terrain: terrainOnLine(s.terrain, origin, position(target)).tn,
  });
}

function hitsOn(s: SeState, m: BallisticMarker, target: ShipState, n: number): PendingHit[] {
  const w = weaponDef(m.weapon);
  const origin = vec(m.launchPoint.x, m.launchPoint.y);
  const section = sectionHit(target, origin);
  return Array.from({ length: n }, () => ({
    id: `h-${s.nextHit++}`,
    attacker: m.launchShip,
    system: m.id,
    weapon: w.id,
    int: m.kind === 'torpedo' ? interceptValue(w) : 0,
    pulse: false,
    dieModifier: 0,
    origin: { ...m.launchPoint },
    section,
  }));
}

/** SE-BAL-7, SE-BAL-14: a torpedo marker's to-hit rolls, per target still in play. */
export function torpedoHits(
  s: SeState,
  m: BallisticMarker,
  ctx: StepContext,
): { target: string; hits: PendingHit[] }[] {
  const out: { target: string; hits: PendingHit[] }[] = [];
  for (const t of m.targets ?? []) {
    const target = s.ships.find((x) => x.id === t.ship);
    if (!target || target.status !== 'active') {
      ctx.emit({ type: 'torpedo.lost', data: { marker: m.id, target: t.ship } });
      continue;
    }
    const tn = ballisticTargetNumber(s, m, target);
    const [roll] = ctx.dice.roll({
      purpose: `torpedo to-hit: ${m.id} (${t.count}) at ${target.id}, TN ${tn}`,
      sides: 10,
      seat: m.side,
    });
    const n = factorHits(roll, tn, t.count);
    ctx.emit({
      type: 'attack.rolled',
      data: { marker: m.id, target: target.id, tn, rolls: [roll], hits: n },
    });
    if (n > 0) out.push({ target: target.id, hits: hitsOn(s, m, target, n) });
  }
  return out;
}

/** SE-BAL-10: each target ship's volley dice; every success removes one from V. */
export function interceptVolley(
  s: SeState,
  strength: number,
  int: number,
  targets: readonly ShipState[],
  ctx: StepContext,
): number {
  let v = strength;
  for (const t of targets) {
    const dice = ratings(t).volley;
    if (dice <= 0 || v <= 0) continue;
    const faces = ctx.dice.roll({
      purpose: `volley interception by ${t.id}`,
      sides: dieSidesFor(s, t),
      count: dice,
      seat: t.side,
    });
    v -= faces.filter((f) => interceptSucceeds(f, interceptRollModifier(t), int)).length;
  }
  return Math.max(0, v);
}

/** SE-BAL-11: floor(V/n) each, the remainder one each to the ships nearest the launch point. */
export function allocateVolley(
  strength: number,
  targets: readonly ShipState[],
  launchPoint: { x: number; y: number },
): Map<string, number> {
  const n = targets.length;
  const out = new Map<string, number>();
  if (n === 0) return out;
  const order = [...targets].sort(
    (a, b) =>
      distance(position(a), launchPoint) - distance(position(b), launchPoint) ||
      (a.id < b.id ? -1 : 1),
  );
  const each = Math.floor(strength / n);
  order.forEach((t, i) => out.set(t.id, each + (i < strength % n ? 1 : 0)));
  return out;
}

/** SE-BAL-9..12: a volley's impact: interception, allocation, then one roll per ship. */
export function volleyHits(
  s: SeState,
  m: BallisticMarker,
  ctx: StepContext,
): { target: string; hits: PendingHit[] }[] {
  const targets = unitShips(s, m.targetUnit ?? '').filter((t) => t.side !== m.side);
  if (targets.length === 0) {
    ctx.emit({ type: 'volley.lost', data: { marker: m.id } });
    return [];
  }
  const w = weaponDef(m.weapon);
  const v = interceptVolley(s, m.strength ?? 0, interceptValue(w), targets, ctx);
  const allocation = allocateVolley(v, targets, m.launchPoint);
  ctx.emit({
    type: 'volley.arrived',
    data: {
      marker: m.id,
      strength: m.strength,
      after_interception: v,
      allocation: Object.fromEntries(allocation),
    },
  });
  const out: { target: string; hits: PendingHit[] }[] = [];
  for (const t of targets) {
    const k = allocation.get(t.id) ?? 0;
    if (k <= 0) continue;
    const tn = ballisticTargetNumber(s, m, t);
    const [roll] = ctx.dice.roll({
      purpose: `volley to-hit: ${m.id} (${k}) at ${t.id}, TN ${tn}`,
      sides: 10,
      seat: m.side,
    });
    const n = factorHits(roll, tn, k);
    ctx.emit({
      type: 'attack.rolled',
      data: { marker: m.id, target: t.id, tn, rolls: [roll], hits: n },
    });
    if (n > 0) out.push({ target: t.id, hits: hitsOn(s, m, t, n) });
  }
  return out;
}

/** SE-BAL-16, SE-BAL-17: every ship within the radius is hit once per weapon, from the centre. */
export function areaHits(s: SeState, m: BallisticMarker): { target: string; hits: PendingHit[] }[] {
  const w = weaponDef(m.weapon);
  const radius = w.aoe_radius ?? 2;
  const centre = vec(m.point!.x, m.point!.y);
  const out: { target: string; hits: PendingHit[] }[] = [];
  for (const t of s.ships) {
    if (t.status !== 'active' || distance(position(t), centre) > radius + RANGE_EPSILON) continue;
    const section = sectionHit(t, centre);
    out.push({
      target: t.id,
      hits: Array.from({ length: m.count ?? 1 }, () => ({
        id: `h-${s.nextHit++}`,
        attacker: m.launchShip,
        system: m.id,
        weapon: w.id,
        int: 0,
        pulse: false,
        dieModifier: 0,
        origin: { ...m.point! },
        section,
      })),
    });
  }
  return out;
}
