/**
 * The end of the game (SITS-END): turn limit, annihilation, disengagement beyond the last Missile
 * Range Table band, concession, and victory points for damage and destruction.
 */
import { MISSILE_RANGE_COLUMNS } from '../data/tables.js';
import { activeShips, shipClass, shipsInOrder, type ShipState, type SitsGame } from '../state.js';
import type { Report } from './report.js';
import { rangeBetween, vantageOf } from './sighting.js';

/** SITS-END-3: 137, where the last band of the Missile Range Table begins. */
export const DISENGAGE_RANGE = MISSILE_RANGE_COLUMNS[MISSILE_RANGE_COLUMNS.length - 1].min;

/**
 * SITS-END-3, SITS-Q-28: ships 137 or more from every active enemy leave together, judged on the
 * state before any leaves; a ship with no active enemy stays.
 */
export function disengagements(game: SitsGame): ShipState[] {
  const active = activeShips(game);
  return active.filter((s) => {
    const enemies = active.filter((e) => e.side !== s.side);
    return (
      enemies.length > 0 &&
      enemies.every((e) => rangeBetween(vantageOf(s), vantageOf(e)) >= DISENGAGE_RANGE)
    );
  });
}

export function disengage(game: SitsGame, report: Report): void {
  for (const s of disengagements(game)) {
    s.status = 'disengaged';
    report('ship.disengaged', { ship: s.id });
  }
}

/** SITS-END-4: a conceding side's active ships count as destroyed. */
export function concede(game: SitsGame, side: string, report: Report): void {
  const s = game.sides.find((x) => x.id === side);
  if (s) s.conceded = true;
  for (const ship of activeShips(game).filter((x) => x.side === side)) {
    ship.status = 'destroyed';
    report('ship.destroyed', { ship: ship.id, conceded: true });
  }
  report('side.conceded', { side });
}

/** SITS-END-5: points a side scores for one enemy ship. */
export function pointsFor(game: SitsGame, ship: ShipState): number {
  const cost = shipClass(game, ship).cost;
  if (ship.status === 'destroyed') return cost;
  return Math.floor((cost * ship.damageTaken) / ship.maxHull);
}

/** SITS-END-5: each side's victory points. */
export function victoryPoints(game: SitsGame): Record<string, number> {
  const out: Record<string, number> = {};
  for (const side of game.sides) {
    out[side.id] = shipsInOrder(game)
      .filter((s) => s.side !== side.id)
      .reduce((n, s) => n + pointsFor(game, s), 0);
  }
  return out;
}

export type EndReason = 'annihilation' | 'turn_limit';

/** SITS-END-2 then SITS-END-1, checked at turn-break step 4 after disengagement. */
export function endReason(game: SitsGame): EndReason | null {
  const sidesWithShips = new Set(activeShips(game).map((s) => s.side));
  if (game.sides.some((s) => !sidesWithShips.has(s.id))) return 'annihilation';
  if (game.turn >= game.turnLimit) return 'turn_limit';
  return null;
}

export interface GameResult {
  reason: EndReason;
  points: Record<string, number>;
  /** Side ids with the most points; more than one is a draw (SITS-END-6). */
  leaders: string[];
}

/** SITS-END-6: more victory points wins; equal totals are a draw. */
export function result(game: SitsGame, reason: EndReason): GameResult {
  const points = victoryPoints(game);
  const best = Math.max(...Object.values(points));
  return {
    reason,
    points,
    leaders: game.sides.map((s) => s.id).filter((id) => points[id] === best),
  };
}
