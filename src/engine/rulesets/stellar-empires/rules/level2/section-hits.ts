/**
 * Section system hits (SE-CRIT-2, SE-CRIT-4..10): the structure system table and what each result
 * does. Allocation choices take the owner's default (SE-Q-20, SE-D-2).
 */
import type { StepContext } from '../../../../core/contract.js';
import { weaponClassification, weaponDef, type SectionId } from '../../data/data.js';
import type { SeState, ShipState } from '../../state.js';
import { arcInterval } from '../bearings.js';
import { design, unmarkedBlocks } from '../ships.js';
import { weaponsLeft } from '../systems.js';
import { ratings } from '../interception.js';
import { structureResult, weaponFallback, type StructureResult } from './hit-tables.js';
import { damageRecord } from './system-damage.js';
import { crippleFlightsAboard, flightsAboard } from './fighters/bays.js';

/** What a critical result needs: the state, the dice, SE-CRIT-12's marking and its cascade. */
export interface Crits {
  s: SeState;
  ctx: StepContext;
  /** Points onto the primary without threshold; a filled primary destroys the ship. */
  markPrimary: (points: number) => number;
  cascade: (points: number) => void;
}

/** The open quadrant of bearings behind each section (SE-ARC-6), as [lo, lo + 90]. */
const QUADRANT_LO: Record<SectionId, number> = { F: -45, S: 45, A: 135, P: -135 };

/** SE-CRIT-6, SE-Q-79: an arc overlaps a section's quadrant over a positive width. */
export function arcOverlapsQuadrant(arc: string, section: SectionId): boolean {
  const { lo, size } = arcInterval(arc);
  if (size >= 360) return true;
  const q = QUADRANT_LO[section];
  return [-360, 0, 360].some((k) => Math.min(lo + size, q + 90 + k) - Math.max(lo, q + k) > 1e-9);
}

/** SE-CRIT-5: one box of a track; a fully marked track has nothing left to hit (SE-CRIT-4). */
function trackHit(ship: ShipState, track: 'speed' | 'turns', length: number): string | null {
  const d = damageRecord(ship);
  if (d[track] >= length) return null;
  d[track] += 1;
  return `${track} track marked (${d[track]})`;
}

/**
 * SE-CRIT-6: one weapon of an eligible system of the class (or the fallback classes) is destroyed;
 * default choice: most weapons left, then lowest id.
 */
export function weaponHitSystem(
  ship: ShipState,
  section: SectionId,
  wanted: string,
): string | null {
  for (const cls of weaponFallback(wanted)) {
    const eligible = design(ship)
      .weapon_systems.filter(
        (w) =>
          weaponsLeft(ship, w.id) > 0 &&
          weaponClassification(weaponDef(w.weapon)) === cls &&
          arcOverlapsQuadrant(w.arc, section),
      )
      .sort((a, b) => weaponsLeft(ship, b.id) - weaponsLeft(ship, a.id) || (a.id < b.id ? -1 : 1));
    if (eligible.length > 0) return eligible[0].id;
  }
  return null;
}

/**
 * SE-CRIT-10, SE-Q-75, SE-Q-83: a destroyed ammunition weapon explodes on a D10 of 9+: class ×
 * ammo left onto the mount section without threshold, the excess halved onto the primary.
 */
function ammunitionCheck(c: Crits, ship: ShipState, system: string): string {
  const file = design(ship).weapon_systems.find((w) => w.id === system)!;
  const w = weaponDef(file.weapon);
  if (!w.uses_ammo || w.type === 'linear' || ship.ammo <= 0) return '';
  const [roll] = c.ctx.dice.roll({
    purpose: `ammunition explosion: ${ship.id} ${system}`,
    sides: 10,
  });
  if (roll < 9) return `; ammunition holds (${roll})`;
  const points = w.class * ship.ammo;
  ship.ammo = 0;
  const sec = file.mount_section;
  const onSection = Math.min(points, unmarkedBlocks(ship, sec));
  ship.sections[sec].blocksMarked += onSection;
  const onPrimary = Math.floor((points - onSection) / 2);
  c.ctx.emit({
    type: 'ammunition.exploded',
    data: { ship: ship.id, system, roll, points, section: sec, onSection, onPrimary },
  });
  c.cascade(c.markPrimary(onPrimary));
  return `; ammunition exploded (${points} points)`;
}

