/**
 * SITS for the search bot: a game cut short is judged by the victory points each side would score
 * now (SITS-END-5: damage taken as its share of the hull, a kill in full) and what else a fit to
 * outcomes found worth weighing (`features`).
 */
import {
  fittedOdds,
  leadOverBestOther,
  shareOfTurnsPlayed,
  type Evaluation,
} from '../../../bots/evaluation.js';
import { victoryPoints } from '../rules/end.js';
import { shipClass, shipsInOrder, type SitsState } from '../state.js';

/**
 * `features`' weights, fitted to outcomes: a logistic regression of 400 picket-clash and 400
 * squadron-action games of broadside self-play, both seats at every turn boundary and every 16th
 * order (bench/evaluation-fit.ts; docs/decisions/0065-search-evaluation-fitted-to-outcomes.md).
 * Damage counts unfloored beside the points, and missiles in flight and rounds left count too.
 */
export const FITTED_WEIGHTS = [5.77, 5.79, 0.68, 1.65, 1.34, 1.93];

export const evaluate: Evaluation<SitsState> = (state, seat) =>
  fittedOdds(features(state, seat), FITTED_WEIGHTS);

/** The names of `features`' entries, in order. */
export const FEATURE_NAMES = [
  'points',
  'damage',
  'afloat',
  'inbound',
  'ammo',
  'points-late',
] as const;

/**
 * What a fitted evaluation may weigh, each `seat`'s side less the best other side's, as shares of
 * all the ships' cost (counts as shares of all): victory points as scored now; damage as its
 * unfloored share of the hull, kills in full; the cost still active; missiles in flight at the
 * other side less at this one; missile rounds left; and the points lead again times the share of
 * the turns played, since a lead near the end is nearer a win.
 */
export function features(state: SitsState, seat: number): number[] {
  const mine = state.seatSides[seat];
  const ships = shipsInOrder(state);
  const sides = state.sides.map((s) => s.id);
  const points = victoryPoints(state);
  const per = (f: (side: string) => number) => leadOverBestOther(sides, mine, f);
  const total = Math.max(
    1,
    ships.reduce((n, s) => n + shipClass(state, s).cost, 0),
  );
  const damage = (side: string) =>
    ships
      .filter((s) => s.side !== side)
      .reduce((n, s) => {
        const cost = shipClass(state, s).cost;
        return n + (s.status === 'destroyed' ? cost : (cost * s.damageTaken) / s.maxHull);
      }, 0);
  const afloat = (side: string) =>
    ships
      .filter((s) => s.side === side && s.status === 'active')
      .reduce((n, s) => n + shipClass(state, s).cost, 0);
  const sideOf = new Map(ships.map((s) => [s.id, s.side] as const));
  const inbound = (side: string) =>
    state.salvos
      .filter((v) => v.status === 'in_flight' && sideOf.get(v.target) !== side)
      .reduce((n, v) => n + v.count, 0);
  const ammo = (side: string) =>
    ships
      .filter((s) => s.side === side && s.status === 'active')
      .reduce(
        (n, s) => n + Object.values(s.mounts).reduce((m, mount) => m + (mount.ammo ?? 0), 0),
        0,
      );
  const allAmmo = sides.reduce((n, side) => n + ammo(side), 0);
  const lead = per((side) => points[side]) / total;
  const played = shareOfTurnsPlayed(state.turn, state.turnLimit);
  return [
    lead,
    per(damage) / total,
    per(afloat) / total,
    per(inbound) / Math.max(1, ships.length * 4),
    allAmmo > 0 ? per(ammo) / allAmmo : 0,
    lead * played,
  ];
}
