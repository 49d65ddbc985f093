/**
 * Structure points a ship took this turn, where they landed (SE-CRIT-1): the section hit, the
 * primary structure and, for blow-throughs, the opposite section; EM points apart (SE-WPN-EMAG).
 */
import { OPPOSITE, type SectionId } from '../../data/data.js';
import type { ShipState, StruckPoints } from '../../state.js';

export type StruckPlace = SectionId | 'primary';

function emptyStruck(): StruckPoints {
  const zero = () => ({ normal: 0, em: 0 });
  return { F: zero(), P: zero(), S: zero(), A: zero(), primary: zero() };
}

export function addStruck(ship: ShipState, place: StruckPlace, points: number, em: boolean): void {
  if (points <= 0) return;
  const struck = (ship.struck ??= emptyStruck());
  struck[place][em ? 'em' : 'normal'] += points;
}

/** Marks one weapon's structure points (SE-DMG-6: section, primary, opposite section). */
export function recordStruck(
  ship: ShipState,
  section: SectionId,
  dmg: { section: number; primary: number; opposite: number },
  em: boolean,
): void {
  addStruck(ship, section, dmg.section, em);
  addStruck(ship, 'primary', dmg.primary, em);
  addStruck(ship, OPPOSITE[section], dmg.opposite, em);
}
