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

/** The first of a battlegroup's ships that can still act and be hit: no list built to ask. */
function firstShip(s: AbsState, bg: Battlegroup): (Ship & { at: Location }) | null {
  for (const id of bg.ships) {
    const ship = s.ships[id];
    if (shipInPlay(ship)) return ship;
  }
  return null;
}

export function bgInPlay(s: AbsState, id: string): Battlegroup | null {
  const bg = s.battlegroups[id];
  return bg && firstShip(s, bg) !== null ? bg : null;
}

export function bgTable(s: AbsState, bg: Battlegroup): string | null {
  return firstShip(s, bg)?.at.table ?? null;
}

const bySeq = (a: { seq: number }, b: { seq: number }): number => a.seq - b.seq;

/**
 * The records that pass `keep`, ascending seq. Filtered before they are sorted: most callers keep
 * a few, and a sort copies the whole list it is given.
 */
function keptBySeq<T extends { seq: number }>(
  records: Record<string, T>,
  keep: (record: T) => boolean,
): T[] {
  const out: T[] = [];
  for (const id in records) if (keep(records[id])) out.push(records[id]);
  return out.sort(bySeq);
}

const everyOne = (): boolean => true;

export const battlegroupsBySeq = (
  s: AbsState,
  keep: (bg: Battlegroup) => boolean = everyOne,
): Battlegroup[] => keptBySeq(s.battlegroups, keep);

export const objectsBySeq = (
  s: AbsState,
  keep: (o: GameObject) => boolean = everyOne,
): GameObject[] => keptBySeq(s.objects, keep);

export const shipsBySeq = (s: AbsState): Ship[] => keptBySeq(s.ships, everyOne);

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

function shipModel(s: AbsState, ship: Ship & { at: Location }): Model {
  return {
    id: ship.id,
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

function objectModel(s: AbsState, o: GameObject): Model {
  return {
    id: o.id,
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

export function model(s: AbsState, id: string): Model | null {
  const ship = s.ships[id];
  if (ship) return ship.at ? shipModel(s, ship as Ship & { at: Location }) : null;
  const o = s.objects[id];
  return o ? objectModel(s, o) : null;
}

/**
 * The ships and objects in play on a table that pass `keep` (given the id, the location and, for a
 * ship, its battlegroup), ascending seq. Tested before a model is built (a model looks up the
 * unit's stats), and sorted once filtered.
 */
export function modelsOnTable(
  s: AbsState,
  table: string,
  keep: (id: string, at: Location, bg: string | null) => boolean = () => true,
): Model[] {
  const out: Model[] = [];
  for (const id in s.ships) {
    const ship = s.ships[id];
    if (shipInPlay(ship) && ship.at.table === table && keep(ship.id, ship.at, ship.bg))
      out.push(shipModel(s, ship));
  }
  for (const id in s.objects) {
    const o = s.objects[id];
    if (objectInPlay(o) && o.at.table === table && keep(o.id, o.at, null))
      out.push(objectModel(s, o));
  }
  return out.sort(bySeq);
}

/**
 * Whether some ship or object in play on a table passes `test` (given what `modelsOnTable`'s
 * filter is given): in any order, stopping at the first, no model built.
 */
export function anyOnTable(
  s: AbsState,
  table: string,
  test: (id: string, at: Location, bg: string | null) => boolean,
): boolean {
  for (const id in s.ships) {
    const ship = s.ships[id];
    if (shipInPlay(ship) && ship.at.table === table && test(ship.id, ship.at, ship.bg)) return true;
  }
  for (const id in s.objects) {
    const o = s.objects[id];
    if (objectInPlay(o) && o.at.table === table && test(o.id, o.at, null)) return true;
  }
  return false;
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
  return objectsBySeq(s, (o) => o.type === 'jump_point' && o.owner === seat && !o.destroyed);
}
