/**
 * Flights in a setup (SE-FTR-1, SE-FTR-7, SE-D-23): each ship placement may load flights of the
 * data's fighter types into its bays; they cost 10 × launch cost points and start aboard.
 */
import type { JsonSchema } from '../../../../../core/json-schema.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import { SetupCodes } from '../../../../../core/setup-checks.js';
import { designOf, FIGHTER_TYPE_IDS, fighterType, hasDesign } from '../../../data/data.js';
import type { FighterState, FlightState } from './flight-state.js';
import { baySuits } from './bays.js';

export interface FlightLoad {
  id: string;
  type: string;
  bay: string;
}

export const FLIGHTS_SCHEMA: JsonSchema = {
  type: 'array',
  maxItems: 24,
  description: 'Level 2: flights loaded in this ship\u2019s bays (SE-FTR-7)',
  items: {
    type: 'object',
    required: ['id', 'type', 'bay'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
      type: { enum: [...FIGHTER_TYPE_IDS] },
      bay: { type: 'string' },
    },
  },
};

/** SE-D-23: a flight costs ten times its launch cost. */
export function flightPoints(type: string): number {
  return 10 * fighterType(type).launch_cost;
}

/** Bays exist, suit the flight's size and hold no more than their capacity. */
export function flightLoadProblems(
  ship: { id: string; design: string; flights?: FlightLoad[] },
  ids: Set<string>,
  at: string,
): Problem[] {
  const out: Problem[] = [];
  if (!hasDesign(ship.design)) return out;
  const bays = designOf(ship.design).bays;
  const count = new Map<string, number>();
  (ship.flights ?? []).forEach((f, i) => {
    const where = `${at}/flights/${i}`;
    if (ids.has(f.id))
      out.push(problem(SetupCodes.invalidSetup, `id ${f.id} is used twice`, where));
    ids.add(f.id);
    const bay = bays.find((b) => b.id === f.bay);
    if (!bay) {
      out.push(problem(SetupCodes.invalidSetup, `${ship.id} has no bay ${f.bay}`, `${where}/bay`));
      return;
    }
    if (!baySuits(bay, fighterType(f.type).size))
      out.push(problem(SetupCodes.invalidSetup, `${f.bay} cannot take ${f.type}`, `${where}/type`));
    count.set(f.bay, (count.get(f.bay) ?? 0) + 1);
    if (count.get(f.bay)! > bay.capacity)
      out.push(problem(SetupCodes.invalidSetup, `${f.bay} holds ${bay.capacity} flights`, where));
  });
  return out;
}

/** The flights aboard at the start; none at Level 1 (SE-GEN-1). */
export function buildFighters(
  sides: { ships: { id: string; design: string; flights?: FlightLoad[] }[] }[],
  level2: boolean,
): FighterState | undefined {
  if (!level2) return undefined;
  const flights: FlightState[] = [];
  sides.forEach((side, si) => {
    for (const ship of side.ships)
      for (const load of ship.flights ?? []) {
        const t = fighterType(load.type);
        flights.push({
          id: load.id,
          type: load.type,
          side: si as 0 | 1,
          carrier: ship.id,
          grade: designOf(ship.design).crew_grade,
          bay: load.bay,
          x: 0,
          y: 0,
          hits: t.hits,
          status: 'in_bay',
          movedTurn: null,
          afterburnersUsed: 0,
          shieldPower: t.shield?.power ?? 0,
          fuel: t.fuel,
          rerollTurn: null,
        });
      }
  });
  if (flights.length === 0) return undefined;
  return {
    flights,
    groupSide: null,
    orders: [null, null],
    combatResolvedTurn: null,
    closeForAff: {},
    aegisOffense: [],
    aegisDefence: [],
  };
}
