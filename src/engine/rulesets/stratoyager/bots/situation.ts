/**
 * What the heuristic bot reads from its seat's view: its own active unit, the enemies, and where
 * each enemy will be when this segment's shots are fired. The view is all it ever sees.
 */
import type { Battlefield } from '../combat/index.js';
import type { Side, UnitState, Vec } from '../model.js';
import { inertiaMove } from '../rules/movement.js';
import type { viewOf } from '../view.js';

export type SeatView = ReturnType<typeof viewOf>;

export type Placed = UnitState & { pos: Vec };

/** On the table and a legal target for guns (an abandoned yager still drifts there). */
export function isPlaced(u: UnitState): u is Placed {
  return u.pos !== null && (u.status === 'ON_TABLE' || u.status === 'ABANDONED');
}

export function sideOf(seat: number): Side {
  return seat === 1 ? 1 : 0;
}

export interface Situation {
  view: SeatView;
  side: Side;
  field: Battlefield;
  /** Enemy units that can be shot at, where they will be at this segment's combat. */
  targets: Placed[];
  /** Enemy units that may still fire this turn, where they will fire from. */
  shooters: Placed[];
}

/** Enemies active now and not yet moved will have moved (at least by inertia) before combat. */
function willMoveFirst(view: SeatView, u: UnitState): boolean {
  return view.active.includes(u.id) && !u.activated;
}

/** Where an enemy will be: its inertia move if it has yet to move this turn. */
export function predicted(u: Placed, moves: boolean): Placed {
  if (!moves || u.status !== 'ON_TABLE') return u;
  const f = inertiaMove(u);
  return { ...u, pos: f.pos };
}

export function situation(view: SeatView, seat: number): Situation {
  const side = sideOf(seat);
  const field: Battlefield = { units: view.units, obstacles: view.obstacles };
  const enemies = view.units.filter((u): u is Placed => u.side !== side && isPlaced(u));
  const targets = enemies.map((u) => predicted(u, willMoveFirst(view, u)));
  const shooters = enemies
    .filter(
      (u) =>
        u.status === 'ON_TABLE' &&
        u.stress !== 'BLACKOUT' &&
        (!u.activated || u.fireAtWill !== null),
    )
    .map((u) => predicted(u, !u.activated));
  return { view, side, field, targets, shooters };
}

/** The seat's unit that acts in this segment, if any. */
export function myActiveUnit(view: SeatView, side: Side): UnitState | null {
  for (const id of view.active) {
    const u = view.units.find((x) => x.id === id);
    if (u && u.side === side) return u;
  }
  return null;
}
