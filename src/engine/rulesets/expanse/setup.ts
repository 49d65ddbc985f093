/**
 * Setting up a battle: the options and custom-setup schemas, the one check of a setup input
 * (`validateSetup`), the seat count and the opening state. Every scenario is written as a custom
 * setup (`scenarios.ts`), so one code path builds every battle.
 */
import type { SetupInput, StepContext } from '../../core/contract.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { problem, type Problem } from '../../core/problems.js';
import { setupInputProblems } from '../../core/setup-checks.js';
import { emptyEffects, type ExpanseState, type Objective } from './battle.js';
import { BANDS, CREW_TEMPLATES, SHIP_CLASS_FILES } from './data/tables.js';
import { listOf } from './copy-on-write.js';
import { buildShip } from './rules/ships.js';
import { EXPANSE_SCENARIOS, scenarioSetup } from './scenarios.js';
import type { Pair } from './state.js';
import type { CustomSetup } from './custom-setup.js';

export type { CustomSetup } from './custom-setup.js';

export const SetupProblemCodes = {
  unknownShipClass: 'UNKNOWN_SHIP_CLASS',
  unknownCrewTemplate: 'UNKNOWN_CREW_TEMPLATE',
  duplicateShip: 'DUPLICATE_SHIP_ID',
  duplicateSide: 'DUPLICATE_SIDE_ID',
  unknownSide: 'UNKNOWN_SIDE',
  sideWithoutShips: 'SIDE_WITHOUT_SHIPS',
  unknownPairShip: 'UNKNOWN_PAIR_SHIP',
  duplicatePair: 'DUPLICATE_PAIR',
  unknownScenario: 'UNKNOWN_SCENARIO',
  noScenario: 'SCENARIO_OR_SETUP_REQUIRED',
} as const;

const id: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9_.-]+$',
};
const band: JsonSchema = { enum: BANDS.filter((b) => b !== 'BEYOND') };

export const OPTIONS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    roundLimit: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      description: 'Overrides the scenario round limit',
    },
  },
};

export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sides', 'ships'],
  properties: {
    name: { type: 'string', maxLength: 80 },
    sides: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: { id, name: { type: 'string', minLength: 1, maxLength: 40 } },
      },
    },
    ships: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'side', 'class', 'crew'],
        properties: {
          id,
          name: { type: 'string', minLength: 1, maxLength: 40 },
          side: id,
          class: {
            type: 'string',
            description: `Ship class: ${SHIP_CLASS_FILES.map((c) => c.id).join(', ')}`,
          },
          crew: {
            type: 'string',
            description: `Crew template: ${CREW_TEMPLATES.map((c) => c.id).join(', ')}`,
          },
        },
      },
    },
    bands: {
      type: 'array',
      maxItems: 66,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ships', 'band'],
        properties: {
          ships: { type: 'array', items: id, minItems: 2, maxItems: 2 },
          band,
        },
      },
    },
    defaultBand: band,
    roundLimit: { type: 'integer', minimum: 1, maximum: 50 },
    terrain: {
      type: 'array',
      maxItems: 8,
      description: 'Battlefield terrain (§1.10), for the terrain stunts',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { enum: ['exploitable', 'hazard', 'planet_atmosphere', 'station'] },
          size: { type: 'integer', minimum: 1, maximum: 8 },
        },
      },
    },
  },
};

/** Rule checks on a well-formed custom setup, each with its own code and path. */
function customProblems(c: CustomSetup): Problem[] {
  const out: Problem[] = [];
  const sideIds = new Set<string>();
  c.sides.forEach((side, i) => {
    if (sideIds.has(side.id))
      out.push(
        problem(SetupProblemCodes.duplicateSide, `side ${side.id} twice`, `/setup/sides/${i}/id`),
      );
    sideIds.add(side.id);
  });
  const shipIds = new Set<string>();
  c.ships.forEach((ship, i) => {
    const at = `/setup/ships/${i}`;
    if (shipIds.has(ship.id))
      out.push(problem(SetupProblemCodes.duplicateShip, `ship ${ship.id} twice`, `${at}/id`));
    shipIds.add(ship.id);
    if (!sideIds.has(ship.side))
      out.push(problem(SetupProblemCodes.unknownSide, `no side ${ship.side}`, `${at}/side`));
    if (!SHIP_CLASS_FILES.some((x) => x.id === ship.class))
      out.push(
        problem(SetupProblemCodes.unknownShipClass, `no ship class ${ship.class}`, `${at}/class`),
      );
    if (!CREW_TEMPLATES.some((x) => x.id === ship.crew))
      out.push(
        problem(
          SetupProblemCodes.unknownCrewTemplate,
          `no crew template ${ship.crew}`,
          `${at}/crew`,
        ),
      );
  });
  c.sides.forEach((side, i) => {
    if (!c.ships.some((x) => x.side === side.id))
      out.push(
        problem(
          SetupProblemCodes.sideWithoutShips,
          `side ${side.id} has no ship`,
          `/setup/sides/${i}`,
        ),
      );
  });
  const pairs = new Set<string>();
  (c.bands ?? []).forEach((b, i) => {
    const [x, y] = b.ships;
    if (x === y || !shipIds.has(x) || !shipIds.has(y))
      out.push(
        problem(SetupProblemCodes.unknownPairShip, `no pair ${x}–${y}`, `/setup/bands/${i}/ships`),
      );
    const key = [x, y].sort().join('|');
    if (pairs.has(key))
      out.push(
        problem(SetupProblemCodes.duplicatePair, `pair ${x}–${y} twice`, `/setup/bands/${i}`),
      );
    pairs.add(key);
  });
  return out;
}

