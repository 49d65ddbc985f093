/**
 * What a side may order in the fighter combat step, listed (SE-FTR-15, SE-FTR-16, SE-D-25): per
 * free flight no attack or one target in range; per dogfight of its own the remainder's order (every
 * ranking of the enemy flights, as wished hits; the id order is the rule default and is left out);
 * per dogfight where it has more flights, which of the extra ones stand aside. Each distinct effect
 * is listed once; past 64 orders the list is not given and bots sample.
 */
import { distance } from '../../../geometry/index.js';
import { position } from '../rules/bearings.js';
import { namedDogfights } from '../rules/level2/fighters/dogfight-allocations.js';
import type {
  DogfightAllocation,
  FighterAttack,
  FighterCombatOrder,
  FlightState,
} from '../rules/level2/fighters/flight-state.js';
import { activeFlights, typeOf } from '../rules/level2/fighters/flights.js';
import type { SeState } from '../state.js';
import { rankingWish } from '../rules/level2/fighters/dogfight-allocations.js';

const MAX_CHOICES = 64;

/** Every ordering of `items` (n! of them; callers keep n small). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/** Subsets of `items` with 1..max members. */
function subsets<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const x of items) for (const s of [...out]) if (s.length < max) out.push([...s, x]);
  return out.slice(1);
}

/** A free flight's legal targets: enemy ships, and enemy flights outside dogfights, in range. */
function targetsOf(s: SeState, f: FlightState, fighting: ReadonlySet<string>): string[] {
  const inRange = (p: { x: number; y: number }) =>
    distance(position(f), position(p)) <= typeOf(f).range + 1e-6;
  const ships = s.ships.filter((x) => x.status === 'active' && x.side !== f.side && inRange(x));
  const flights = activeFlights(s, (1 - f.side) as 0 | 1).filter(
    (e) => !fighting.has(e.id) && inRange(e),
  );
  return [...ships.map((x) => x.id), ...flights.map((e) => e.id)];
}

type Part = Partial<Record<'attacks' | 'stand_aside' | 'dogfight_allocations', unknown[]>>;

/** The product of each part's options, merged; undefined once it passes the cap. */
function product(parts: Part[][]): Partial<FighterCombatOrder>[] | undefined {
  let orders: Part[] = [{}];
  for (const options of parts) {
    if (orders.length * options.length > MAX_CHOICES) return undefined;
    orders = orders.flatMap((o) =>
      options.map((p) => {
        const merged: Part = { ...o };
        for (const [k, v] of Object.entries(p) as [keyof Part, unknown[]][])
          merged[k] = [...(merged[k] ?? []), ...v];
        return merged;
      }),
    );
  }
  return orders as Partial<FighterCombatOrder>[];
}

export function fighterCombatChoices(
  s: SeState,
  side: 0 | 1,
): Partial<FighterCombatOrder>[] | undefined {
  const fights = namedDogfights(s);
  const fighting = new Set(fights.flatMap((d) => d.flights.map((f) => f.id)));
  const parts: Part[][] = [];
  for (const f of activeFlights(s, side)) {
    if (fighting.has(f.id)) continue;
    const attacks = targetsOf(s, f, fighting).map((target): Part => ({
      attacks: [{ flight: f.id, target } satisfies FighterAttack],
    }));
    if (attacks.length > 0) parts.push([{}, ...attacks]);
  }
  for (const d of fights) {
    const mine = d.flights.filter((f) => f.side === side);
    const theirs = d.flights.filter((f) => f.side !== side);
    if (mine.length === 0) continue;
    if (theirs.length > 4) return undefined; // 5! rankings alone pass the cap
    const rankings = permutations(theirs)
      .slice(1) // the first is the id order: the default
      .map((ranked): Part => ({
        dogfight_allocations: [
          { dogfight: d.id, hits_to: rankingWish(ranked) } satisfies DogfightAllocation,
        ],
      }));
    if (rankings.length > 0) parts.push([{}, ...rankings]);
    const extra = mine.length - theirs.length;
    if (extra > 0)
      parts.push([
        {},
        ...subsets(
          mine.map((f) => f.id),
          extra,
        ).map((ids): Part => ({ stand_aside: ids })),
      ]);
  }
  return product(parts);
}
