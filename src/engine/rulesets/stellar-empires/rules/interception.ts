/**
 * Interceptors (SE-INT-1..10): which hits may be intercepted, the dice pools a defender may spend
 * (own close defense, assist from squadron mates, aegis from any friendly ship) and one die's roll.
 */
import { distance } from '../../../geometry/index.js';
import { problem, type Problem } from '../../../core/problems.js';
import { interceptDieSides, type WeaponFile } from '../data/data.js';
import type { PendingHit, SeState, ShipState } from '../state.js';
import { position } from './bearings.js';
import { design, isCrippled } from './ships.js';
import { fullPowerToShields } from './level2/command-mods.js';
import { defendingFlights, flightDefenceProblem } from './level2/fighters/defending.js';
import { systemDamage } from './level2/system-damage.js';
import { RANGE_EPSILON } from './to-hit.js';

export const InterceptCodes = {
  exceeded: 'E_INTERCEPT_DICE_EXCEEDED',
  beam: 'E_INTERCEPT_BEAM',
  pool: 'E_INTERCEPT_POOL',
  assistRange: 'E_ASSIST_RANGE',
  aegisRange: 'E_AEGIS_RANGE',
} as const;

export type InterceptPool = 'close_defense' | 'assist' | 'aegis' | 'flight';

export interface DiceSource {
  ship: string;
  pool: InterceptPool;
  count: number;
  /** [L2] pool "flight": the defending flight (SE-FTR-17). */
  flight?: string;
}

export interface InterceptAllocation {
  hit: string;
  dice: DiceSource[];
}

/** SE-INT-1: only an integer intercept vulnerability ≥ 1; beams and area effects never. */
export function interceptValue(w: WeaponFile): number {
  if (w.intercept === 'Beam' || w.traits.includes('area_effect')) return 0;
  return Math.max(0, w.intercept);
}

/** SE-INT-3, SE-CRIT-8: the three ratings, each 1 lower per interceptor hit (minimum 0). */
export function ratings(ship: ShipState): { close: number; assist: number; volley: number } {
  const i = design(ship).interceptors;
  const hits = systemDamage(ship).interceptor;
  const less = (n: number) => Math.max(0, n - hits);
  return { close: less(i.close_defense), assist: less(i.assist), volley: less(i.volley) };
}

/**
 * SE-INT-2: the roll modifier: crippled interceptor ship +1, [L2] +1 per Weapons Control hit
 * (SE-CRIT-14), Full Power to Shields −1.
 */
export function interceptRollModifier(ship: ShipState): number {
  return (
    (isCrippled(ship) ? 1 : 0) +
    systemDamage(ship).weaponsControl -
    (fullPowerToShields(ship) ? 1 : 0)
  );
}

/** SE-INT-2: a success when die + modifiers ≤ Int. */
export function interceptSucceeds(die: number, modifier: number, int: number): boolean {
  return die + modifier <= int;
}

export function dieSidesFor(s: SeState, ship: ShipState): number {
  return interceptDieSides(s.tech[ship.side].activeDefense);
}

/**
 * SE-INT-4..10: every problem with an allocation. `spent` is what each defending ship already gave
 * against this attacking unit (SE-INT-5: pools refresh per attacking unit).
 */
