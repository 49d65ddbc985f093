/**
 * The turn (SE-TURN-1..6): Initiative, Movement (units alternate, SE-MOV-2), Combat (the same
 * alternation, SE-HIT-1), Action ([L2] repairs and jumps, ballistic impacts, SE-BAL-19, [L2]
 * critical checks), [L2] Morale and Reinforcements, End. The one place that says what opens after
 * a step closes.
 */
import type { StepContext } from '../../core/contract.js';
import type { Flow } from '../../core/define-ruleset.js';
import { nextPair } from './rules/alternation.js';
import { areaHits, torpedoHits, volleyHits } from './rules/ballistic.js';
import { endPhase } from './rules/end-phase.js';
import { rollGroup } from './rules/fire.js';
import { applyHits, rollInterception } from './rules/hits.js';
import { rollInitiative } from './rules/initiative.js';
import { anyDiceAvailable } from './rules/interception.js';
import { reactorOutput, unitOf, unitShips, unitsOfSide } from './rules/ships.js';
import { checkCommandRadius, loseContact } from './rules/squadrons.js';
import { storeEnergy } from './rules/systems.js';
import { criticalChecks } from './rules/level2/criticals.js';
import { isDriveJumps } from './rules/level2/jumps.js';
import { moralePhase, reinforcementsPhase } from './rules/level2/morale.js';
import { sidesOwingRepairs } from './rules/level2/repairs.js';
import {
  afterUnitMoved,
  isWaitingTracker,
  releaseTrackers,
  trackerDue,
} from './rules/level2/tracking.js';
import { freshPools, resolveAff } from './rules/level2/fighters/aff.js';
import {
  areaVsFlights,
  fighterCombatOwed,
  openFighterGroups,
  resetFighterTurn,
  stepFighterCombat,
} from './rules/level2/fighters/fighter-flow.js';
import type { SeState, Side } from './state.js';

/**
 * Units of a side with a ship in play that have not moved (or activated) this phase. [L2] In the
 * Movement Phase a tracker due to move is the only one; waiting trackers are left out (SE-CMD-TRACK).
 */
export function unactedUnits(s: SeState, side: Side): string[] {
  const all = unitsOfSide(s, side).filter(
    (u) => !unitShips(s, u).some((x) => s.acted.includes(x.id)),
  );
  if (s.phase !== 'movement' || !s.l2) return all;
  const due = trackerDue(s);
  if (due) return all.filter((u) => u === due.id);
  return all.filter((u) => !isWaitingTracker(s, u));
}

/** The side that owes the next unit, from the current pair of SE-MOV-2; null when all have acted. */
export function sideToAct(s: SeState): Side | null {
  if (!s.burst) return null;
  return s.burst.loser > 0 ? s.initiativeLoser : ((1 - s.initiativeLoser) as Side);
}

/** SE-MOV-2, SE-MOV-3: recompute the pair whenever it is used up or a side ran out of units. */
function ensureBurst(s: SeState): void {
  const loser = s.initiativeLoser;
  const l = unactedUnits(s, loser).length;
  const w = unactedUnits(s, (1 - loser) as Side).length;
  if (l + w === 0) {
    s.burst = null;
    return;
  }
  const b = s.burst;
  const stale =
    !b ||
    (b.loser === 0 && b.winner === 0) ||
    (b.loser > 0 && l === 0) ||
    (b.loser === 0 && w === 0);
  if (stale) s.burst = nextPair(l, w);
}

/** After a unit acted: count it off the pair ([L2] a tracker moves outside the pairs). */
export function unitActed(s: SeState, unit: string): void {
  const ships = unitShips(s, unit).map((x) => x.id);
  for (const id of ships) if (!s.acted.includes(id)) s.acted.push(id);
  if (s.phase === 'movement' && s.l2) {
    const tracker = trackerDue(s)?.id === unit;
    afterUnitMoved(s, unit, ships);
    if (tracker) return;
  }
  if (s.burst) {
    if (s.burst.loser > 0) s.burst.loser -= 1;
    else s.burst.winner = Math.max(0, s.burst.winner - 1);
  }
}

