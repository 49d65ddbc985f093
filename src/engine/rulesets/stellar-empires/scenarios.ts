/**
 * Scenarios, each written as a custom setup so one code path builds every game: SE-SCN-1 "Border
 * Clash" from the data file, and a larger fleet action (SE-D-4) on the same designs.
 */
import type { Scenario } from '../../core/contract.js';
import { BORDER_CLASH_FILE, sideName } from './data/data.js';
import type { FlightLoad } from './rules/level2/fighters/fighter-setup.js';
import type { TerrainSetup } from './rules/level2/terrain/terrain-setup.js';

export interface ShipPlacement {
  id: string;
  design: string;
  x: number;
  y: number;
  heading: number;
  rolled?: boolean;
  flights?: FlightLoad[];
}

export interface FleetSetup {
  name?: string;
  ships: ShipPlacement[];
  squadrons?: { id: string; command_ship: string; ships: string[] }[];
}

export interface CustomSetup {
  table?: { width: number; length: number };
  turn_limit?: number;
  points?: number;
  terrain?: TerrainSetup;
  sides: [FleetSetup, FleetSetup];
}

function borderClash(): CustomSetup {
  const f = BORDER_CLASH_FILE;
  const side = (id: string): FleetSetup => ({
    name: sideName(id as 'A' | 'B'),
    ships: f.deployment
      .filter((d) => d.ship_id.startsWith(id))
      .map((d) => ({
        id: d.ship_id,
        design: d.design,
        x: d.x,
        y: d.y,
        heading: d.heading,
        rolled: d.rolled,
      })),
    squadrons: f.squadrons
      .filter((q) => q.side === id)
      .map((q) => ({ id: q.id, command_ship: q.command_ship, ships: [...q.ships] })),
  });
  return {
    table: { width: f.table.width, length: f.table.length },
    turn_limit: f.turn_limit,
    sides: [side('A'), side('B')],
  };
}

/**
 * SE-D-4: two squadrons a side plus an independent escort, 72" × 48", twelve turns; side B's
 * southern squadron has a second Jackal in place of a Basilisk (SE-D-30).
 */
function fleetAction(): CustomSetup {
  const a = (id: string, design: string, x: number, y: number): ShipPlacement => ({
    id,
    design,
    x,
    y,
    heading: 2,
  });
  const b = (id: string, design: string, x: number, y: number): ShipPlacement => ({
    id,
    design,
    x,
    y,
    heading: 6,
  });
  return {
    table: { width: 72, length: 48 },
    turn_limit: 12,
    sides: [
      {
        name: sideName('A'),
        ships: [
          a('A1', 'omicron', 8, 30),
          a('A2', 'marikai', 6, 34),
          a('A3', 'rapier', 6, 26),
          a('A4', 'omicron', 8, 16),
          a('A5', 'rapier', 6, 12),
          a('A6', 'rapier', 6, 20),
          a('A7', 'omicron', 4, 24),
        ],
        squadrons: [
          { id: 'A-SQ1', command_ship: 'A1', ships: ['A1', 'A2', 'A3'] },
          { id: 'A-SQ2', command_ship: 'A4', ships: ['A4', 'A5', 'A6'] },
        ],
      },
      {
        name: sideName('B'),
        ships: [
          b('B1', 'hellcat', 64, 30),
          b('B2', 'jackal', 66, 34),
          b('B3', 'basilisk', 66, 26),
          b('B4', 'hellcat', 64, 16),
          b('B5', 'jackal', 66, 12),
          b('B6', 'jackal', 66, 20),
          b('B7', 'jackal', 68, 24),
        ],
        squadrons: [
          { id: 'B-SQ1', command_ship: 'B1', ships: ['B1', 'B2', 'B3'] },
          { id: 'B-SQ2', command_ship: 'B4', ships: ['B4', 'B5', 'B6'] },
        ],
      },
    ],
  };
}

/**
 * "Belt Strike" (SE-D-11): the Level 2 scenario. The Border Clash squadrons, each with a carrier
 * (SE-D-23) in place of one ship, meet across an asteroid belt with a rock planetoid in mid-table
 * and a small atmospheric world off each side's flank. Side B's carrier holds one Talon (SE-D-30).
 */
