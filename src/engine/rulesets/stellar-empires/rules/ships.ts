/**
 * Derived ship values used everywhere (spec 1.4): tracks read as "first unmarked value", armor and
 * structure state, crippled, reactor output. Level 1 marks no speed, turn or sensor boxes, so the
 * tracks read their first value; Level 2 system hits mark them (SE-CRIT-5, SE-CRIT-14).
 */
import { crewGrade, designOf, type SectionId, type ShipFile } from '../data/data.js';
import type { SeState, ShipState, Squadron } from '../state.js';
import { boxedRating, systemDamage, trackValue } from './level2/system-damage.js';

export function design(ship: ShipState): ShipFile {
  return designOf(ship.design);
}

export function speedOf(ship: ShipState): number {
  return trackValue(design(ship).movement.speed_track, systemDamage(ship).speed);
}

export function turnsOf(ship: ShipState): number {
  return trackValue(design(ship).movement.turns_track, systemDamage(ship).turns);
}

export function sensorOf(ship: ShipState): number {
  return trackValue(design(ship).sensor_track, systemDamage(ship).sensor);
}

/** Armor track: the current threshold is that of the first row with an unmarked box, else 0. */
export function armorThreshold(ship: ShipState, section: SectionId): number {
  let marked = ship.sections[section].armorMarked;
  for (const row of design(ship).sections[section].armor_track) {
    if (marked < row.boxes) return row.threshold;
    marked -= row.boxes;
  }
  return 0;
}

export function armorBoxes(ship: ShipState, section: SectionId): number {
  return design(ship).sections[section].armor_track.reduce((n, r) => n + r.boxes, 0);
}

export function unmarkedBlocks(ship: ShipState, section: SectionId): number {
  return design(ship).sections[section].structure.blocks - ship.sections[section].blocksMarked;
}

export function unmarkedPrimary(ship: ShipState): number {
  return design(ship).primary_structure.blocks - ship.primaryMarked;
}

/** SE-DMG-10: a section whose blocks are all marked is destroyed. */
export function sectionDestroyed(ship: ShipState, section: SectionId): boolean {
  return unmarkedBlocks(ship, section) <= 0;
}

/** SE-CRIT-13: crew points left; a skeleton crew is at most a third of the category. */
export function crewLeft(ship: ShipState): number {
  return design(ship).crew_points - systemDamage(ship).crew;
}

/**
 * SE-DMG-12: crippled while any section is destroyed, or [L2] with a skeleton crew (SE-CRIT-13)
 * or 3+ bridge hits (SE-CRIT-14, provisional).
 */
export function isCrippled(ship: ShipState): boolean {
  return (
    (['F', 'P', 'S', 'A'] as const).some((sec) => sectionDestroyed(ship, sec)) ||
    crewLeft(ship) <= Math.floor(design(ship).category / 3) ||
    systemDamage(ship).bridge >= 3
  );
}

/**
 * SE-DMG-12, SE-WPN-GEN-5, SE-CRIT-14: reactor output scaled by its unmarked boxes; a crippled
 * ship makes at most half of the rated output.
 */
export function reactorOutput(ship: ShipState): number {
  const p = design(ship).power;
  const r = boxedRating(p.reactor, p.reactor_boxes, systemDamage(ship).reactor);
  return isCrippled(ship) ? Math.min(r, p.reactor / 2) : r;
}

/** SE-WPN-GEN-5, SE-CRIT-14: capacitor capacity scaled by its unmarked boxes. */
export function capacitorCapacity(ship: ShipState): number {
  const p = design(ship).power;
  return boxedRating(p.capacitor, p.capacitor_boxes, systemDamage(ship).capacitor);
}

export function squadronOf(s: SeState, ship: ShipState): Squadron | undefined {
  return ship.squadron === null ? undefined : s.squadrons.find((q) => q.id === ship.squadron);
}

/** SE-MOV-1: a unit is a squadron or an independent ship; its id is the squadron's or the ship's. */
export function unitOf(ship: ShipState): string {
  return ship.squadron ?? ship.id;
}

/** The in-play ships of a unit, command ship first. */
export function unitShips(s: SeState, unit: string): ShipState[] {
  const squadron = s.squadrons.find((q) => q.id === unit);
  if (!squadron)
    return s.ships.filter((x) => x.id === unit && x.squadron === null && x.status === 'active');
  const ships = squadron.ships
    .map((id) => s.ships.find((x) => x.id === id))
    .filter((x): x is ShipState => x !== undefined && x.status === 'active');
  return ships.sort(
    (a, b) => Number(b.id === squadron.commandShip) - Number(a.id === squadron.commandShip),
  );
}

/** Every unit of a side with a ship in play, in id order. */
export function unitsOfSide(s: SeState, side: 0 | 1): string[] {
  const ids = new Set<string>();
  for (const ship of s.ships)
    if (ship.side === side && ship.status === 'active') ids.add(unitOf(ship));
  return [...ids].sort();
}

export function unitSide(s: SeState, unit: string): 0 | 1 | undefined {
  return unitShips(s, unit)[0]?.side;
}

/** The ship a unit measures from: its command ship, or the independent ship itself. */
export function unitLeader(s: SeState, unit: string): ShipState | undefined {
  return unitShips(s, unit)[0];
}

/** The crew table values of a ship (SE-HIT-8, SE-CMD-3); bridge hits lower the crew roll (SE-CRIT-14). */
export function crewSkill(ship: ShipState): { combatSkill: number; crewRoll: number } {
  const g = crewGrade(design(ship).crew_grade);
  return { combatSkill: g.combatSkill, crewRoll: g.crewRoll - systemDamage(ship).bridge };
}
