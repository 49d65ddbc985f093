/**
 * Declaring direct fire and rolling to hit (SE-HIT-1..19): the legality of a `fire` order, paying
 * for it, and one target group's to-hit rolls.
 */
import { distance } from '../../../geometry/index.js';
import type { StepContext } from '../../../core/contract.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { FireEntry, PendingHit, SeState, ShipState } from '../state.js';
import { inArc, position, sectionHit } from './bearings.js';
import { rangeDamageModifier } from './damage.js';
import { interceptValue } from './interception.js';
import { hasCommand, ownTargetModifier, silentRunning } from './level2/command-mods.js';
import { losProblem, terrainOnLine } from './level2/terrain/line-of-sight.js';
import { escorts, squadronScreens } from './screens.js';
import {
  earlyDamageDice,
  earlyFireProblem,
  earlyFireSurcharge,
  needsAmmo,
  spendAmmo,
  type EarlyFire,
} from './level2/weapon-rules.js';
import { ascendingBonus } from './level2/traits.js';
import { crewSkill, sensorOf, unitLeader, unitOf, unitShips } from './ships.js';
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
  pulseOf,
  pulseRolls,
  RANGE_EPSILON,
  rangeModifier,
  targetNumber,
  traitModifier,
} from './to-hit.js';

export const FireCodes = {
  cannotFire: 'E_CANNOT_FIRE',
  sensors: 'E_SENSORS_DESTROYED',
  destroyed: 'E_SYSTEM_DESTROYED',
  notReady: 'E_SYSTEM_NOT_READY',
  duplicate: 'E_DUPLICATE_SYSTEM_USE',
  friendly: 'E_FRIENDLY_TARGET',
  unknownTarget: 'E_UNKNOWN_TARGET',
  unknownShip: 'E_UNKNOWN_SHIP',
  unknownSystem: 'E_UNKNOWN_SYSTEM',
  arc: 'E_OUT_OF_ARC',
  range: 'E_OUT_OF_RANGE',
  minRange: 'E_MIN_RANGE',
  ballistic: 'E_BALLISTIC_WRONG_PHASE',
  energy: 'E_INSUFFICIENT_ENERGY',
  squadronTarget: 'E_SQUADRON_TARGET_RULE',
  splitTurret: 'E_SPLIT_TURRET',
  mode: 'E_MODE_INVALID',
  concentrate: 'E_CONCENTRATE_SINGLE_TARGET',
  ammo: 'E_NO_AMMO',
  noLos: 'E_NO_LOS',
} as const;

export interface FireDeclaration {
  ship: string;
  system: string;
  target: string;
  mode?: 'normal' | 'burst' | 'saturation';
  /** [L2] fire before full charge (SE-WPN-GEN-9, SE-TRAIT-ACCELERATING). */
  early?: EarlyFire | null;
}

/** SE-WPN-GEN-5, SE-WPN-GEN-9: what one declaration costs, an early beam's surcharge included. */
export function declarationCost(ship: ShipState, f: FireDeclaration): number {
  const st = systemState(ship, f.system);
  const cost = firingCost(ship, f.system);
  return st ? cost + earlyFireSurcharge(weaponOfSystem(ship, f.system), st, f.early, cost) : cost;
}