function startTurn(s: SeState, ctx: StepContext): void {
  loseContact(s, (e) => ctx.emit(e));
  for (const ship of s.ships) {
    if (ship.status !== 'active') continue;
    ship.reactorLeft = reactorOutput(ship);
    ship.outOfCommand = false;
  }
  ctx.emit({ type: 'turn.started', data: { turn: s.turn } });
  s.initiativeLoser = rollInitiative(s, ctx);
  resetFighterTurn(s);
  s.turnStarted = true;
  s.acted = [];
  s.burst = null;
}

/** A due tracker that left play meanwhile is skipped; true while a live one is due. */
function dropGoneTrackers(s: SeState): boolean {
  while (s.l2 && s.l2.trackDue.length > 0) {
    if (trackerDue(s)?.status === 'active') return true;
    s.l2.trackDue.shift();
  }
  return false;
}

function startCombat(s: SeState, ctx: StepContext): void {
  checkCommandRadius(s, (e) => ctx.emit(e));
  s.phase = 'combat';
  s.acted = [];
  s.burst = null;
  ctx.emit({ type: 'phase.started', data: { turn: s.turn, phase: 'combat' } });
}

function startAction(s: SeState, ctx: StepContext): void {
  for (const ship of s.ships) if (ship.status === 'active') storeEnergy(ship);
  s.phase = 'action';
  s.impacts = s.markers;
  s.markers = [];
  s.impactUnit = null;
  s.acted = [];
  ctx.emit({ type: 'phase.started', data: { turn: s.turn, phase: 'action' } });
  // SE-TURN-4 (a), SE-ACT-1: the sides that can repair something name their items first.
  if (s.l2) {
    s.l2.repairsOwed = sidesOwingRepairs(s);
    s.l2.jumpsDone = false;
  }
}

/**
 * SE-TURN-4 (b)..(d), SE-TURN-1: jumps once the repairs are in, then (after the impacts) the
 * critical checks, Morale and Reinforcements. False while a side still owes its repairs.
 */
function levelTwoBeforeImpacts(s: SeState, ctx: StepContext): boolean {
  if (!s.l2) return true;
  if (s.l2.repairsOwed.length > 0) return false;
  if (!s.l2.jumpsDone) {
    s.l2.jumpsDone = true;
    isDriveJumps(s, ctx);
  }
  return true;
}

function levelTwoAfterImpacts(s: SeState, ctx: StepContext): void {
  if (!s.l2) return;
  criticalChecks(s, ctx);
  moralePhase(s, ctx);
  reinforcementsPhase(s, ctx);
}

/** Drains queued hit groups: interception waits for the defender when it has dice to give. */
function drainHits(s: SeState, ctx: StepContext): boolean {
  while (s.hitQueue.length > 0) {
    const group = s.hitQueue[0];
    const target = s.ships.find((x) => x.id === group.target);
    if (!target || target.status !== 'active') {
      s.hitQueue.shift();
      continue;
    }
    if (anyDiceAvailable(s, target, group.hits, s.spent)) {
      s.hitQueue.shift();
      s.interception = { ...group, allocations: null };
      return false;
    }
    s.hitQueue.shift();
    applyHits(s, target, group.hits, ctx);
  }
  return true;
}

function resolveInterception(s: SeState, ctx: StepContext): void {
  const i = s.interception!;
  s.interception = null;
  const target = s.ships.find((x) => x.id === i.target);
  if (!target || target.status !== 'active') return;
  const surviving = rollInterception(s, target, i.hits, i.allocations ?? [], ctx);
  applyHits(s, target, surviving, ctx);
}

