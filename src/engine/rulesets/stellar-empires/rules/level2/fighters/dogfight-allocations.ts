/**
 * Dogfight allocations (SE-FTR-15, spec 7.4 `dogfight_allocations`, SE-D-25): a side's wish for how
 * its hits in a dogfight fall. The order is given before the dice (the step is simultaneous,
 * SE-FTR-14), so it cannot name the hits themselves: the rule's even division stands and the
 * remainder, which the attacker chooses, goes one each to the flights with the most hits wished.
 * A wish that is itself an even division of the hits rolled is therefore exactly what happens.
 */
import { problem, type Problem } from '../../../../../core/problems.js';
import type { SeState } from '../../../state.js';
import type { DogfightAllocation, FlightState } from './flight-state.js';
import { dogfightId, dogfights } from './dogfights.js';

export const DogfightAllocationCodes = {
  dogfight: 'E_UNKNOWN_TARGET',
  flight: 'E_UNKNOWN_FLIGHT',
} as const;

/** The dogfights on the table with their ids. */
export function namedDogfights(s: SeState): { id: string; flights: FlightState[] }[] {
  return dogfights(s).map((flights, i) => ({ id: dogfightId(i), flights }));
}

/** Every problem with a side's allocations: its own dogfights, once each, enemy flights in them. */
export function dogfightAllocationProblems(
  s: SeState,
  side: 0 | 1,
  allocations: readonly DogfightAllocation[],
): Problem[] {
  const fights = namedDogfights(s);
  const seen = new Set<string>();
  const out: Problem[] = [];
  allocations.forEach((a, i) => {
    const at = `/dogfight_allocations/${i}`;
    const fight = fights.find((d) => d.id === a.dogfight);
    if (!fight || !fight.flights.some((f) => f.side === side) || seen.has(a.dogfight)) {
      out.push(
        problem(
          DogfightAllocationCodes.dogfight,
          `${a.dogfight} is not a dogfight of yours, allocated once`,
          `${at}/dogfight`,
        ),
      );
      return;
    }
    seen.add(a.dogfight);
    for (const id of Object.keys(a.hits_to))
      if (!fight.flights.some((f) => f.id === id && f.side !== side))
        out.push(
          problem(
            DogfightAllocationCodes.flight,
            `${id} is not an enemy flight in ${a.dogfight}`,
            `${at}/hits_to/${id}`,
          ),
        );
  });
  return out;
}

/** The hits a side's order wished on each enemy flight of dogfight `id` (none given: {}). */
export function wishedHits(
  order: { dogfight_allocations?: DogfightAllocation[] } | null | undefined,
  id: string,
): Readonly<Record<string, number>> {
  return order?.dogfight_allocations?.find((a) => a.dogfight === id)?.hits_to ?? {};
}

/** Wished hits that rank the enemies in this order: the first n, the last 1. */
export function rankingWish(ranked: readonly FlightState[]): Record<string, number> {
  return Object.fromEntries(ranked.map((f, i) => [f.id, ranked.length - i]));
}
