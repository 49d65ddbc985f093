/**
 * Which sides a stage waits for: a side with nothing to decide there is not asked (a window with
 * no affordable stunt is skipped, §2.1), and a resigned side is never asked.
 */
import { bandBetween, hasEnemy, isActive, suspended, type ExpanseState } from '../battle.js';
import type { BandId } from '../data/tables.js';
import { attackProblem } from '../rules/attacks.js';
import { makesEwTest } from '../rules/electronic-warfare.js';
import type { Ship } from '../state.js';
import { dcOptions } from './dc-options.js';
import { listedOffers } from './offer-listing.js';
import { tracks } from './skimming.js';

/** The enemies the ship may attack now, each with its band: in range and still tracked. */
function reachable(s: ExpanseState, ship: Ship): { id: string; band: BandId }[] {
  const out: { id: string; band: BandId }[] = [];
  for (const t of s.ships) {
    if (t.side === ship.side || !isActive(t)) continue;
    const band = bandBetween(s, ship.id, t.id);
    if (band !== 'BEYOND' && tracks(s, ship.id, t.id)) out.push({ id: t.id, band });
  }
  return out;
}

/**
 * Every weapon that may fire now with the targets it may fire at (EX-ATK-2), in weapon and then
 * ship order; a weapon with none is left out. The enemies are found once, not per weapon.
 */
export function legalAttacks(s: ExpanseState, ship: Ship): { weapon: string; targets: string[] }[] {
  const enemies = reachable(s, ship);
  const out: { weapon: string; targets: string[] }[] = [];
  if (enemies.length === 0) return out;
  for (const w of ship.weapons) {
    const targets: string[] = [];
    for (const t of enemies)
      if (attackProblem(ship, w, t.band, s.round) === null) targets.push(t.id);
    if (targets.length > 0) out.push({ weapon: w.id, targets });
  }
  return out;
}

/** Whether `legalAttacks` would list any, found without listing them. */
function hasLegalAttack(s: ExpanseState, ship: Ship): boolean {
  const enemies = reachable(s, ship);
  if (enemies.length === 0) return false;
  for (const w of ship.weapons)
    for (const t of enemies) if (attackProblem(ship, w, t.band, s.round) === null) return true;
  return false;
}

function shipConcerned(s: ExpanseState, ship: Ship): boolean {
  // The whole listing, not just the first offer: the window's decision reads it next.
  if (s.phase === 'window') return listedOffers(s, ship).length > 0;
  if (suspended(s, ship.id)) return false;
  switch (s.step) {
    case 1:
      return true;
    case 2:
    case 3:
      return hasEnemy(s, ship) && (s.step === 2 || makesEwTest(ship));
    case 4:
      return hasLegalAttack(s, ship);
    case 5:
      return s.attacks.some((a) => a.target === ship.id && a.result === 'pending');
    case 6:
      return s.attacks.some(
        (a) => a.result === 'hit' && (a.target === ship.id || a.attacker === ship.id),
      );
    case 7:
      return dcOptions(ship, s.round).length > 0;
  }
}

export function concernedSides(s: ExpanseState): string[] {
  const out: string[] = [];
  for (const { id: side } of s.sides) {
    if (s.resigned.includes(side)) continue;
    for (const ship of s.ships)
      if (ship.side === side && isActive(ship) && shipConcerned(s, ship)) {
        out.push(side);
        break;
      }
  }
  return out;
}