export function setupProblems(input: SetupInput): Problem[] {
  const out = setupInputProblems(input, { options: OPTIONS_SCHEMA, setup: SETUP_SCHEMA });
  if (out.length > 0) return out;
  if (input.setup !== undefined) return customProblems(input.setup as CustomSetup);
  if (input.scenarioId === undefined)
    return [
      problem(SetupProblemCodes.noScenario, 'give a scenario or a custom setup', '/scenarioId'),
    ];
  if (!EXPANSE_SCENARIOS.some((x) => x.id === input.scenarioId))
    return [
      problem(SetupProblemCodes.unknownScenario, `no scenario ${input.scenarioId}`, '/scenarioId'),
    ];
  return [];
}

function setupOf(input: SetupInput): { setup: CustomSetup; objective: Objective } {
  if (input.setup !== undefined)
    return { setup: input.setup as CustomSetup, objective: 'last_side_standing' };
  return scenarioSetup(input.scenarioId ?? '', input.rulesetVersion);
}

export function seatCount(input: SetupInput): number {
  return setupOf(input).setup.sides.length;
}

/** EX-MAN-1: every pair of ships gets its band from the setup; the battle starts at round 1. */
export function battleOf(
  setup: CustomSetup,
  objective: Objective,
  scenarioId: string | null,
  roundLimit?: number,
): ExpanseState {
  const ships = listOf(setup.ships, (x) => buildShip(x.id, x.name, x.side, x.class, x.crew));
  const pairs: Pair[] = [];
  for (let i = 0; i < ships.length; i++)
    for (let j = i + 1; j < ships.length; j++) {
      const a = ships[i].id;
      const b = ships[j].id;
      const named = (setup.bands ?? []).find(
        (p) => (p.ships[0] === a && p.ships[1] === b) || (p.ships[0] === b && p.ships[1] === a),
      );
      pairs.push({
        ships: [a, b],
        band: named?.band ?? setup.defaultBand ?? 'M',
        grapple: null,
        follow: null,
        lostTrack: [],
      });
    }
  return {
    scenarioId,
    objective,
    // ROUND_START(1) opens when the flow first runs.
    round: 0,
    roundLimit: roundLimit ?? setup.roundLimit ?? 10,
    step: 1,
    phase: 'orders',
    // Not `.map`: once this function is optimised, an inlined `map` makes a holey array, and every
    // function that reads the sides would meet a second map and drop its optimised code.
    sides: listOf(setup.sides, (x) => ({ id: x.id, name: x.name })),
    ships,
    pairs,
    terrain: setup.terrain ?? [],
    torpedoes: [],
    nextTorpedo: 1,
    attacks: [],
    fx: Object.fromEntries(ships.map((x) => [x.id, emptyEffects()])),
    outOfControl: [],
    tacticsPenalty: {},
    eatStatic: {},
    bought: {},
    concerned: [],
    submitted: {},
    resigned: [],
    result: null,
  };
}

export function initialState(input: SetupInput, ctx: StepContext): ExpanseState {
  const { setup, objective } = setupOf(input);
  const limit = input.options.roundLimit as number | undefined;
  const s = battleOf(setup, objective, input.scenarioId ?? null, limit);
  ctx.emit({
    type: 'battle.started',
    data: { scenario: s.scenarioId, sides: s.sides, pairs: listOf(s.pairs, (p) => ({ ...p })) },
  });
  return s;
}

/** A scenario's opening battle, before round 1 starts. */
export function opening(scenarioId: string): ExpanseState {
  const { setup, objective } = scenarioSetup(scenarioId);
  return battleOf(setup, objective, scenarioId);
}