/** Why one system may not fire at one target now (SE-HIT-3, SE-TRAIT-MINIMUM_RANGE); null if it may. */
export function systemCannotFire(
  s: SeState,
  ship: ShipState,
  system: string,
  target: ShipState | undefined,
  early?: EarlyFire | null,
): Problem | null {
  if (ship.status !== 'active') return problem(FireCodes.cannotFire, `${ship.id} is not in play`);
  if (silentRunning(ship))
    return problem(FireCodes.cannotFire, `${ship.id} is running silent (SE-CMD-SILENT)`);
  if (!canUseWeapons(ship))
    return problem(FireCodes.sensors, `${ship.id} has no sensors (SE-WPN-GEN-6)`);
  const file = systemFile(ship, system);
  if (!file) return problem(FireCodes.unknownSystem, `${ship.id} has no system ${system}`);
  if (weaponsLeft(ship, system) <= 0)
    return problem(FireCodes.destroyed, `${system} has no weapons left`);
  const w = weaponOfSystem(ship, system);
  if (isBallistic(w))
    return problem(FireCodes.ballistic, `${w.name} launches in the Movement Phase (SE-BAL-1)`);
  if (systemState(ship, system)?.firedTurn === s.turn)
    return problem(FireCodes.duplicate, `${system} already fired this turn`);
  if (!isReady(ship, system)) {
    const why = early ? earlyFireProblem(s, w, systemState(ship, system)!, early) : null;
    if (!early || why !== null)
      return problem(
        early ? FireCodes.mode : FireCodes.notReady,
        why ?? `${system} is still charging (SE-WPN-GEN-2)`,
      );
  }
  if (needsAmmo(s, w) && ship.ammo <= 0)
    return problem(FireCodes.ammo, `${ship.id} has no ammunition left (SE-WPN-GEN-7)`);
  if (!target || target.status !== 'active')
    return problem(FireCodes.unknownTarget, 'no such enemy ship in play');
  if (target.side === ship.side)
    return problem(FireCodes.friendly, 'no weapon may target a friendly ship (SE-HIT-6)');
  if (!inArc(ship, file.arc, position(target)))
    return problem(FireCodes.arc, `${target.id} is outside ${file.arc} (SE-ARC-5)`);
  const range = distance(position(ship), position(target));
  if (range > w.max_range + RANGE_EPSILON)
    return problem(
      FireCodes.range,
      `${target.id} is ${range.toFixed(2)}" away; ${w.name} reaches ${w.max_range}"`,
    );
  if (w.traits.includes('minimum_range') && range < 0.2 * w.max_range - RANGE_EPSILON)
    return problem(FireCodes.minRange, `${w.name} cannot fire closer than ${0.2 * w.max_range}"`);
  const los = losProblem(s.terrain, position(ship), position(target), w);
  if (los) return problem(FireCodes.noLos, los);
  return null;
}

/** SE-HIT-2..5, SE-WPN-GEN-5: every problem with a unit's fire declarations. */
export function fireProblems(
  s: SeState,
  unit: string,
  fire: readonly FireDeclaration[],
): Problem[] {
  const out: Problem[] = [];
  const ships = unitShips(s, unit);
  const seen = new Set<string>();
  const cost: Record<string, number> = {};
  const targetUnits = new Set<string>();
  fire.forEach((f, i) => {
    const at = `/fire/${i}`;
    const ship = ships.find((x) => x.id === f.ship);
    if (!ship) {
      out.push(
        problem(FireCodes.unknownShip, `${f.ship} is not a ship of ${unit} in play`, `${at}/ship`),
      );
      return;
    }
    const key = `${f.ship}/${f.system}`;
    if (seen.has(key)) {
      out.push(
        problem(
          FireCodes.splitTurret,
          `${key} is declared twice: a system fires all its weapons at one target (SE-HIT-5)`,
          at,
        ),
      );
      return;
    }
    seen.add(key);
    const target = s.ships.find((x) => x.id === f.target);
    const p = systemCannotFire(s, ship, f.system, target, f.early);
    if (p) {
      out.push({
        ...p,
        path: `${at}/${p.code === FireCodes.unknownSystem || p.code === FireCodes.ballistic ? 'system' : 'target'}`,
      });
      return;
    }
    const w = weaponOfSystem(ship, f.system);
    if ((f.mode === 'burst' || f.mode === 'saturation') && pulseOf(w) === 0)
      out.push(problem(FireCodes.mode, `${w.name} is not a pulse weapon`, `${at}/mode`));
    cost[ship.id] = (cost[ship.id] ?? 0) + declarationCost(ship, f);
    if (target) targetUnits.add(unitOf(target));
  });
  for (const [id, c] of Object.entries(cost)) {
    const ship = ships.find((x) => x.id === id);
    if (ship && c > energyAvailable(ship) + 1e-9)
      out.push(
        problem(
          FireCodes.energy,
          `${id} needs ${c} energy and has ${energyAvailable(ship)} (SE-WPN-GEN-5)`,
          '/fire',
        ),
      );
  }
  // SE-CMD-CONC: a ship concentrating its fire has one anti-ship target.
  for (const ship of ships) {
    if (!hasCommand(ship, 'CONCENTRATE_FIREPOWER')) continue;
    const targets = new Set(fire.filter((f) => f.ship === ship.id).map((f) => f.target));
    if (targets.size > 1)
      out.push(
        problem(
          FireCodes.concentrate,
          `${ship.id} concentrates its fire on one ship (SE-CMD-CONC)`,
          '/fire',
        ),
      );
  }
  // SE-HIT-4: a squadron's anti-ship fire goes at one enemy unit per Combat Phase.
  const squadron = s.squadrons.find((q) => q.id === unit);
  if (squadron) {
    const earlier = s.squadronTargets[unit];
    if (earlier !== undefined) targetUnits.add(earlier);
    if (targetUnits.size > 1)
      out.push(
        problem(
          FireCodes.squadronTarget,
          `${unit} may fire at one enemy unit only (SE-HIT-4)`,
          '/fire',
        ),
      );
  }
  return out;
}

