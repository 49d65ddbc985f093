/**
 * Leaving by jump point (ABS-JUMP-11/12/14): which friendly jump points (or Carriers, for wings) a
 * battlegroup is in reach of, the jump hop, and the jump out to reserve.
 */
import type { StepContext } from '../../../core/contract.js';
import type { AbsState, Battlegroup, GameObject, Ship } from '../state.js';
import type { Placement } from '../submissions.js';
import { deliver } from './contracts.js';
import { normalizeDegrees, within } from './measure.js';
import { bgShips, jumpPointsOf, shipInPlay } from './models.js';
import { jumpRange } from './scale.js';
import { classStats, isCarrierClass, isWingClass } from './units.js';

/** Friendly jump points within jump range of every ship of the battlegroup (ABS-JUMP-11/12). */
export function jumpPointsInReach(
  s: AbsState,
  bg: Battlegroup,
  positions?: readonly { table: string; x: number; y: number }[],
): GameObject[] {
  const at = positions ?? bgShips(s, bg).map((x) => x.at);
  if (at.length === 0) return [];
  const range = jumpRange(classStats(s, bg.classId).mass);
  return jumpPointsOf(s, bg.ceo).filter((jp) =>
    at.every((p) => p.table === jp.at.table && within(jp.at, p, range)),
  );
}

/** ABS-JUMP-12/14: a friendly jump point, or for wings a friendly Carrier, in reach of all. */
export function jumpOutPoint(s: AbsState, bg: Battlegroup): string | null {
  const jp = jumpPointsInReach(s, bg)[0];
  if (jp) return jp.id;
  if (!isWingClass(bg.classId)) return null;
  const ships = bgShips(s, bg);
  const range = jumpRange(0);
  const carrier = Object.values(s.ships)
    .filter((c) => c.ceo === bg.ceo && shipInPlay(c) && isCarrierClass(c.classId))
    .sort((a, b) => a.seq - b.seq)
    .find((c) => ships.every((x) => x.at.table === c.at!.table && within(c.at!, x.at, range)));
  return carrier?.id ?? null;
}

/** ABS-JUMP-12: ships go to reserve with their damage; the battlegroup ceases; tokens deliver. */
export function jumpOut(s: AbsState, bg: Battlegroup, via: string, ctx: StepContext): void {
  const ships = bgShips(s, bg);
  ctx.emit({
    type: 'battlegroup.jumped_out',
    data: { ceo: s.ceos[bg.ceo].id, battlegroup: bg.id, via, ships: ships.map((x) => x.id) },
  });
  deliver(s, bg, ctx);
  for (const { id } of ships) {
    const ship: Ship = s.ships[id];
    ship.at = null;
    ship.bg = null;
    ship.moved = 0;
    ship.maxPivot = 0;
  }
  delete s.battlegroups[bg.id];
}

/** ABS-JUMP-11: place the hopping ships at their new positions. */
export function hop(
  s: AbsState,
  bg: Battlegroup,
  to: string,
  placements: Placement[],
  ctx: StepContext,
) {
  const jp = s.objects[to];
  const moved: string[] = [];
  for (const p of placements) {
    const ship = s.ships[p.ship];
    if (!shipInPlay(ship) || ship.bg !== bg.id) continue;
    ship.at = { table: jp.at.table, x: p.x, y: p.y };
    ship.heading = normalizeDegrees(p.heading);
    moved.push(ship.id);
  }
  bg.used = { ...bg.used, jumpHop: true };
  moved.sort((a, b) => s.ships[a].seq - s.ships[b].seq);
  ctx.emit({ type: 'jump_hop.made', data: { battlegroup: bg.id, to, ships: [...moved] } });
  return moved;
}