function beltStrike(): CustomSetup {
  const at = (
    id: string,
    design: string,
    x: number,
    y: number,
    heading: number,
  ): ShipPlacement => ({
    id,
    design,
    x,
    y,
    heading,
  });
  return {
    table: { width: 48, length: 30 },
    turn_limit: 10,
    terrain: {
      asteroids: [
        { x: 20, y: 6 },
        { x: 26, y: 10 },
        { x: 22, y: 20 },
        { x: 28, y: 24 },
      ],
      planets: [
        { x: 24, y: 15, radius: 1.5, kind: 'rock' },
        { x: 12, y: 26, radius: 2.5, kind: 'atmospheric', atmosphere_width: 1 },
        { x: 36, y: 4, radius: 2.5, kind: 'atmospheric', atmosphere_width: 1 },
      ],
    },
    sides: [
      {
        name: sideName('A'),
        ships: [
          at('A1', 'omicron', 6, 15, 2),
          at('A2', 'marikai', 4, 19, 2),
          {
            ...at('A3', 'valkyrie', 4, 11, 2),
            flights: [
              { id: 'FA1', type: 'lancet_light_fighter', bay: 'BAY1' },
              { id: 'FA2', type: 'lancet_light_fighter', bay: 'BAY1' },
              { id: 'FA3', type: 'lancet_light_fighter', bay: 'BAY2' },
              { id: 'FA4', type: 'lancet_light_fighter', bay: 'BAY2' },
            ],
          },
        ],
        squadrons: [{ id: 'A-SQ1', command_ship: 'A1', ships: ['A1', 'A2', 'A3'] }],
      },
      {
        name: sideName('B'),
        ships: [
          at('B1', 'hellcat', 42, 15, 6),
          at('B2', 'jackal', 44, 11, 6),
          {
            ...at('B3', 'brood_mother', 44, 19, 6),
            flights: [{ id: 'FB1', type: 'talon_medium_fighter', bay: 'BAY1' }],
          },
        ],
        squadrons: [{ id: 'B-SQ1', command_ship: 'B1', ships: ['B1', 'B2', 'B3'] }],
      },
    ],
  };
}

export const SCENARIO_SETUPS: Readonly<Record<string, CustomSetup>> = {
  'border-clash': borderClash(),
  'fleet-action': fleetAction(),
  'border-clash-level2': borderClash(),
  'belt-strike': beltStrike(),
};

/** Scenarios played with the Level 2 rules whatever the options say (SE-SCN-1.1's variant). */
export const LEVEL2_SCENARIOS: readonly string[] = ['border-clash-level2', 'belt-strike'];

export const SE_SCENARIOS: Scenario[] = [
  {
    id: 'border-clash',
    name: 'Border Clash (SE-SCN-1)',
    description:
      'Three Terran Republic ships against three Kethri Hegemony ships on a 48" × 30" table, ten turns; Level 1.',
    seats: [{ name: 'Side A (Terran Republic)' }, { name: 'Side B (Kethri Hegemony)' }],
  },
  {
    id: 'border-clash-level2',
    name: 'Border Clash, Level 2 (SE-SCN-1.1)',
    description:
      'The Border Clash set-up played with the Level 2 rules (level2 = true, morale off): special commands, critical hits, repairs and jumps.',
    seats: [{ name: 'Side A (Terran Republic)' }, { name: 'Side B (Kethri Hegemony)' }],
  },
  {
    id: 'fleet-action',
    name: 'Fleet Action',
    description:
      'Seven ships a side in two squadrons and an independent escort on a 72" × 48" table, twelve turns.',
    seats: [{ name: 'Side A (Terran Republic)' }, { name: 'Side B (Kethri Hegemony)' }],
  },
  {
    id: 'belt-strike',
    name: 'Belt Strike (Level 2)',
    description:
      'The Border Clash squadrons, each with an escort carrier (four light fighter flights, or one medium), across an asteroid belt with a rock planetoid and two atmospheric worlds, 48" × 30", ten turns, always with the Level 2 rules.',
    seats: [{ name: 'Side A (Terran Republic)' }, { name: 'Side B (Kethri Hegemony)' }],
  },
];