/**
 * The squadron-level shorthand: every ready direct-fire system of the unit that can reach `target`
 * fires at it, in ship then system order, while energy lasts.
 */
export function fireAllAt(
  s: SeState,
  unit: string,
  target: string,
  already: readonly FireDeclaration[] = [],
): FireDeclaration[] {
  const out = [...already];
  const t = s.ships.find((x) => x.id === target);
  for (const ship of unitShips(s, unit)) {
    let budget =
      energyAvailable(ship) -
      already.filter((f) => f.ship === ship.id).reduce((n, f) => n + firingCost(ship, f.system), 0);
    for (const st of ship.systems) {
      if (out.some((f) => f.ship === ship.id && f.system === st.id)) continue;
      if (systemCannotFire(s, ship, st.id, t) !== null) continue;
      const c = firingCost(ship, st.id);
      if (c > budget + 1e-9) continue;
      budget -= c;
      out.push({ ship: ship.id, system: st.id, target });
    }
  }
  return out;
}

/** SE-HIT-18, SE-WPN-GEN-5, SE-WPN-GEN-3: pay, mark fired and group the fire by target in order. */
export function declareFire(
  s: SeState,
  unit: string,
  fire: readonly FireDeclaration[],
): FireEntry[][] {
  const groups: FireEntry[][] = [];
  for (const f of fire) {
    const ship = s.ships.find((x) => x.id === f.ship)!;
    const w = weaponOfSystem(ship, f.system);
    payEnergy(ship, declarationCost(ship, f));
    spendAmmo(s, ship, w);
    const dice = earlyDamageDice(w, systemState(ship, f.system)!, f.early);
    markFired(ship, f.system, s.turn);
    const mode = pulseOf(w) > 0 ? (f.mode === 'saturation' ? 'saturation' : 'burst') : 'normal';
    const entry: FireEntry = {
      ship: f.ship,
      system: f.system,
      target: f.target,
      mode,
      ...(dice !== undefined ? { dice } : {}),
    };
    const group = groups.find((g) => g[0].target === f.target);
    if (group) group.push(entry);
    else groups.push([entry]);
    const target = s.ships.find((x) => x.id === f.target);
    if (target && s.squadrons.some((q) => q.id === unit)) s.squadronTargets[unit] = unitOf(target);
  }
  return groups;
}

/**
 * The parts of SE-HIT-8 for `ship` at `target` that do not depend on where either stands or points:
 * a bot weighing many places for one ship works them out once (`directTargetNumber`'s `steady`).
 */
export interface SteadyTargetTerms {
  skill: number;
  defenseRating: number;
  crippled: number;
  outOfCommand: number;
  commands: number;
  /** The attacker's sensor rating (SE-HIT-9). */
  sensor: number;
  /** The attacker's unit leader in `s`, from which squadron screens are traced (SE-HIT-11). */
  leader: ShipState | undefined;
}

