/**
 * Stellar Empires for the search bot: a game cut short is judged by the victory points each side
 * would score now (SE-END-5), the structure and armor each has lost short of that, and what else
 * a fit to outcomes found worth weighing (`features`).
 */
import { fittedOdds, shareOfTurnsPlayed, type Evaluation } from '../../../bots/evaluation.js';
import { victoryPoints } from '../rules/end-phase.js';
import { armorBoxes, design } from '../rules/ships.js';
import type { SectionId } from '../data/data.js';
import type { SeState, Side } from '../state.js';

/** Structure blocks lost, as a share of a crippling's points (one category). */
function wear(state: SeState, side: Side): number {
  let worn = 0;
  for (const ship of state.ships) {
    if (ship.side !== side || ship.status !== 'active') continue;
    const d = design(ship);
    let blocks = d.primary_structure.blocks;
    let marked = ship.primaryMarked;
    for (const [id, section] of Object.entries(ship.sections)) {
      blocks += d.sections[id as keyof typeof d.sections].structure.blocks;
      marked += section.blocksMarked;
    }
    if (blocks > 0) worn += (d.category * marked) / blocks;
  }
  return worn;
}

/**
 * `features`' weights, fitted to outcomes: a logistic regression of 400 border-clash games of
 * heuristic self-play, both seats at every turn boundary and every 16th order
 * (bench/evaluation-fit.ts; docs/decisions/0065-search-evaluation-fitted-to-outcomes.md).
 */
export const FITTED_WEIGHTS = [6.82, 1.87, 0.4, -0.28, 1.38, 4.54];

export const evaluate: Evaluation<SeState> = (state, seat) =>
  fittedOdds(features(state, seat), FITTED_WEIGHTS);

/** The names of `features`' entries, in order. */
export const FEATURE_NAMES = ['points', 'wear', 'armor', 'shields', 'ammo', 'points-late'] as const;

/** Armor boxes lost, as a share of a crippling's points (one category), like `wear`. */
function armorLost(state: SeState, side: Side): number {
  let lost = 0;
  for (const ship of state.ships) {
    if (ship.side !== side || ship.status !== 'active') continue;
    let boxes = 0;
    let marked = 0;
    for (const [id, section] of Object.entries(ship.sections)) {
      boxes += armorBoxes(ship, id as SectionId);
      marked += section.armorMarked;
    }
    if (boxes > 0) lost += (design(ship).category * Math.min(marked, boxes)) / boxes;
  }
  return lost;
}

/** Shield capacity standing, weighted by category, as a share of that side's when full. */
function shieldsUp(state: SeState, side: Side): number {
  let up = 0;
  for (const ship of state.ships) {
    if (ship.side !== side || ship.status !== 'active' || !ship.shields) continue;
    const projectors = Object.values(ship.shields);
    const max = Math.max(1, ...projectors.map((p) => p.capacity));
    up +=
      (design(ship).category * projectors.reduce((n, p) => n + p.capacity, 0)) /
      (max * projectors.length);
  }
  return up;
}

function ammoLeft(state: SeState, side: Side): number {
  return state.ships
    .filter((s) => s.side === side && s.status === 'active')
    .reduce((n, s) => n + s.ammo, 0);
}

/**
 * What a fitted evaluation may weigh, `seat`'s side less the other, as shares of all the ships'
 * points (two categories a ship): victory points now; structure and armor lost short of that;
 * shields standing; ballistic rounds left (a share of both sides'); and the points lead again
 * times the share of the turns played.
 */
export function features(state: SeState, seat: number): number[] {
  const me: Side = seat === 1 ? 1 : 0;
  const other: Side = me === 1 ? 0 : 1;
  const total = Math.max(
    1,
    state.ships.reduce((n, s) => n + 2 * design(s).category, 0),
  );
  const lead = (victoryPoints(state, me) - victoryPoints(state, other)) / total;
  const ammo = ammoLeft(state, me) + ammoLeft(state, other);
  const played = shareOfTurnsPlayed(state.turn, state.turnLimit);
  return [
    lead,
    (wear(state, other) - wear(state, me)) / total,
    (armorLost(state, other) - armorLost(state, me)) / total,
    (shieldsUp(state, me) - shieldsUp(state, other)) / total,
    ammo > 0 ? (ammoLeft(state, me) - ammoLeft(state, other)) / ammo : 0,
    lead * played,
  ];
}
