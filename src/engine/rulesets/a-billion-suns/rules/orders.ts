/**
 * Orders (ABS-ORD): one per active battlegroup; Engage needs an enemy in a primary arc.
 */
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import type { AbsState, Battlegroup, Location, OrderName, Seat, Ship } from '../state.js';
import type { OrdersSubmission } from '../submissions.js';
import { shipPoints, targetPoints } from './attack.js';
import { inArc, PRIMARY_HALF_ARC } from './measure.js';
import { bgInPlay, bgShips, isEnemy } from './models.js';

export const ORDER_NAMES: readonly OrderName[] = ['vector', 'engage', 'red_alert', 'jump_out'];

/**
 * ABS-ORD-3: an enemy battlegroup or object on the same table with a ship (or itself) inside the
 * primary arc of a ship of the engaging battlegroup, at any range.
 */
export function canEngage(s: AbsState, seat: Seat, bg: Battlegroup, target: string): boolean {
  return engageableFrom(s, seat, bg, bgShips(s, bg), target);
}

/** `canEngage` from the battlegroup's ships in play, listed once for every candidate asked. */
function engageableFrom(
  s: AbsState,
  seat: Seat,
  bg: Battlegroup,
  ships: readonly (Ship & { at: Location })[],
  target: string,
): boolean {
  if (target === bg.id || !isEnemy(s, seat, target)) return false;
  const where = targetPoints(s, target);
  return where !== null && inPrimaryArc(ships, where.table, where.points);
}

/** Whether one of `points`, on `table`, is inside the primary arc of one of `ships`. */
function inPrimaryArc(
  ships: readonly (Ship & { at: Location })[],
  table: string,
  points: readonly Location[],
): boolean {
  return ships.some(
    (x) => x.at.table === table && points.some((p) => inArc(x.at, x.heading, PRIMARY_HALF_ARC, p)),
  );
}

/** Battlegroups and objects in play that could be engaged, ascending seq. */
function candidates(s: AbsState): { id: string; seq: number }[] {
  return [
    ...Object.values(s.battlegroups).map((b) => ({ id: b.id, seq: b.seq })),
    ...Object.values(s.objects)
      .filter((o) => !o.destroyed)
      .map((o) => ({ id: o.id, seq: o.seq })),
  ].sort((a, b) => a.seq - b.seq);
}

/** Every valid engage target of a battlegroup, ascending seq. */
export function engageTargets(s: AbsState, seat: Seat, bg: Battlegroup): string[] {
  const ships = bgShips(s, bg);
  return candidates(s)
    .filter((t) => engageableFrom(s, seat, bg, ships, t.id))
    .map((t) => t.id);
}

/**
 * Whether the battlegroup has any engage target: stops at the first. In any order, so the
 * candidates need neither a list nor a sort.
 */
export function mayEngage(s: AbsState, seat: Seat, bg: Battlegroup): boolean {
  const ships = bgShips(s, bg);
  // Each candidate is read once, here: an enemy's by its CEO or owner (ABS-GEN-5), its points as
  // `targetPoints` gives them.
  for (const id in s.battlegroups) {
    const other = s.battlegroups[id];
    if (other.ceo === seat || id === bg.id) continue;
    const targets = bgShips(s, other);
    if (targets.length === 0) continue;
    const where = shipPoints(targets);
    if (inPrimaryArc(ships, where.table, where.points)) return true;
  }
  for (const id in s.objects) {
    const o = s.objects[id];
    if (!o.destroyed && o.owner !== seat && inPrimaryArc(ships, o.at.table, [o.at])) return true;
  }
  return false;
}

export function ordersProblems(
  s: AbsState,
  seat: Seat,
  active: readonly string[],
  o: OrdersSubmission,
): Problem[] {
  const out: Problem[] = [];
  const given = new Set<string>();
  o.orders.forEach((entry, i) => {
    const p = `/orders/${i}`;
    if (!active.includes(entry.battlegroup)) {
      out.push(
        fail(
          E.orderInvalid,
          `${entry.battlegroup} is not active in this activation`,
          `${p}/battlegroup`,
        ),
      );
      return;
    }
    if (given.has(entry.battlegroup)) {
      out.push(
        fail(E.orderInvalid, `two orders for ${entry.battlegroup} (ABS-ORD-1)`, `${p}/battlegroup`),
      );
      return;
    }
    given.add(entry.battlegroup);
    if (!ORDER_NAMES.includes(entry.order)) {
      out.push(fail(E.orderInvalid, `unknown order "${entry.order}" (ABS-ORD-1)`, `${p}/order`));
      return;
    }
    if (entry.order === 'engage') {
      const bg = bgInPlay(s, entry.battlegroup)!;
      if (entry.engageTarget === undefined || !canEngage(s, seat, bg, entry.engageTarget))
        out.push(
          fail(
            E.engageTargetInvalid,
            `the engage target must be an enemy on the table inside a primary arc (ABS-ORD-3)`,
            `${p}/engageTarget`,
          ),
        );
    } else if (entry.engageTarget !== undefined) {
      out.push(fail(E.orderInvalid, 'only Engage names an engage target', `${p}/engageTarget`));
    }
  });
  for (const id of active) {
    if (bgInPlay(s, id) && !given.has(id))
      out.push(fail(E.orderMissing, `${id} has no order (ABS-ORD-1)`, '/orders'));
  }
  return out;
}
