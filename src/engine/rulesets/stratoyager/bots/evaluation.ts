/**
 * Stratoyager for the search bot: a game cut short is judged by the points each side would score
 * now (SY-VIC-3) and what else a fit to outcomes found worth weighing (`features`).
 */
import { fittedOdds, shareOfTurnsPlayed, type Evaluation } from '../../../bots/evaluation.js';
import type { GameState, Side, UnitState } from '../model.js';
import { scores } from '../rules/victory.js';
import { unitType } from '../units/index.js';
import { attackWorth } from './assess.js';
import { isPlaced, type Placed } from './situation.js';

/**
 * `features`' weights, fitted to outcomes: logistic regressions of heuristic self-play, both seats
 * at every turn boundary and every 16th order (bench/evaluation-fit.ts, ridge 0.00001;
 * docs/decisions/0067-stratoyager-evaluation-fitted-to-outcomes.md), one for each scenario, which
 * differ (in a dogfight a kill ends the game, so points are never ahead before the end, and hull
 * damage late is worth little: it ends in a draw), and one pooled over both for other setups.
 */
export const FITTED_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  // 1200 games.
  dogfight: [0, 7.12, 0.96, 0, 0, 0, 0.63, -5.78, 0],
  // 600 games.
  'pilot-episode': [8.28, 10.53, 6.55, -0.4, 0.51, 5.45, 1.83, 9.87, 5.38],
  // 600 games of each.
  pooled: [9.0, 5.28, 1.83, -0.18, 0.31, 5.57, 1.3, 0.61, 11.61],
};

/** The weights for a game: its scenario's, or the pooled ones for a custom setup. */
export function weightsFor(state: GameState): readonly number[] {
  return FITTED_WEIGHTS[state.scenarioId ?? 'pooled'] ?? FITTED_WEIGHTS.pooled;
}

/** How likely `seat` is to win from `state`: a logistic of the fitted features. */
export const evaluate: Evaluation<GameState> = (state, seat) =>
  fittedOdds(features(state, seat), weightsFor(state));

/** The names of `features`' entries, in order. */
export const FEATURE_NAMES = [
  'points',
  'hull',
  'shields',
  'missiles',
  'locks',
  'inbound',
  'aim',
  'hull-late',
  'points-late',
] as const;

/** Units that still fight: in reserve, on the table, or off it meaning to return. */
function fighting(u: UnitState): boolean {
  return u.status === 'RESERVE' || u.status === 'ON_TABLE' || u.status === 'OFF_TABLE';
}

/**
 * What a fitted evaluation may weigh, each of `seat`'s side less the other's, as shares of all the
 * units' points unless said: points as scored now (SY-VIC-3, pilot tokens included); structure
 * knocked off the other side's units, as its share of each unit's points, a unit out of the fight
 * (destroyed, wrecked, abandoned, withdrawn) in full, so that a kill counts where the points never
 * led before the end (a dogfight); shield levels knocked off fighting units likewise; missiles left
 * as damage dice (share of both sides'); target locks held on a fighting enemy (share of the
 * units); damage dice of missiles in flight at the other side less at this one (landing in LMD,
 * SY-LOCK-6); aim, each unit's best main-weapon shot from where it stands on an enemy
 * (`attackWorth`, the pilot's own odds); and the structure and points leads again times the share
 * of the turns played (SY-END-1: six, a seventh on a roll), since damage late has less time to
 * become a kill and a points lead late is nearer a win.
 */
export function features(state: GameState, seat: number): number[] {
  const mine: Side = seat === 1 ? 1 : 0;
  const lead = (f: (side: Side) => number) => f(mine) - f(mine === 0 ? 1 : 0);
  let total = 0;
  let units = 0;
  const byId = new Map<string, UnitState>();
  for (const u of state.units) {
    total += unitType(u.typeId).points;
    units++;
    byId.set(u.id, u);
  }
  total = Math.max(1, total);
  const points = scores(state, null);
  // Harm done by `side` to the other's units, in points: structure (a unit out of the fight in
  // full) or shields (of units still fighting).
  const harm = (side: Side, shields: boolean) =>
    state.units.reduce((n, u) => {
      if (u.side === side) return n;
      const type = unitType(u.typeId);
      if (!fighting(u)) return shields ? n : n + type.points;
      const lost = shields ? type.maxShields - u.shields : type.structure - u.structure;
      return n + (lost / type.structure) * type.points;
    }, 0);
  const dice = (u: UnitState) =>
    unitType(u.typeId).missileLoadout.reduce((n, l) => n + u.missiles[l.class] * l.damageDice, 0);
  const missiles = (side: Side) =>
    state.units.reduce((n, u) => (u.side === side && fighting(u) ? n + dice(u) : n), 0);
  const allMissiles = missiles(0) + missiles(1);
  const locks = (side: Side) =>
    state.units.filter((u) => {
      if (u.side !== side || !fighting(u) || !u.targetLock) return false;
      const target = byId.get(u.targetLock.targetId);
      return target !== undefined && fighting(target);
    }).length;
  const inbound = (side: Side) =>
    state.missiles.reduce((n, m) => {
      const target = byId.get(m.targetId);
      return target && target.side !== side ? n + m.damageDice : n;
    }, 0);
  const field = { units: state.units, obstacles: state.obstacles };
  const placed = state.units.filter((u): u is Placed => u.status === 'ON_TABLE' && isPlaced(u));
  const aim = (side: Side) =>
    placed.reduce((n, u) => {
      if (u.side !== side) return n;
      let best = 0;
      for (const t of placed)
        if (t.side !== side) best = Math.max(best, attackWorth(field, 'MAIN_WEAPON', u, t));
      return n + best;
    }, 0);
  const played = shareOfTurnsPlayed(state.turn, state.config.baseTurns + 1);
  const pointsLead = lead((s) => points[s]) / total;
  const hullLead = lead((s) => harm(s, false)) / total;
  return [
    pointsLead,
    hullLead,
    lead((s) => harm(s, true)) / total,
    allMissiles > 0 ? lead(missiles) / allMissiles : 0,
    lead(locks) / Math.max(1, units),
    lead(inbound) / Math.max(1, units * 4),
    lead(aim) / total,
    hullLead * played,
    pointsLead * played,
  ];
}
