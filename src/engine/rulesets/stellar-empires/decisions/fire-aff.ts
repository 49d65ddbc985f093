/**
 * Anti-fighter fire in a `fire` order (SE-FTR-10): its own checks, and its energy together with
 * the unit's anti-ship fire (SE-WPN-GEN-5); plus the random and heuristic bots' choice of it.
 */
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { distance } from '../../../geometry/index.js';
import { position } from '../rules/bearings.js';
import type { FireDeclaration } from '../rules/fire.js';
import { affCost, affProblems, CLOSE_DEFENSE_AFF_RANGE } from '../rules/level2/fighters/aff.js';
import type { AffEntry } from '../rules/level2/fighters/flight-state.js';
import { activeFlights } from '../rules/level2/fighters/flights.js';
import { ratings } from '../rules/interception.js';
import { unitShips } from '../rules/ships.js';
import { energyAvailable, firingCost } from '../rules/systems.js';
import type { SeState } from '../state.js';

export function unitAffProblems(
  s: SeState,
  unit: string,
  fire: readonly FireDeclaration[],
  aff: readonly AffEntry[],
): Problem[] {
  const ships = unitShips(s, unit);
  const busy = new Set(fire.map((f) => `${f.ship}/${f.system}`));
  const out = affProblems(s, ships, aff, busy);
  if (out.length > 0 || aff.length === 0) return out;
  for (const ship of ships) {
    const fireCost = fire
      .filter((f) => f.ship === ship.id)
      .reduce((n, f) => n + firingCost(ship, f.system), 0);
    if (fireCost + affCost(ship, aff) > energyAvailable(ship) + 1e-9)
      out.push(problem('E_INSUFFICIENT_ENERGY', `${ship.id} cannot pay for its fire`, '/aff'));
  }
  return out;
}

/**
 * Close-defense dice at enemy flights within 5": each ship gives half its dice (rounded down),
 * the rest staying for interception; the random bot gives a random share instead.
 */
export function closeDefenseAff(s: SeState, unit: string, rng: Rng | null): AffEntry[] {
  const out: AffEntry[] = [];
  if (!s.options.level2) return out;
  for (const ship of unitShips(s, unit)) {
    const enemies = activeFlights(s, (1 - ship.side) as 0 | 1).filter(
      (f) => distance(position(ship), position(f)) <= CLOSE_DEFENSE_AFF_RANGE,
    );
    if (enemies.length === 0) continue;
    const left = ratings(ship).close - (s.fighters?.closeForAff[ship.id] ?? 0);
    const shots = rng ? rng.int(left + 1) : Math.floor(left / 2);
    if (shots <= 0) continue;
    const target = rng ? enemies[rng.int(enemies.length)] : enemies[0];
    out.push({
      ship: ship.id,
      source: 'close_defense',
      allocations: [{ flight: target.id, shots }],
    });
  }
  return out;
}
