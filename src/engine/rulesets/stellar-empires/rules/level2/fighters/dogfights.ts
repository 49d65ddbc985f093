/**
 * Dogfights (SE-FTR-15): enemy flights within 1 inch of each other, connected groups forming one
 * dogfight; who may stand aside; each flight's attacks and the hits they score.
 */
import { distance } from '../../../../../geometry/index.js';
import type { SeState } from '../../../state.js';
import type { FlightState } from './flight-state.js';
import { activeFlights, flightCrippled, flightDogfightBonus, typeOf } from './flights.js';
import { weaponDesign } from '../../../data/data.js';

/** Flights this close to an enemy flight are in a dogfight. */
export const DOGFIGHT_RANGE = 1;

const HEAVY_OR_LARGER = ['Heavy', 'Assault / Shuttle', 'Gunship / Heavy Shuttle'];

/** The dogfights on the table, each its flights in id order; dogfights in order of their first id. */
export function dogfights(s: SeState): FlightState[][] {
  const flights = activeFlights(s).sort((a, b) => (a.id < b.id ? -1 : 1));
  const group = new Map<string, number>();
  const out: FlightState[][] = [];
  for (const f of flights) {
    if (group.has(f.id)) continue;
    const members = [f];
    group.set(f.id, out.length);
    for (let i = 0; i < members.length; i++)
      for (const g of flights)
        if (
          !group.has(g.id) &&
          g.side !== members[i].side &&
          distance(members[i], g) <= DOGFIGHT_RANGE + 1e-6
        ) {
          group.set(g.id, out.length);
          members.push(g);
        }
    if (members.length > 1) out.push(members.sort((a, b) => (a.id < b.id ? -1 : 1)));
    else group.delete(f.id);
  }
  return out;
}

/** The dogfights' ids in an order: `d-1`, `d-2`… as `dogfights` lists them. */
export function dogfightId(index: number): string {
  return `d-${index + 1}`;
}

export function inDogfight(s: SeState, flight: string): boolean {
  return dogfights(s).some((d) => d.some((f) => f.id === flight));
}

/** One dogfight attack: the turret bonus to the TN, or 0 for the flight's own weapon. */
export interface DogfightAttack {
  attacker: FlightState;
  bonus: number;
}

/** SE-FTR-15: a flight's attacks; an automatic turret only against a Heavy or larger enemy. */
export function dogfightAttacks(f: FlightState, enemies: readonly FlightState[]): DogfightAttack[] {
  const t = typeOf(f).turrets;
  const heavy = enemies.some((e) => HEAVY_OR_LARGER.includes(typeOf(e).size));
  return [
    { attacker: f, bonus: 0 },
    ...Array.from({ length: t.manned }, () => ({ attacker: f, bonus: 1 })),
    ...Array.from({ length: heavy ? t.automatic : 0 }, () => ({ attacker: f, bonus: 2 })),
  ];
}

/**
 * SE-FTR-15: the roll a dogfight attack must not exceed (after the crew bonus is added to the
 * die): the enemy's defense rating + weapon design bonus + turret bonus − 2 if crippled.
 */
export function dogfightTarget(a: DogfightAttack, enemy: FlightState): number {
  return (
    typeOf(enemy).defense_rating +
    weaponDesign(typeOf(a.attacker).weapon_design).dogfight_bonus +
    a.bonus -
    (flightCrippled(a.attacker) ? 2 : 0)
  );
}

export function dogfightHits(roll: number, a: DogfightAttack, enemy: FlightState): boolean {
  return roll + flightDogfightBonus(a.attacker) <= dogfightTarget(a, enemy);
}

/**
 * SE-FTR-15: hits divided evenly; the remainder one each to the enemies the attacker wishes most
 * hits on (`wished`, SE-D-25), by default (and on equal wishes) in id order.
 */
export function divideHits(
  hits: number,
  enemies: readonly FlightState[],
  wished: Readonly<Record<string, number>> = {},
): Map<string, number> {
  const even = Math.floor(hits / enemies.length);
  const remainder = new Set(
    enemies
      .map((e, i) => ({ id: e.id, i, wish: wished[e.id] ?? 0 }))
      .sort((a, b) => b.wish - a.wish || a.i - b.i)
      .slice(0, hits % enemies.length)
      .map((e) => e.id),
  );
  return new Map(enemies.map((e) => [e.id, even + (remainder.has(e.id) ? 1 : 0)]));
}
