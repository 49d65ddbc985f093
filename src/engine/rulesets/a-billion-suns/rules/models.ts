/**
 * Questions about the models on the tables: what is in play, who controls what, what is an enemy
 * of whom (ABS-GEN-5, ABS-GEN-7), and the seq counter (spec 1.3).
 */
import type { AbsState, Battlegroup, GameObject, Location, Seat, Ship } from '../state.js';
import { objectStats, shipStats, type Stats } from './units.js';

export function seatCount(s: AbsState): number {
  return s.ceos.length;
}

/** ABS-GEN-8: clockwise is ascending seat order, wrapping around. */
export function nextSeat(s: AbsState, seat: Seat): Seat {
  return (seat + 1) % s.ceos.length;
}

/** Every seat once, starting with `first` and going clockwise. */
export function clockwiseFrom(s: AbsState, first: Seat): Seat[] {
  return s.ceos.map((_, i) => (first + i) % s.ceos.length);
}

export function newSeq(s: AbsState): number {
  return s.nextSeq++;
}

/** ABS-GEN-7: on a table, and (our addition) not destroyed-awaiting-removal. */
export function shipInPlay(ship: Ship | undefined): ship is Ship & { at: Location } {
  return !!ship && ship.at !== null && !ship.destroyed;
}

export function objectInPlay(o: GameObject | undefined): o is GameObject {
  return !!o && !o.destroyed;
}

/** The ships of a battlegroup that can still act and be hit. */
export function bgShips(s: AbsState, bg: Battlegroup): (Ship & { at: Location })[] {
  const out: (Ship & { at: Location })[] = [];
  for (const id of bg.ships) {
    const ship = s.ships[id];
    if (shipInPlay(ship)) out.push(ship);
  }
  return out;
}

export function bgInPlay(s: AbsState, id: string): Battlegroup | null {
  const bg = s.battlegroups[id];
  return bg && bgShips(s, bg).length > 0 ? bg : null;
}

export function bgTable(s: AbsState, bg: Battlegroup): string | null {
  return bgShips(s, bg)[0]?.at.table ?? null;
}

export function battlegroupsBySeq(s: AbsState): Battlegroup[] {
  return Object.values(s.battlegroups).sort((a, b) => a.seq - b.seq);
}

export function objectsBySeq(s: AbsState): GameObject[] {
  return Object.values(s.objects).sort((a, b) => a.seq - b.seq);
}

export function shipsBySeq(s: AbsState): Ship[] {
  return Object.values(s.ships).sort((a, b) => a.seq - b.seq);
}

/** A ship or an object: whatever can be measured to and damaged. */
export interface Model {
  id: string;
  seq: number;
  kind: 'ship' | 'object';
  at: Location;
  heading: number;
  damage: number;
  destroyed: boolean;
  stats: Stats;
  /** The CEO who controls it, or null when uncontrolled. */
  controller: Seat | null;
  /** Its battlegroup, for ships. */
  bg: string | null;
}

export function model(s: AbsState, id: string): Model | null {
  const ship = s.ships[id];
  if (ship) {
    if (!ship.at) return null;
    return {
      id,
      seq: ship.seq,
      kind: 'ship',
      at: ship.at,
      heading: ship.heading,
      damage: ship.damage,
      destroyed: ship.destroyed,
      stats: shipStats(s, ship),
      controller: ship.ceo,
      bg: ship.bg,
    };
  }
  const o = s.objects[id];
  if (o) {
    return {
      id,
      seq: o.seq,
      kind: 'object',
      at: o.at,
      heading: o.heading,
      damage: o.damage,
      destroyed: o.destroyed,
      stats: objectStats(s, o),
      controller: o.owner,
      bg: null,
    };
  }
  return null;
}

/** Every ship and object in play on a table, ascending seq. */
export function modelsOnTable(s: AbsState, table: string): Model[] {
  const out: Model[] = [];
  for (const ship of Object.values(s.ships)) {
    if (shipInPlay(ship) && ship.at.table === table) out.push(model(s, ship.id)!);
  }
  for (const o of Object.values(s.objects)) {
    if (objectInPlay(o) && o.at.table === table) out.push(model(s, o.id)!);
  }
  return out.sort((a, b) => a.seq - b.seq);
}

/** Who controls a battlegroup, ship or object id; null for uncontrolled objects and unknown ids. */
export function controllerOf(s: AbsState, id: string): Seat | null {
  return s.battlegroups[id]?.ceo ?? s.ships[id]?.ceo ?? s.objects[id]?.owner ?? null;
}

/**
 * ABS-GEN-5: everything another CEO owns is an enemy; uncontrolled objects are enemies of every CEO
 * and every CEO is theirs. `seat` null stands for an uncontrolled object.
 */
export function isEnemy(s: AbsState, seat: Seat | null, id: string): boolean {
  const other = controllerOf(s, id);
  if (seat === null) return other !== null;
  return other !== seat;
}

export function isUncontrolledObject(s: AbsState, id: string): boolean {
  const o = s.objects[id];
  return !!o && o.owner === null;
}

export function jumpPointsOf(s: AbsState, seat: Seat): GameObject[] {
  return objectsBySeq(s).filter((o) => o.type === 'jump_point' && o.owner === seat && !o.destroyed);
}
