/**
 * Which sides a stage waits for: a side with nothing to decide there is not asked (a window with
 * no affordable stunt is skipped, §2.1), and a resigned side is never asked.
 */
import {
  bandBetween,
  enemiesOf,
  hasEnemy,
  isActive,
  suspended,
  type ExpanseState,
} from '../battle.js';
import { attackProblem } from '../rules/attacks.js';
import { makesEwTest } from '../rules/electronic-warfare.js';
import type { Ship } from '../state.js';
import { dcOptions } from './dc-options.js';
import { listedOffers } from './offer-listing.js';
import { tracks } from './skimming.js';

/** Every (weapon, target) pair the ship may declare now (EX-ATK-2). */
export function legalAttacks(s: ExpanseState, ship: Ship): { weapon: string; target: string }[] {
  const out: { weapon: string; target: string }[] = [];
  // The enemies once, not once per weapon.
  const enemies = enemiesOf(s, ship);
  for (const w of ship.weapons)
    for (const t of enemies)
      if (
        tracks(s, ship.id, t.id) &&
        attackProblem(ship, w, bandBetween(s, ship.id, t.id), s.round) === null
      )
        out.push({ weapon: w.id, target: t.id });
  return out;
}

/** Whether `legalAttacks` would list any, found without listing them. */
function hasLegalAttack(s: ExpanseState, ship: Ship): boolean {
  for (const w of ship.weapons)
    for (const t of s.ships)
      if (
        t.side !== ship.side &&
        isActive(t) &&
        bandBetween(s, ship.id, t.id) !== 'BEYOND' &&
        tracks(s, ship.id, t.id) &&
        attackProblem(ship, w, bandBetween(s, ship.id, t.id), s.round) === null
      )
        return true;
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
    // Loops, not \`some\`: no closure over the ship for every ship of every stage.
    case 5:
      for (const a of s.attacks) if (a.target === ship.id && a.result === 'pending') return true;
      return false;
    case 6:
      for (const a of s.attacks)
        if (a.result === 'hit' && (a.target === ship.id || a.attacker === ship.id)) return true;
      return false;
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
