/**
 * Carriers' bays (SE-FTR-7..9, SE-FTR-18, SE-FTR-20): which bay takes which flight, launching by
 * door rate, landing, and bays lost with the flights inside them.
 */
import type { StepContext } from '../../../../../core/contract.js';
import { distance } from '../../../../../geometry/index.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import type { BayFile } from '../../../data/data.js';
import type { SeState, ShipState } from '../../../state.js';
import { position } from '../../bearings.js';
import { design } from '../../ships.js';
import { hasCommand } from '../command-mods.js';
import { systemDamage } from '../system-damage.js';
import { inNebula } from '../terrain/path.js';
import { doorRate, launchCost } from '../fighters.js';
import type { FlightState } from './flight-state.js';
import { flightById, flightCrippled, flightsOf, typeOf } from './flights.js';

export const BayCodes = {
  rate: 'E_LAUNCH_RATE_EXCEEDED',
  bay: 'E_BAY_UNAVAILABLE',
  unknownFlight: 'E_UNKNOWN_FLIGHT',
  level: 'E_LEVEL_DISABLED',
} as const;

const HANGARS = ['Small', 'Medium', 'Large', 'Expanded', 'Oversized', 'Dropship', 'Heavy Dropship'];
const SIZES = ['Small', 'Medium', 'Heavy', 'Assault / Shuttle', 'Gunship / Heavy Shuttle'];

export function baysOf(ship: ShipState): BayFile[] {
  return design(ship).bays;
}

export function bayLost(ship: ShipState, bay: string): boolean {
  return systemDamage(ship).baysDestroyed.includes(bay);
}

/** SE-FTR-7: a fixed bay takes only its size; an open bay any size up to its hangar's. */
export function baySuits(bay: BayFile, size: string): boolean {
  if (bay.fixed_for !== null) return bay.fixed_for === size;
  return SIZES.indexOf(size) <= HANGARS.indexOf(bay.hangar);
}

export function flightsAboard(s: SeState, ship: string, bay: string): FlightState[] {
  return flightsOf(s).filter((f) => f.status === 'in_bay' && f.carrier === ship && f.bay === bay);
}

/** SE-FTR-20: a ship carrying at least as many flights as its category. */
export function isFleetCarrier(s: SeState, ship: ShipState): boolean {
  return (
    flightsOf(s).filter((f) => f.status === 'in_bay' && f.carrier === ship.id).length >=
    design(ship).category
  );
}

/** SE-FTR-8: packs launch costs into the bay's doors, largest first; false when one does not fit. */
export function doorsFit(bay: BayFile, scramble: boolean, sizes: readonly string[]): boolean {
  const rate = doorRate(bay.hangar, scramble, bay.fixed_for !== null);
  const doors = Array.from({ length: bay.door_count }, () => 0);
  for (const cost of sizes.map(launchCost).sort((a, b) => b - a)) {
    const door = doors.findIndex((used) => used + cost <= rate);
    if (door < 0) return false;
    doors[door] += cost;
  }
  return true;
}

export interface BayLaunch {
  bay: string;
  flights: string[];
}

/** SE-FTR-8, SE-TER-7: every problem with one carrier's launches this turn. */
export function launchFlightProblems(
  s: SeState,
  ship: ShipState,
  launches: readonly BayLaunch[],
  base: string,
): Problem[] {
  if (launches.length === 0) return [];
  if (!s.options.level2) return [problem(BayCodes.level, 'fighters are a Level 2 rule', base)];
  const out: Problem[] = [];
  const scramble = hasCommand(ship, 'SCRAMBLE_FIGHTERS');
  launches.forEach((l, i) => {
    const at = `${base}/${i}`;
    const bay = baysOf(ship).find((b) => b.id === l.bay);
    if (!bay || bayLost(ship, l.bay)) {
      out.push(problem(BayCodes.bay, `${ship.id} has no working bay ${l.bay}`, `${at}/bay`));
      return;
    }
    const flights = l.flights.map((id) => flightById(s, id));
    flights.forEach((f, k) => {
      if (!f || f.status !== 'in_bay' || f.carrier !== ship.id || f.bay !== l.bay)
        out.push(
          problem(BayCodes.bay, `${l.flights[k]} is not aboard ${l.bay}`, `${at}/flights/${k}`),
        );
      else if (
        inNebula(s.terrain, position(ship)) &&
        !typeOf(f).equipment.includes('nebula_equipped')
      )
        out.push(
          problem(
            BayCodes.bay,
            `${f.id} may not launch into a nebula (SE-TER-7)`,
            `${at}/flights/${k}`,
          ),
        );
    });
    if (new Set(l.flights).size !== l.flights.length)
      out.push(problem(BayCodes.bay, 'a flight is listed twice', `${at}/flights`));
    const sizes = flights.filter((f) => f !== undefined).map((f) => typeOf(f).size);
    if (!doorsFit(bay, scramble, sizes))
      out.push(
        problem(
          BayCodes.rate,
          `${l.bay}'s ${bay.door_count} door(s) launch at most ${doorRate(bay.hangar, scramble, bay.fixed_for !== null)} each per turn (SE-FTR-8)`,
          `${at}/flights`,
        ),
      );
  });
  return out;
}

