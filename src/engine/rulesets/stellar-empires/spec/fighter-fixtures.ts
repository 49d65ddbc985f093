/** Test fixtures for fighters: two regular carriers facing each other, flights put on the table. */
import { injectedDice } from '../../../testing/context.js';
import { flightById } from '../rules/level2/fighters/flights.js';
import type { FlightState } from '../rules/level2/fighters/flight-state.js';
import type { ShipPlacement } from '../scenarios.js';
import { initialState } from '../setup.js';
import type { SeState } from '../state.js';

export const lancets = (bay: string, ...ids: string[]) =>
  ids.map((id) => ({ id, type: 'lancet_light_fighter', bay }));
export const talons = (bay: string, ...ids: string[]) =>
  ids.map((id) => ({ id, type: 'talon_medium_fighter', bay }));

/** A1 Valkyrie (regular carrier, Lancets) heading east; B1 Brood Mother (regular, Talons) facing it. */
export function carriers(extra: { a?: ShipPlacement[]; b?: ShipPlacement[] } = {}, terrain = {}) {
  return initialState(
    {
      setup: {
        terrain,
        sides: [
          {
            ships: [
              {
                id: 'A1',
                design: 'valkyrie',
                x: 10,
                y: 15,
                heading: 2,
                flights: [...lancets('BAY1', 'FA1', 'FA2'), ...lancets('BAY2', 'FA3')],
              },
              ...(extra.a ?? []),
            ],
          },
          {
            ships: [
              {
                id: 'B1',
                design: 'brood_mother',
                x: 30,
                y: 15,
                heading: 6,
                flights: [...talons('BAY1', 'FB1', 'FB2'), ...talons('BAY2', 'FB3')],
              },
              ...(extra.b ?? []),
            ],
          },
        ],
      },
      options: { level2: true },
    },
    injectedDice([]),
  );
}

export function put(s: SeState, id: string, x: number, y: number): FlightState {
  const f = flightById(s, id)!;
  Object.assign(f, { status: 'active', x, y });
  return f;
}
