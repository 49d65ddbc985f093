/**
 * Options, the custom setup (fleets of the data's designs, checked against point costs, SE-D-1),
 * the one check of both, and the opening state.
 */
import type { SetupInput, StepContext } from '../../core/contract.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { problem, type Problem } from '../../core/problems.js';
import { setupInputProblems, SetupCodes } from '../../core/setup-checks.js';
import {
  designOf,
  DESIGN_IDS,
  hasDesign,
  SECTIONS,
  sideTechProfile,
  weaponDef,
} from './data/data.js';
import { pointCost } from './points.js';
import {
  buildTerrain,
  TERRAIN_SCHEMA,
  terrainSetupProblems,
} from './rules/level2/terrain/terrain-setup.js';
import { LEVEL2_SCENARIOS, SCENARIO_SETUPS, type CustomSetup } from './scenarios.js';
import type { Level2State, SeState, ShipState, Side } from './state.js';
import { fieldOf } from './rules/level2/fields.js';
import {
  buildFighters,
  flightLoadProblems,
  flightPoints,
  FLIGHTS_SCHEMA,
} from './rules/level2/fighters/fighter-setup.js';

export const DEFAULT_POINTS = 600;

export const OPTIONS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pulse_combined_roll: {
      type: 'boolean',
      description: 'SE-HIT-17: one roll with factor W·P for pulse bursts',
    },
    level2: {
      type: 'boolean',
      description:
        'SE-GEN-1: Level 2 rules (special commands, system damage and critical hits, fields, repairs and jumps, ammunition, terrain, beam early fire, morale)',
    },
    morale: {
      enum: ['off', 'provisional'],
      description: 'SE-MOR-2, SE-MOR-3: the Level 2 morale rule (default "off")',
    },
  },
};

const placement: JsonSchema = {
  type: 'object',
  required: ['id', 'design', 'x', 'y', 'heading'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
    design: { enum: [...DESIGN_IDS] },
    x: { type: 'number' },
    y: { type: 'number' },
    heading: { type: 'integer', minimum: 0, maximum: 7 },
    rolled: { type: 'boolean' },
    flights: FLIGHTS_SCHEMA,
  },
};

const fleet: JsonSchema = {
  type: 'object',
  required: ['ships'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', maxLength: 60 },
    ships: { type: 'array', minItems: 1, maxItems: 24, items: placement },
    squadrons: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'command_ship', 'ships'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
          command_ship: { type: 'string' },
          ships: { type: 'array', minItems: 2, maxItems: 8, items: { type: 'string' } },
        },
      },
    },
  },
};

export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['sides'],
  additionalProperties: false,
  properties: {
    table: {
      type: 'object',
      required: ['width', 'length'],
      additionalProperties: false,
      properties: {
        width: { type: 'number', minimum: 12, maximum: 240 },
        length: { type: 'number', minimum: 12, maximum: 240 },
      },
    },
    turn_limit: { type: 'integer', minimum: 1, maximum: 50 },
    points: {
      type: 'integer',
      minimum: 1,
      description: 'most points a side may field (SE-D-1); default 600',
    },
    sides: { type: 'array', minItems: 2, maxItems: 2, items: fleet },
    terrain: TERRAIN_SCHEMA,
  },
};

/** The rule checks of a well-formed custom setup. */
function fleetProblems(setup: CustomSetup): Problem[] {
  const out: Problem[] = [];
  const table = setup.table ?? { width: 48, length: 30 };
  const limit = setup.points ?? DEFAULT_POINTS;
  const ids = new Set<string>();
  const unitIds = new Set<string>();
  setup.sides.forEach((side, si) => {
    const at = `/setup/sides/${si}`;
    let points = 0;
    side.ships.forEach((p, i) => {
      if (ids.has(p.id))
        out.push(
          problem(SetupCodes.invalidSetup, `ship id ${p.id} is used twice`, `${at}/ships/${i}/id`),
        );
      ids.add(p.id);
      unitIds.add(p.id);
      if (p.x < 0 || p.x > table.width || p.y < 0 || p.y > table.length)
        out.push(
          problem(SetupCodes.invalidSetup, `${p.id} is placed off the table`, `${at}/ships/${i}`),
        );
      if (hasDesign(p.design)) points += pointCost(designOf(p.design));
      for (const f of p.flights ?? []) points += flightPoints(f.type);
      out.push(...flightLoadProblems(p, ids, `${at}/ships/${i}`));
    });
    if (points > limit)
      out.push(
        problem(
          'FLEET_OVER_POINTS',
          `side ${si} costs ${points} points; the limit is ${limit} (SE-D-1)`,
          `${at}/ships`,
        ),
      );
    const inSquadron = new Set<string>();
    (side.squadrons ?? []).forEach((q, qi) => {
      const qat = `${at}/squadrons/${qi}`;
      if (unitIds.has(q.id))
        out.push(problem(SetupCodes.invalidSetup, `unit id ${q.id} is used twice`, `${qat}/id`));
      unitIds.add(q.id);
      if (!q.ships.includes(q.command_ship))
        out.push(
          problem(
            SetupCodes.invalidSetup,
            'the command ship must be a member',
            `${qat}/command_ship`,
          ),
        );
      for (const id of q.ships) {
        if (!side.ships.some((p) => p.id === id))
          out.push(
            problem(SetupCodes.invalidSetup, `${id} is not a ship of this side`, `${qat}/ships`),
          );
        if (inSquadron.has(id))
          out.push(problem(SetupCodes.invalidSetup, `${id} is in two squadrons`, `${qat}/ships`));
        inSquadron.add(id);
      }
    });
  });
  out.push(
    ...terrainSetupProblems(
      setup.terrain,
      setup.sides.flatMap((side) => side.ships),
      '/setup/terrain',
    ),
  );
  return out;
}