/** SE-FTR-8: launched flights are placed on the carrier, count as moved and may fight this turn. */
export function launchFlights(
  s: SeState,
  ship: ShipState,
  launches: readonly BayLaunch[],
  ctx: StepContext,
): void {
  for (const l of launches)
    for (const id of l.flights) {
      const f = flightById(s, id)!;
      f.status = 'active';
      f.x = ship.x;
      f.y = ship.y;
      f.movedTurn = s.turn;
      ctx.emit({ type: 'flight.launched', data: { flight: id, carrier: ship.id, bay: l.bay } });
    }
}

/** SE-FTR-9: the bay a landing flight goes into, or null. */
export function landingBay(s: SeState, ship: ShipState, f: FlightState): BayFile | null {
  return (
    baysOf(ship).find(
      (b) =>
        !bayLost(ship, b.id) &&
        baySuits(b, typeOf(f).size) &&
        flightsAboard(s, ship.id, b.id).length < b.capacity,
    ) ?? null
  );
}

/** SE-FTR-9: every problem with landings on a carrier that will end its move at `end`. */
export function landingProblems(
  s: SeState,
  ship: ShipState,
  flights: readonly string[],
  end: { x: number; y: number },
  base: string,
): Problem[] {
  if (flights.length === 0) return [];
  if (!s.options.level2) return [problem(BayCodes.level, 'fighters are a Level 2 rule', base)];
  const out: Problem[] = [];
  const room = new Map(
    baysOf(ship).map((b) => [b.id, b.capacity - flightsAboard(s, ship.id, b.id).length]),
  );
  flights.forEach((id, i) => {
    const f = flightById(s, id);
    if (!f || f.status !== 'active' || f.side !== ship.side) {
      out.push(problem(BayCodes.unknownFlight, `no friendly flight ${id} in play`, `${base}/${i}`));
      return;
    }
    if (distance(position(f), position(end)) > 1 + 1e-6) {
      out.push(
        problem(BayCodes.bay, `${id} is not within 1" of ${ship.id} (SE-FTR-9)`, `${base}/${i}`),
      );
      return;
    }
    const bay = baysOf(ship).find(
      (b) => !bayLost(ship, b.id) && baySuits(b, typeOf(f).size) && (room.get(b.id) ?? 0) > 0,
    );
    if (!bay)
      out.push(problem(BayCodes.bay, `${ship.id} has no free bay for ${id}`, `${base}/${i}`));
    else room.set(bay.id, room.get(bay.id)! - 1);
  });
  return out;
}

export function landFlights(
  s: SeState,
  ship: ShipState,
  flights: readonly string[],
  ctx: StepContext,
): void {
  for (const id of flights) {
    const f = flightById(s, id);
    if (!f || f.status !== 'active') continue;
    const bay = landingBay(s, ship, f);
    if (!bay) continue;
    f.status = 'in_bay';
    f.carrier = ship.id;
    f.bay = bay.id;
    ctx.emit({
      type: 'flight.landed',
      data: { flight: id, carrier: ship.id, bay: bay.id, crippled: flightCrippled(f) },
    });
  }
}

/** SE-FTR-18, SE-CRIT-9: flights inside a bay that is hit become crippled. */
export function crippleFlightsAboard(
  s: SeState,
  ship: string,
  bay: string,
  ctx: StepContext,
): void {
  for (const f of flightsAboard(s, ship, bay))
    if (typeOf(f).hits >= 2 && f.hits > 1) {
      f.hits = 1;
      ctx.emit({
        type: 'flight.damaged',
        data: {
          flight: f.id,
          cause: 'bay hit',
          hits: 1,
          crippled: true,
          destroyed: false,
          turn: s.turn,
        },
      });
    }
}

/** Flights aboard a carrier that is destroyed are destroyed with it (SE-FTR-21's first sentence). */
export function loseFlightsAboard(s: SeState, ship: string): void {
  for (const f of flightsOf(s))
    if (f.status === 'in_bay' && f.carrier === ship) f.status = 'destroyed';
}
