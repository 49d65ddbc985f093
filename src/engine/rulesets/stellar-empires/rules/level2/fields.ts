/**
 * Fields (SE-SHLD-9..11): a defense rating modifier that works while the field has capacity, loses
 * capacity to hard-hitting dice and regenerates like a shield. A field on a shielded ship has no
 * capacity of its own: it works while the generator is intact and a projector is up.
 */
import { SECTIONS, designOf, type ShipFile, type WeaponFile } from '../../data/data.js';
import type { Level2State, SeState, ShipState } from '../../state.js';
import { systemDamage } from './system-damage.js';

export interface FieldFile {
  defense_rating_mod: number;
  capacity: number;
  regeneration: number;
}

/** The field of a design (or of a ship's design), null when it has none. */
export function fieldOf(of: ShipState | ShipFile): FieldFile | null {
  const d =
    'design' in of && typeof of.design === 'string' ? designOf(of.design) : (of as ShipFile);
  return (d.fields as FieldFile | null) ?? null;
}

/** SE-CRIT-7, SE-CRIT-14: the generator is gone once every box is marked. */
export function generatorDestroyed(ship: ShipState): boolean {
  const shields = designOf(ship.design).shields;
  return shields !== null && systemDamage(ship).generator >= shields.generator_boxes;
}

/** SE-SHLD-1: up while the generator and the projector stand and the projector has capacity. */
export function projectorIsUp(ship: ShipState, section: (typeof SECTIONS)[number]): boolean {
  return (
    (ship.shields?.[section].capacity ?? 0) > 0 &&
    !systemDamage(ship).projectorsDestroyed.includes(section) &&
    !generatorDestroyed(ship)
  );
}

/** SE-SHLD-9, SE-SHLD-11: whether the field's modifier counts now. */
export function fieldWorks(ship: ShipState): boolean {
  if (!ship.field || !fieldOf(ship)) return false;
  if (ship.shields) return SECTIONS.some((sec) => projectorIsUp(ship, sec));
  return ship.field.capacity > 0;
}

/** SE-SHLD-9: the field's (non-positive) modifier to the ship's defense rating. */
export function fieldDefenseModifier(ship: ShipState): number {
  return fieldWorks(ship) ? fieldOf(ship)!.defense_rating_mod : 0;
}

/** SE-SHLD-10: capacity one weapon's dice remove: per die ≥ 7, ½ (reduction ≤ 1), 1 (2) or 2 (3+). */
export function fieldLoss(w: WeaponFile, values: readonly number[]): number {
  const red = w.reduction.shield;
  const each = red <= 1 ? 0.5 : red === 2 ? 1 : 2;
  return values.filter((v) => v >= 7).length * each;
}

/** SE-SHLD-10: sums one attacking ship's losses on an unshielded field ship (SE-SHLD-11). */
export function accrueField(
  l2: Level2State,
  attacker: string,
  ship: ShipState,
  w: WeaponFile,
  values: readonly number[],
): void {
  if (!ship.field || ship.shields || !fieldOf(ship)) return;
  const key = `${attacker}>${ship.id}`;
  l2.halfField[key] = (l2.halfField[key] ?? 0) + fieldLoss(w, values);
}

/** SE-SHLD-10, SE-GEN-4: an attacking ship's fire has ended: its losses, rounded up, are marked. */
export function settleField(s: SeState, attacker: string): void {
  const l2 = s.l2;
  if (!l2) return;
  for (const key of Object.keys(l2.halfField)) {
    const [a, target] = key.split('>');
    if (a !== attacker) continue;
    const loss = Math.ceil(l2.halfField[key]);
    delete l2.halfField[key];
    const field = s.ships.find((x) => x.id === target)?.field;
    if (!field || loss <= 0 || field.capacity <= 0) continue;
    field.capacity = Math.max(0, field.capacity - loss);
    if (field.capacity === 0) field.droppedTurn = s.turn;
  }
}

/** SE-SHLD-10 by SE-SHLD-7: regeneration in the End Phase, except on the turn the field dropped. */
export function regenerateField(ship: ShipState, turn: number): void {
  const f = fieldOf(ship);
  if (!ship.field || !f || ship.field.droppedTurn === turn) return;
  ship.field.capacity = Math.min(f.capacity, ship.field.capacity + f.regeneration);
}