export function setupProblems(input: SetupInput): Problem[] {
  const out = setupInputProblems(input, { options: OPTIONS_SCHEMA, setup: SETUP_SCHEMA });
  if (out.length > 0) return out;
  if (input.setup !== undefined) return fleetProblems(input.setup as CustomSetup);
  if (input.scenarioId !== undefined && !SCENARIO_SETUPS[input.scenarioId])
    return [problem('UNKNOWN_SCENARIO', `no scenario "${input.scenarioId}"`, '/scenarioId')];
  return [];
}

function newShip(
  p: CustomSetup['sides'][number]['ships'][number],
  side: Side,
  level2: boolean,
): ShipState {
  const d = designOf(p.design);
  const sections = Object.fromEntries(
    SECTIONS.map((sec) => [sec, { armorMarked: 0, blocksMarked: 0 }]),
  ) as ShipState['sections'];
  const shields = d.shields
    ? (Object.fromEntries(
        SECTIONS.map((sec) => [
          sec,
          { capacity: d.shields!.projectors[sec].capacity, droppedTurn: null },
        ]),
      ) as ShipState['shields'])
    : null;
  return {
    id: p.id,
    design: p.design,
    side,
    x: p.x,
    y: p.y,
    heading: p.heading,
    rolled: p.rolled ?? false,
    status: 'active',
    sections,
    primaryMarked: 0,
    shields,
    systems: d.weapon_systems.map((w) => ({
      id: w.id,
      lost: 0,
      charge: weaponDef(w.weapon).delay,
      firedTurn: null,
    })),
    reactorLeft: 0,
    capacitor: d.power.capacitor,
    ammo: d.ammo_points,
    squadron: null,
    outOfCommand: false,
    outOfCommandStreak: 0,
    commands: [],
    lastMoveCommand: null,
    ...(level2 && fieldOf(d)
      ? { field: { capacity: fieldOf(d)!.capacity, droppedTurn: null } }
      : {}),
  };
}

/** The opening state (SE-SCN-1.3, SE-SCN-1.4): full charge, capacitors, shields and ammo, turn 1. */
export function initialState(input: SetupInput, ctx: StepContext): SeState {
  const setup =
    (input.setup as CustomSetup | undefined) ?? SCENARIO_SETUPS[input.scenarioId ?? 'border-clash'];
  const level2 =
    input.options.level2 === true ||
    (input.setup === undefined && LEVEL2_SCENARIOS.includes(input.scenarioId ?? ''));
  const ships: ShipState[] = [];
  const squadrons: SeState['squadrons'] = [];
  setup.sides.forEach((side, si) => {
    for (const p of side.ships) ships.push(newShip(p, si as Side, level2));
    for (const q of side.squadrons ?? []) {
      squadrons.push({
        id: q.id,
        side: si as Side,
        commandShip: q.command_ship,
        ships: [...q.ships],
      });
      for (const id of q.ships) ships.find((x) => x.id === id)!.squadron = q.id;
    }
  });
  const table = setup.table ?? { width: 48, length: 30 };
  const fighters = buildFighters(setup.sides, level2);
  const a = sideTechProfile('A');
  const b = sideTechProfile('B');
  return {
    options: {
      level2,
      pulseCombinedRoll: input.options.pulse_combined_roll === true,
      ...(level2 && input.options.morale === 'provisional'
        ? { morale: 'provisional' as const }
        : {}),
    },
    table,
    terrain: buildTerrain(setup.terrain, level2, table, ctx.dice),
    turnLimit: setup.turn_limit ?? 10,
    turn: 1,
    phase: 'movement',
    sideNames: [setup.sides[0].name ?? 'Side A', setup.sides[1].name ?? 'Side B'],
    tech: [a, b],
    ships,
    squadrons,
    initiativeLoser: 0,
    acted: [],
    burst: null,
    declared: null,
    markers: [],
    nextMarker: 1,
    activation: null,
    interception: null,
    spent: {},
    impacts: [],
    impactUnit: null,
    nextHit: 1,
    squadronTargets: {},
    halfArmor: {},
    ended: null,
    turnStarted: false,
    hitQueue: [],
    ...(level2 ? { l2: level2State(squadrons) } : {}),
    ...(fighters ? { fighters } : {}),
  };
}

function level2State(squadrons: SeState['squadrons']): Level2State {
  return {
    squadronsStarted: Object.fromEntries(squadrons.map((q) => [q.id, q.ships.length])),
    moraleTested: [],
    halfField: {},
    repairsOwed: [],
    jumpsDone: false,
    trackDue: [],
  };
}
