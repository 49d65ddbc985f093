/**
 * Stats of ship classes and objects at the game's scale (spec 3), looked up by id.
 */
import { UNITS, type UnitData, type WeaponData, type WeaponSystem } from '../data/units.js';
import type { AbsState, GameObject, ObjectType, Ship } from '../state.js';
import { resolveFormula } from './scale.js';

export interface Weapon {
  name: string;
  system: WeaponSystem;
  minRange: number;
  maxRange: number;
  dice: number;
  sides: number;
  damage: number;
  /** ABS-ATK-11: the Mining Laser only targets stationary objects. */
  stationaryOnly: boolean;
}

export interface Stats {
  mass: number;
  silhouette: number;
  shields: number;
  /** Ships: printed Thrust; objects: Move (0 when stationary). */
  speed: number;
  weapons: Weapon[];
}

const byId = new Map(UNITS.map((u) => [u.id, u]));

export const SHIP_CLASSES: readonly UnitData[] = UNITS.filter((u) => u.kind === 'ship_class');
export const OBJECT_TYPES: readonly UnitData[] = UNITS.filter((u) => u.kind === 'object');
export const SHIP_CLASS_IDS: readonly string[] = SHIP_CLASSES.map((u) => u.id);
export const OBJECT_TYPE_IDS: readonly string[] = OBJECT_TYPES.map((u) => u.id);

export function unitData(id: string): UnitData {
  const u = byId.get(id);
  if (!u) throw new RangeError(`unknown ship class or object "${id}"`);
  return u;
}

export function isShipClass(id: string): boolean {
  return byId.get(id)?.kind === 'ship_class';
}

function weapon(w: WeaponData, scale: number): Weapon {
  return {
    name: w.name,
    system: w.system,
    minRange: w.minRange,
    maxRange: w.maxRange,
    dice: resolveFormula(w.diceCount, scale),
    sides: w.dieSides,
    damage: w.damage,
    stationaryOnly: w.targetRestriction === 'stationary_objects_only',
  };
}

/** Stats of a class or object type at scale S (ABS-OBJ-1); class stats do not depend on S. */
export function statsOf(id: string, scale: number): Stats {
  const u = unitData(id);
  return {
    mass: resolveFormula(u.mass, scale),
    silhouette: resolveFormula(u.silhouette, scale),
    shields: resolveFormula(u.shields, scale),
    speed: u.kind === 'ship_class' ? (u.thrust ?? 0) : (u.move ?? 0),
    weapons: u.weapons.map((w) => weapon(w, scale)),
  };
}

/** Stats by scale, then id: asked many times per order, so no key string is built per lookup. */
const cache = new Map<number, Map<string, Stats>>();
function cached(id: string, scale: number): Stats {
  let atScale = cache.get(scale);
  if (!atScale) {
    atScale = new Map();
    cache.set(scale, atScale);
  }
  let s = atScale.get(id);
  if (!s) {
    s = statsOf(id, scale);
    atScale.set(id, s);
  }
  return s;
}

export function shipStats(s: AbsState, ship: Ship): Stats {
  return cached(ship.classId, s.scale);
}

export function classStats(s: AbsState, classId: string): Stats {
  return cached(classId, s.scale);
}

export function objectStats(s: AbsState, o: GameObject): Stats {
  return cached(o.type, s.scale);
}

export function typeStats(s: AbsState, type: ObjectType): Stats {
  return cached(type, s.scale);
}

export function isWingClass(classId: string): boolean {
  return unitData(classId).isWing;
}

export function isUtilityClass(classId: string): boolean {
  return unitData(classId).isUtility;
}

export function isCarrierClass(classId: string): boolean {
  return classId === 'carrier';
}

/** ABS-OBJ-6: objects with no Move value never move. */
export function isStationaryType(type: ObjectType): boolean {
  return unitData(type).stationary;
}

export function classCost(classId: string): number {
  return unitData(classId).cost ?? 0;
}