/** Rolls the next target group of the current activation; false while something waits. */
function stepActivation(s: SeState, ctx: StepContext): boolean {
  const a = s.activation!;
  while (a.queue.length > 0) {
    const group = a.queue.shift()!;
    const hits = rollGroup(s, group, ctx);
    if (hits.length > 0)
      s.hitQueue.push({
        attackingUnit: a.unit,
        attackerSide: a.side,
        target: group[0].target,
        hits,
      });
    if (!drainHits(s, ctx)) return false;
  }
  // SE-HIT-18: anti-fighter fire after the activation's anti-ship fire.
  if (a.aff) resolveAff(s, a.aff, ctx);
  for (const ship of s.ships)
    if (ship.status === 'active' && unitOf(ship) === a.unit) storeEnergy(ship);
  s.activation = null;
  return true;
}

/** SE-BAL-19: the next marker's impact; false while an interception waits. */
function stepImpacts(s: SeState, ctx: StepContext): boolean {
  while (s.impacts.length > 0) {
    const m = s.impacts.shift()!;
    // SE-INT-5, SE-BAL-15: pools refresh for each launching unit.
    if (m.launchUnit !== s.impactUnit) s.spent = freshPools(s);
    s.impactUnit = m.launchUnit;
    const groups =
      m.kind === 'torpedo'
        ? torpedoHits(s, m, ctx)
        : m.kind === 'volley'
          ? volleyHits(s, m, ctx)
          : areaHits(s, m);
    areaVsFlights(s, m, ctx);
    for (const g of groups)
      s.hitQueue.push({
        attackingUnit: m.launchUnit,
        attackerSide: m.side,
        target: g.target,
        hits: g.hits,
      });
    if (!drainHits(s, ctx)) return false;
  }
  return true;
}

export const flow: Flow<SeState, null> = {
  open(s) {
    if (s.phase === 'over') return null;
    if (s.interception)
      return { kind: 'intercept', seats: [1 - s.interception.attackerSide], at: null };
    if (s.phase === 'movement') {
      const side = trackerDue(s)?.side ?? sideToAct(s);
      if (side === null) {
        const group = s.fighters?.groupSide ?? null;
        return group === null ? null : { kind: 'move_fighters', seats: [group], at: null };
      }
      return { kind: s.declared ? 'move_execute' : 'move_declare', seats: [side], at: null };
    }
    if (s.phase === 'combat') {
      const side = sideToAct(s);
      if (side !== null) return { kind: 'fire', seats: [side], at: null };
      const owed = fighterCombatOwed(s);
      return owed.length === 0 ? null : { kind: 'fighter_combat', seats: owed, at: null };
    }
    if (s.phase === 'action' && s.l2 && s.l2.repairsOwed.length > 0)
      return { kind: 'actions', seats: [s.l2.repairsOwed[0]], at: null };
    return null;
  },

  advance(s, ctx) {
    for (;;) {
      if (s.phase === 'over') return;
      if (s.interception) {
        if (s.interception.allocations === null) return;
        resolveInterception(s, ctx);
        if (!drainHits(s, ctx)) return;
      }
      if (s.phase === 'movement') {
        if (!s.turnStarted) startTurn(s, ctx);
        if (s.declared) return;
        if (dropGoneTrackers(s)) return;
        ensureBurst(s);
        if (s.burst) return;
        if (releaseTrackers(s)) return;
        if (openFighterGroups(s)) return;
        startCombat(s, ctx);
        continue;
      }
      if (s.phase === 'combat') {
        if (s.activation && !stepActivation(s, ctx)) return;
        ensureBurst(s);
        if (s.burst) return;
        if (!stepFighterCombat(s, ctx)) return;
        startAction(s, ctx);
        continue;
      }
      if (s.phase === 'action') {
        if (!levelTwoBeforeImpacts(s, ctx)) return;
        if (!stepImpacts(s, ctx)) return;
        levelTwoAfterImpacts(s, ctx);
        endPhase(s, ctx);
        if (!s.ended) {
          s.phase = 'movement';
          s.turnStarted = false;
        }
        continue;
      }
    }
  },
};
