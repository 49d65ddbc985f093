/**
 * Track/Follow That Ship (SE-CMD-TRACK, SE-Q-68): a tracker whose command succeeded is left out of
 * the next turn's unit counts (SE-MOV-2) and moves right after the unit holding its target has
 * moved. Trackers whose target left play, or that wait on each other in a cycle, move after every
 * other unit, initiative loser's first, one at a time (provisional).
 */
import type { SeState, ShipState, Side } from '../../state.js';
import { unitOf, unitShips } from '../ships.js';

/** An independent ship in play that tracks a target this Movement Phase and has not moved. */
function waiting(s: SeState, ship: ShipState): boolean {
  return (
    ship.status === 'active' &&
    ship.tracking !== undefined &&
    ship.squadron === null &&
    !s.acted.includes(ship.id) &&
    !(s.l2?.trackDue ?? []).includes(ship.id)
  );
}

/** SE-CMD-TRACK: whether a unit is a tracker still waiting for its target (left out of SE-MOV-2). */
export function isWaitingTracker(s: SeState, unit: string): boolean {
  const ship = unitShips(s, unit)[0];
  return ship !== undefined && unitOf(ship) === ship.id && waiting(s, ship);
}

/** The tracker that moves now, if any. */
export function trackerDue(s: SeState): ShipState | undefined {
  const id = s.l2?.trackDue[0];
  return id === undefined ? undefined : s.ships.find((x) => x.id === id);
}

/** After a unit moved: a due tracker is done; trackers of the unit's ships move next. */
export function afterUnitMoved(s: SeState, unit: string, moved: readonly string[]): void {
  const l2 = s.l2;
  if (!l2) return;
  if (l2.trackDue[0] === unit) l2.trackDue.shift();
  const next = s.ships
    .filter((x) => waiting(s, x) && moved.includes(x.tracking!))
    .map((x) => x.id)
    .sort();
  l2.trackDue.unshift(...next);
}

/**
 * When every other unit has moved: the trackers still waiting move, initiative loser's first,
 * alternating one at a time. True when any is left to move.
 */
export function releaseTrackers(s: SeState): boolean {
  const l2 = s.l2;
  if (!l2) return false;
  const bySide = (side: Side) =>
    s.ships
      .filter((x) => x.side === side && waiting(s, x))
      .map((x) => x.id)
      .sort();
  const first = bySide(s.initiativeLoser);
  const second = bySide((1 - s.initiativeLoser) as Side);
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) l2.trackDue.push(first[i]);
    if (i < second.length) l2.trackDue.push(second[i]);
  }
  return l2.trackDue.length > 0;
}

/** SE-TURN-6: this turn's successful Track/Follow names next turn's target. */
export function rememberTracking(ship: ShipState): void {
  const track = ship.commands.find((c) => c.id === 'TRACK_FOLLOW' && c.success);
  if (track?.target) ship.tracking = track.target;
  else delete ship.tracking;
}
