/**
 * The heuristic's Level 2 commands for a unit: Concentrate Firepower for every ship that may (it
 * fires all at one ship anyway), unless Scramble Fighters pays: a carrier's doors would let out
 * more flights at scramble rates (SE-FTR-8) while no enemy ship is near enough for the lost
 * firepower bonus and turns (SE-CMD-SCRAMBLE: a combined command, no turns) to matter.
 */
import { distance } from '../../../geometry/index.js';
import { flightsLaunchable } from '../decisions/fighter-orders.js';
import { position } from '../rules/bearings.js';
import { isCrippled, unitShips } from '../rules/ships.js';
import type { SeState } from '../state.js';

/** Enemies nearer than this to any ship of the unit make its guns and turns worth more. */
export const SCRAMBLE_CLEAR_RANGE = 18;

export function scramblePays(s: SeState, unit: string): boolean {
  const ships = unitShips(s, unit).filter((x) => !isCrippled(x));
  const more = ships.some((x) => flightsLaunchable(s, x, true) > flightsLaunchable(s, x, false));
  if (!more) return false;
  const enemies = s.ships.filter((x) => x.status === 'active' && x.side !== ships[0].side);
  return ships.every((x) =>
    enemies.every((e) => distance(position(x), position(e)) > SCRAMBLE_CLEAR_RANGE),
  );
}

export function unitCommands(s: SeState, unit: string): { ship: string; commands: string[] }[] {
  if (!s.options.level2) return [];
  const command = scramblePays(s, unit) ? 'SCRAMBLE_FIGHTERS' : 'CONCENTRATE_FIREPOWER';
  return unitShips(s, unit)
    .filter((x) => !isCrippled(x))
    .map((x) => ({ ship: x.id, commands: [command] }));
}
