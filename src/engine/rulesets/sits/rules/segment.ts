/**
 * The sequence of play (SITS-SEQ-1, -2, -5) as steps the flow calls in order: step 1 places the
 * markers, steps 3 and 4 carry out the revealed orders, the decoy window follows the launches,
 * steps 5–9 run without orders, and the turn break after segment 8 repairs, draws, checks the end
 * and starts the next turn.
 */
import type { Dice } from '../../../core/dice.js';
import { activeShips, shipsInOrder, type SitsGame } from '../state.js';
import { repairShip } from './damage-control.js';
import { concede, disengage, endReason, type EndReason } from './end.js';
import { resolveBeamFire } from './fire.js';
import { deployDecoy, launchAll } from './launch.js';
import { startPivot, startRoll, progressPivot, progressRoll } from './maneuvers.js';
import { drawMiracleCard } from './miracles.js';
import { resolveMissiles } from './missile-defence.js';
import { moveToMarker, placeFutureMarker } from './movement.js';
import { SEGMENTS_PER_TURN } from './movement-grid.js';
import type {
  DecoyResponse,
  FireOrder,
  LaunchOrder,
  SegmentOrders,
  Shot,
  TurnBreakOrders,
} from './orders.js';
import { regenerate } from './regeneration.js';
import type { Report } from './report.js';
import { hasThrustBreak, resolveThrust, setThrust, thrustBreak } from './thrust.js';

/** Step 1: last segment's salvos and decoys are gone; every active ship places its marker. */
export function placeMarkers(game: SitsGame): void {
  game.salvos = [];
  game.decoys = [];
  for (const ship of activeShips(game)) placeFutureMarker(ship, game.segment);
}

function shipEntries(orders: SegmentOrders[]) {
  return orders.flatMap((o) => o.ships);
}

/** Step 3 (SITS-ORD-5): fire orders revealed; beams fire, then missiles launch (SITS-MSL-2). */
export function fireStep(
  game: SitsGame,
  orders: SegmentOrders[],
  dice: Dice,
  report: Report,
): void {
  const entries = shipEntries(orders);
  const fire: Shot<FireOrder>[] = entries.flatMap((e) =>
    (e.fire ?? []).map((f) => ({ ...f, ship: e.ship })),
  );
  const launch: Shot<LaunchOrder>[] = entries.flatMap((e) =>
    (e.launch ?? []).map((l) => ({ ...l, ship: e.ship })),
  );
  report('fire.revealed', { fire, launch });
  resolveBeamFire(game, fire, dice, report);
  launchAll(game, launch, report);
}

/** Step 4: long orders revealed: thrust changes, and pivots and rolls begin. */
export function longOrdersStep(game: SitsGame, orders: SegmentOrders[], report: Report): void {
  const entries = shipEntries(orders);
  report('long_orders.revealed', {
    orders: entries
      .filter((e) => e.thrust !== undefined || e.pivot || e.roll)
      .map((e) => ({ ship: e.ship, thrust: e.thrust, pivot: e.pivot, roll: e.roll })),
  });
  for (const e of entries) {
    const ship = game.ships[e.ship];
    if (ship.status !== 'active') continue;
    // A wedge lost to step 3's fire allows no thrust (SITS-THR-1); lost thrust caps it (SITS-THR-8).
    if (e.thrust !== undefined)
      setThrust(ship, ship.wedgeUp ? Math.min(e.thrust, ship.maxThrust) : 0);
    if (e.pivot) startPivot(ship, e.pivot.dir, e.pivot.hexsides);
    if (e.roll) startRoll(ship, e.roll.dir, e.roll.quarters);
  }
}

/** Which sides the decoy window concerns: owners of a ship a salvo of this segment targets. */
export function decoySides(game: SitsGame): string[] {
  const sides = new Set(
    game.salvos
      .filter((s) => s.g === game.g && game.ships[s.target].status === 'active')
      .map((s) => game.ships[s.target].side),
  );
  return game.sides.map((s) => s.id).filter((id) => sides.has(id));
}

/** The decoy window closes: responses revealed together, then deployed (SITS-DEF-2). */
export function decoyStep(game: SitsGame, responses: DecoyResponse[], report: Report): void {
  for (const d of responses.flatMap((r) => r.decoys)) {
    const salvo = game.salvos.find((s) => s.id === d.salvo);
    if (salvo) deployDecoy(game, game.ships[d.ship], salvo, report);
  }
}

/**
 * Steps 5–9: thrust, movement, pivots and rolls, missiles, thrust breaks and regeneration; then
 * the next segment begins, or the turn break is due. Returns true when the turn break is due.
 */
export function finishSegment(game: SitsGame, dice: Dice, report: Report): boolean {
  const ships = activeShips(game);
  for (const s of ships) resolveThrust(s);
  for (const s of ships) moveToMarker(s);
  for (const s of ships) progressPivot(s);
  for (const s of ships) progressRoll(s);
  report('ships.moved', {
    ships: ships.map((s) => ({ ship: s.id, pos: s.pos, facing: s.facing, rollAngle: s.rollAngle })),
  });
  resolveMissiles(game, dice, report);
  for (const s of activeShips(game)) {
    if (hasThrustBreak(s))
      report('thrust_break.applied', { ship: s.id, ...thrustBreak(s), velocity: s.velocity });
  }
  regenerate(game, report);
  if (game.segment < SEGMENTS_PER_TURN) {
    game.segment += 1;
    game.g += 1;
    placeMarkers(game);
    return false;
  }
  return true;
}

/**
 * The turn break (SITS-SEQ-5) once every side's turn-break orders are in (missing ones take the
 * defaults of SITS-ORD-2). Returns why the game ended, or null when the next turn has begun.
 */
export function turnBreak(
  game: SitsGame,
  orders: TurnBreakOrders[],
  dice: Dice,
  report: Report,
): EndReason | null {
  report('turn_break_orders.revealed', { orders });
  for (const o of orders) if (o.concede) concede(game, o.player, report);
  // (1) damage control, ship by ship in canonical order.
  for (const ship of activeShips(game)) {
    const mine = orders.find((o) => o.player === ship.side);
    const listed = (mine?.repairs ?? []).filter((r) => r.ship === ship.id).map((r) => r.record);
    const miracle = mine?.miracle?.ship === ship.id;
    repairShip(ship, listed, miracle, game.turn, dice, report);
  }
  // An unspent Miracle is lost at the end of step 1 (SITS-DC-7).
  for (const side of game.sides) side.miracleHeld = false;
  // (2) miracle cards.
  if (game.optionalRules.miracles) {
    for (const side of [...game.sides].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      if (side.miracleCommander) drawMiracleCard(side, dice, report);
    }
  }
  // (3) Max Salvos counts afresh.
  for (const ship of shipsInOrder(game)) ship.salvosThisTurn = 0;
  // (4) disengagement, then the end.
  disengage(game, report);
  const end = endReason(game);
  if (end) return end;
  // (5) the next turn.
  game.turn += 1;
  game.segment = 1;
  game.g += 1;
  placeMarkers(game);
  return null;
}
