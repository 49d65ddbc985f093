/**
 * The guns the heuristic weighs at each candidate place of one ship (`bestPath`): the firepower the
 * ship would bring to bear on an enemy, and the enemy firepower that could reach it. What does not
 * depend on where the ship stands (its guns and their arcs, each enemy's guns, the steady parts of
 * every target number) is read once per ship steered rather than once per path weighed: the search
 * bot's playouts spend most of their time here (issue #16, decision 0078). The sums are the ones
 * the heuristic always made, term for term and in the same order, so its choices do not change.
 */
import { distance } from '../../../geometry/index.js';
import type { WeaponFile } from '../data/data.js';
import { arcInterval, bearingInInterval, physicalBearing, position } from '../rules/bearings.js';
import { directTargetNumber, steadyTargetTerms, type SteadyTargetTerms } from '../rules/fire.js';
import { isBallistic, systemFile, weaponOfSystem, weaponsLeft } from '../rules/systems.js';
import type { SeState, ShipState } from '../state.js';

/** Expected damage points of one weapon hit: dice × average face. */
export function weaponWorth(w: WeaponFile): number {
  return w.damage.dice * ((w.damage.die + 1) / 2 + w.damage.bonus);
}

/** The chance a target number gives, kept off 0 so that any gun in range counts a little. */
export function chance(tn: number): number {
  return Math.max(0.05, Math.min(1, tn / 10));
}

/** One direct-fire system: its arc (read only where it has weapons left), reach, weapons and worth. */
interface Gun {
  arc: { lo: number; size: number } | null;
  maxRange: number;
  left: number;
  worth: number;
}

/** A ship's direct-fire systems, in system order (missiles and torpedoes fly another way). */
function gunsOf(ship: ShipState): Gun[] {
  const guns: Gun[] = [];
  for (const st of ship.systems) {
    const w = weaponOfSystem(ship, st.id);
    if (isBallistic(w)) continue;
    const left = weaponsLeft(ship, st.id);
    guns.push({
      arc: left === 0 ? null : arcInterval(systemFile(ship, st.id)!.arc),
      maxRange: w.max_range,
      left,
      worth: weaponWorth(w),
    });
  }
  return guns;
}

interface Foe {
  ship: ShipState;
  guns: Gun[];
  /** Steady terms of our fire at this enemy, and of its fire at us; read when first needed. */
  ours?: SteadyTargetTerms;
  theirs?: SteadyTargetTerms;
}

export interface Gunnery {
  /** The firepower that would bear from `at` on the enemy it suits best (0 if none). */
  bearing(at: ShipState): number;
  /** The enemy firepower that could reach `at` next turn, whatever the enemy's arcs. */
  threat(at: ShipState): number;
}

/**
 * The gunnery of `ship` against `enemies` in `s`. The places asked about are copies of `ship` moved
 * along a path: the same ship, its systems, crew and commands unchanged; only where it stands,
 * points and rolls differs.
 */
export function gunneryOf(s: SeState, ship: ShipState, enemies: readonly ShipState[]): Gunnery {
  const own = gunsOf(ship);
  const foes: Foe[] = enemies.map((e) => ({ ship: e, guns: gunsOf(e) }));

  const firepowerAt = (at: ShipState, foe: Foe): number => {
    const target = foe.ship;
    const range = distance(position(at), position(target));
    // The bearing and target number depend on the two ships, not the weapon: once, when needed.
    let bearing: number | undefined;
    let odds: number | undefined;
    let score = 0;
    for (const g of own) {
      if (g.left === 0) continue;
      bearing ??= physicalBearing(at, position(target));
      if (!bearingInInterval(bearing, g.arc!)) continue;
      const reach = range <= g.maxRange ? 1 : Math.max(0, 1 - (range - g.maxRange) / 10);
      foe.ours ??= steadyTargetTerms(s, at, target);
      odds ??= chance(directTargetNumber(s, at, target, 0, 0, foe.ours));
      score += reach * g.left * g.worth * odds;
    }
    return score;
  };

  return {
    bearing: (at) => Math.max(0, ...foes.map((f) => firepowerAt(at, f))),
    threat(at) {
      let threat = 0;
      for (const foe of foes) {
        const e = foe.ship;
        const range = distance(position(e), position(at));
        let odds: number | undefined;
        for (const g of foe.guns) {
          if (range > g.maxRange) continue;
          foe.theirs ??= steadyTargetTerms(s, e, at);
          odds ??= chance(directTargetNumber(s, e, at, 0, 0, foe.theirs));
          threat += g.left * g.worth * odds;
        }
      }
      return threat;
    },
  };
}