export function steadyTargetTerms(
  s: SeState,
  ship: ShipState,
  target: ShipState,
): SteadyTargetTerms {
  return {
    skill: crewSkill(ship).combatSkill,
    defenseRating: defenseRating(target),
    ...attackerPenalties(ship),
    commands: ownTargetModifier(ship),
    sensor: sensorOf(ship),
    leader: unitLeader(s, unitOf(ship)),
  };
}

/** SE-HIT-8 for direct fire: every part of the target number of `ship` at `target`. */
export function directTargetNumber(
  s: SeState,
  ship: ShipState,
  target: ShipState,
  tnShift: number,
  traits: number,
  steady: SteadyTargetTerms = steadyTargetTerms(s, ship, target),
): number {
  const origin = position(ship);
  const range = distance(origin, position(target));
  return targetNumber({
    skill: steady.skill,
    defenseRating: steady.defenseRating,
    facing: facingOf(sectionHit(target, origin)),
    range: rangeModifier(range, steady.sensor),
    escorts: escorts(s, origin, target),
    squadronScreens: squadronScreens(s, position(steady.leader ?? ship), target),
    crippled: steady.crippled,
    outOfCommand: steady.outOfCommand,
    traits,
    saturation: tnShift,
    commands: steady.commands,
    terrain: terrainOnLine(s.terrain, origin, position(target)).tn,
  });
}

/** SE-HIT-13..18: the to-hit rolls of one target group; every hit scored, in order. */
export function rollGroup(s: SeState, group: readonly FireEntry[], ctx: StepContext): PendingHit[] {
  const hits: PendingHit[] = [];
  for (const e of group) {
    const ship = s.ships.find((x) => x.id === e.ship)!;
    const target = s.ships.find((x) => x.id === e.target);
    const w = weaponOfSystem(ship, e.system);
    if (!target || target.status !== 'active') {
      ctx.emit({ type: 'fire.lost', data: { ship: ship.id, system: e.system, target: e.target } });
      continue;
    }
    const weapons = weaponsLeft(ship, e.system);
    const pulse = pulseOf(w);
    const plan =
      pulse > 0
        ? pulseRolls(
            weapons,
            pulse,
            e.mode === 'saturation' ? 'saturation' : 'burst',
            s.options.pulseCombinedRoll,
          )
        : { factors: [weapons], tnShift: 0 };
    const tn = directTargetNumber(s, ship, target, plan.tnShift, traitModifier(w));
    const rolls = ctx.dice.roll({
      purpose: `to-hit: ${ship.id} ${e.system} (${w.name}) at ${target.id}, TN ${tn}`,
      sides: 10,
      count: plan.factors.length,
      seat: ship.side,
    });
    const n = rolls.reduce((sum, r, i) => sum + factorHits(r, tn, plan.factors[i]), 0);
    const range = distance(position(ship), position(target));
    const section = sectionHit(target, position(ship));
    ctx.emit({
      type: 'attack.rolled',
      data: { ship: ship.id, system: e.system, target: target.id, tn, rolls, hits: n, section },
    });
    const dieModifier =
      rangeDamageModifier(w, range, true) +
      terrainOnLine(s.terrain, position(ship), position(target)).dieModifier;
    // SE-TRAIT-ASCENDING [L2]: every die of every hit of a roll gets TN − roll (at least 0).
    const ascending = s.options.level2 && w.traits.includes('ascending');
    rolls.forEach((r, i) => {
      const bonus = ascending ? ascendingBonus(tn, r) : 0;
      for (let k = 0; k < factorHits(r, tn, plan.factors[i]); k++)
        hits.push({
          id: `h-${s.nextHit++}`,
          attacker: ship.id,
          system: e.system,
          weapon: w.id,
          int: interceptValue(w),
          pulse: pulse > 0,
          ...(e.dice !== undefined ? { dice: e.dice } : {}),
          dieModifier: dieModifier + bonus,
          origin: { x: ship.x, y: ship.y },
          section,
        });
    });
  }
  return hits;
}