/** SE-CRIT-7, SE-CRIT-8: a shield projector (or generator) or the interceptors take the hit. */
function defenseHit(c: Crits, ship: ShipState, section: SectionId): string | null {
  const d = damageRecord(ship);
  const shields = design(ship).shields;
  const interceptors = Object.values(ratings(ship)).some((n) => n > 0);
  const projectorStands = shields !== null && !d.projectorsDestroyed.includes(section);
  const useShield = projectorStands || (shields !== null && !interceptors);
  if (useShield && ship.shields && shields) {
    const p = ship.shields[section];
    if (p.capacity > 0) {
      p.capacity -= 1;
      if (p.capacity === 0) p.droppedTurn = c.s.turn;
      return `projector ${section} capacity −1`;
    }
    if (!d.projectorsDestroyed.includes(section)) {
      d.projectorsDestroyed.push(section);
      return `projector ${section} destroyed`;
    }
    d.generator = Math.min(shields.generator_boxes, d.generator + 1);
    return `shield generator box marked (${d.generator}/${shields.generator_boxes})`;
  }
  if (!interceptors) return null;
  d.interceptor += 1;
  return `interceptors hit (${d.interceptor})`;
}

/**
 * SE-CRIT-9, SE-FTR-18: a bay in the section is destroyed (default: the one with the most flights
 * aboard, then lowest id) and the flights inside are crippled; none there: ignored.
 */
function bayHit(c: Crits, ship: ShipState, section: SectionId): string | null {
  const d = damageRecord(ship);
  const aboard = (bay: string) => flightsAboard(c.s, ship.id, bay).length;
  const bays = design(ship)
    .bays.filter((b) => b.section === section && !d.baysDestroyed.includes(b.id))
    .sort((a, b) => aboard(b.id) - aboard(a.id) || (a.id < b.id ? -1 : 1));
  if (bays.length === 0) return null;
  d.baysDestroyed.push(bays[0].id);
  crippleFlightsAboard(c.s, ship.id, bays[0].id, c.ctx);
  return `bay ${bays[0].id} destroyed`;
}

function applyResult(
  c: Crits,
  ship: ShipState,
  section: SectionId,
  result: StructureResult,
): string | null {
  const m = design(ship).movement;
  switch (result) {
    case 'drive':
      return trackHit(ship, 'speed', m.speed_track.length);
    case 'maneuver':
      return trackHit(ship, 'turns', m.turns_track.length);
    case 'defense_system':
      return defenseHit(c, ship, section);
    case 'bay':
      return bayHit(c, ship, section);
    default: {
      const system = weaponHitSystem(ship, section, result.replace('_weapon', ''));
      if (!system) return null;
      ship.systems.find((x) => x.id === system)!.lost += 1;
      return `${system} loses a weapon${ammunitionCheck(c, ship, system)}`;
    }
  }
}

/** SE-CRIT-2: one section system hit: the table die, then its result (SE-CRIT-4: none, ignored). */
export function sectionHit(c: Crits, ship: ShipState, section: SectionId): void {
  const [roll] = c.ctx.dice.roll({
    purpose: `system hit table: ${ship.id} ${section}`,
    sides: 10,
  });
  const result = structureResult(roll, section);
  const effect = applyResult(c, ship, section, result);
  c.ctx.emit({
    type: 'system.hit',
    data: { ship: ship.id, place: section, roll, result, effect: effect ?? 'ignored (SE-CRIT-4)' },
  });
}