export function allocationProblems(
  s: SeState,
  target: ShipState,
  hits: readonly PendingHit[],
  allocations: readonly InterceptAllocation[],
  spent: Readonly<Record<string, { close: number; assist: number }>>,
): Problem[] {
  const out: Problem[] = [];
  const use: Record<string, { close: number; assist: number }> = {};
  const flights = new Set<string>();
  allocations.forEach((a, i) => {
    const hit = hits.find((h) => h.id === a.hit);
    if (!hit) {
      out.push(
        problem(
          InterceptCodes.pool,
          `no hit "${a.hit}" waits for interception`,
          `/allocations/${i}/hit`,
        ),
      );
      return;
    }
    if (hit.int <= 0)
      out.push(
        problem(
          InterceptCodes.beam,
          `${hit.weapon} cannot be intercepted (SE-INT-1)`,
          `/allocations/${i}/hit`,
        ),
      );
    a.dice.forEach((d, j) => {
      const at = `/allocations/${i}/dice/${j}`;
      if (d.pool === 'flight') {
        const why = flightDefenceProblem(s, target, hit, d.flight ?? '', d.count);
        const again = flights.has(d.flight ?? '');
        flights.add(d.flight ?? '');
        if (why || again)
          out.push(problem(InterceptCodes.pool, why ?? `${d.flight} adds one die`, `${at}/flight`));
        return;
      }
      const ship = s.ships.find((x) => x.id === d.ship);
      if (!ship || ship.status !== 'active' || ship.side !== target.side) {
        out.push(
          problem(InterceptCodes.pool, `"${d.ship}" is not a friendly ship in play`, `${at}/ship`),
        );
        return;
      }
      const u = (use[ship.id] ??= { close: 0, assist: 0 });
      if (d.pool === 'close_defense') {
        if (ship.id !== target.id)
          out.push(
            problem(
              InterceptCodes.pool,
              'close-defense dice guard their own ship; use aegis for another',
              `${at}/pool`,
            ),
          );
        u.close += d.count;
      } else if (d.pool === 'aegis') {
        const range = design(ship).interceptors.aegis_range;
        if (
          ship.id === target.id ||
          range <= 0 ||
          distance(position(ship), position(target)) > range + RANGE_EPSILON ||
          // SE-FTR-12: an Aegis ship that fired ballistics at fighters has no Aegis this turn.
          (s.fighters?.aegisOffense.includes(ship.id) ?? false)
        )
          out.push(
            problem(
              InterceptCodes.aegisRange,
              `${ship.id} cannot cover ${target.id} with aegis (SE-INT-7)`,
              at,
            ),
          );
        u.close += d.count;
      } else {
        const mates =
          ship.squadron !== null && ship.squadron === target.squadron && ship.id !== target.id;
        const near = distance(position(ship), position(target)) <= 5 + RANGE_EPSILON;
        const between =
          distance(position(ship), hit.origin) <=
          distance(hit.origin, position(target)) + RANGE_EPSILON;
        if (!mates || !near || !between)
          out.push(
            problem(
              InterceptCodes.assistRange,
              `${ship.id} cannot assist ${target.id} (SE-INT-6)`,
              at,
            ),
          );
        u.assist += d.count;
      }
    });
  });
  for (const [id, u] of Object.entries(use)) {
    const ship = s.ships.find((x) => x.id === id);
    if (!ship) continue;
    const r = ratings(ship);
    const before = spent[id] ?? { close: 0, assist: 0 };
    if (before.close + u.close > r.close || before.assist + u.assist > r.assist)
      out.push(
        problem(
          InterceptCodes.exceeded,
          `${id} has not that many interceptor dice left (SE-INT-10)`,
          '/allocations',
        ),
      );
  }
  return out;
}

/**
 * SE-SCN-1.6: the default: hits of the most damaging weapon first (dice × (die + bonus)), one die
 * each from the target's own close-defense pool while dice last.
 */
export function defaultAllocation(
  target: ShipState,
  hits: readonly PendingHit[],
  spent: Readonly<Record<string, { close: number; assist: number }>>,
  weaponOf: (id: string) => WeaponFile,
): InterceptAllocation[] {
  let left = ratings(target).close - (spent[target.id]?.close ?? 0);
  const worth = (h: PendingHit) => {
    const w = weaponOf(h.weapon);
    return w.damage.dice * (w.damage.die + w.damage.bonus);
  };
  const order = hits
    .map((h, i) => ({ h, i }))
    .filter(({ h }) => h.int > 0)
    .sort((a, b) => worth(b.h) - worth(a.h) || a.i - b.i);
  const out: InterceptAllocation[] = [];
  for (const { h } of order) {
    if (left <= 0) break;
    out.push({ hit: h.id, dice: [{ ship: target.id, pool: 'close_defense', count: 1 }] });
    left -= 1;
  }
  return out;
}

/** Whether any interceptable hit could get a die at all (else the step needs no decision). */
export function anyDiceAvailable(
  s: SeState,
  target: ShipState,
  hits: readonly PendingHit[],
  spent: Readonly<Record<string, { close: number; assist: number }>>,
): boolean {
  if (!hits.some((h) => h.int > 0)) return false;
  const hit = hits.find((h) => h.int > 0)!;
  if (s.fighters && defendingFlights(s, target, hit).length > 0) return true;
  return s.ships.some((x) => {
    if (x.status !== 'active' || x.side !== target.side) return false;
    const r = ratings(x);
    const used = spent[x.id] ?? { close: 0, assist: 0 };
    const close = r.close - used.close;
    if (x.id === target.id) return close > 0;
    const aegis = design(x).interceptors.aegis_range > 0 && close > 0;
    const assist =
      x.squadron !== null && x.squadron === target.squadron && r.assist - used.assist > 0;
    return aegis || assist;
  });
}
