/**
 * The opening state from a scenario or a custom setup, and the checks on both (done once here and
 * handed to `validateSetup`). Custom setups use the scenarios' own shape (`SitsSetup`).
 */
import type { SetupInput, StepContext } from '../../core/contract.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { setupInputProblems } from '../../core/setup-checks.js';
import { problem, type Problem } from '../../core/problems.js';
import { SHIP_CLASSES } from './catalog.js';
import { DIRECTIONS } from './rules/directions.js';
import { shuffle } from './rules/miracles.js';
import { placeMarkers } from './rules/segment.js';
import { findScenario, gameFromSetup, type SitsSetup } from './scenarios.js';
import { SetupClassCodes, SHIP_CLASS_SCHEMA, setupClasses } from './setup-classes.js';
import { activeShips, type SitsState } from './state.js';

export const OPTIONS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    altitude: { type: 'boolean', description: 'The optional altitude module (SITS-ALT).' },
    miracles: { type: 'boolean', description: 'Miracle cards (SITS-DC-6, -7).' },
  },
};

const counts: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    DIRECTIONS.map((d) => [d, { type: 'integer', minimum: 0, maximum: 400 }]),
  ),
};

const coordinate = { type: 'integer', minimum: -10000, maximum: 10000 };

export const SETUP_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['turnLimit', 'sides', 'ships'],
  properties: {
    turnLimit: { type: 'integer', minimum: 1, maximum: 50 },
    optionalRules: OPTIONS_SCHEMA,
    sides: {
      type: 'array',
      minItems: 2,
      maxItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
          name: { type: 'string', maxLength: 80 },
          forceCost: { type: 'integer', minimum: 0 },
          miracleCommander: { type: 'boolean' },
        },
      },
    },
    classes: {
      type: 'array',
      maxItems: 12,
      description: 'Ship classes of your own, beside the sample ones; ships name them by id.',
      items: SHIP_CLASS_SCHEMA,
    },
    ships: {
      type: 'array',
      minItems: 2,
      maxItems: 24,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'side', 'class', 'pos', 'facing'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,16}$' },
          side: { type: 'string' },
          class: {
            type: 'string',
            description: `A sample class (${Object.keys(SHIP_CLASSES).join(', ')}) or one of \`classes\`.`,
          },
          name: { type: 'string', maxLength: 80 },
          pos: { type: 'array', items: coordinate, minItems: 2, maxItems: 2 },
          facing: { enum: [...DIRECTIONS] },
          velocity: counts,
          thrust: { type: 'integer', minimum: 0, maximum: 12 },
          rollAngle: { enum: [0, 90, 180, 270] },
          z: coordinate,
          vertical: { type: 'integer', minimum: -400, maximum: 400 },
        },
      },
    },
  },
  examples: [findScenario('picket-clash')!.setup],
};

function shipProblems(setup: SitsSetup): Problem[] {
  const { classes, problems } = setupClasses(setup.classes);
  const sides = setup.sides.map((s) => s.id);
  if (new Set(sides).size !== sides.length)
    problems.push(problem('INVALID_SETUP', 'side ids must differ', '/sides'));
  const ids = new Set<string>();
  setup.ships.forEach((s, i) => {
    if (ids.has(s.id))
      problems.push(problem('INVALID_SETUP', `ship id ${s.id} is used twice`, `/ships/${i}/id`));
    ids.add(s.id);
    if (!sides.includes(s.side))
      problems.push(problem('INVALID_SETUP', `no side ${s.side}`, `/ships/${i}/side`));
    const cls = classes[s.class];
    if (!cls) {
      problems.push(
        problem(SetupClassCodes.unknownShipClass, `no ship class ${s.class}`, `/ships/${i}/class`),
      );
    } else if ((s.thrust ?? 0) > cls.maxThrust) {
      problems.push(
        problem('INVALID_SETUP', `thrust above ${s.class}'s maximum`, `/ships/${i}/thrust`),
      );
    }
  });
  for (const side of sides) {
    if (!setup.ships.some((s) => s.side === side)) {
      problems.push(problem('INVALID_SETUP', `side ${side} has no ship`, '/ships'));
    }
  }
  return problems;
}

/** The core's checks (options, scenario or setup, the setup's shape), then SITS's own. */
export function setupProblems(input: SetupInput): Problem[] {
  const problems = setupInputProblems(input, { options: OPTIONS_SCHEMA, setup: SETUP_SCHEMA });
  if (problems.length > 0 || input.setup === undefined) return problems;
  return shipProblems(input.setup as SitsSetup).map((p) => ({ ...p, path: `/setup${p.path}` }));
}

function setupOf(input: SetupInput): SitsSetup {
  return (input.setup as SitsSetup | undefined) ?? findScenario(input.scenarioId ?? '')!.setup;
}

export function seatCount(input: SetupInput): number {
  return setupOf(input).sides.length;
}

/** §1.4's initial state at turn 1, segment 1, step 1; miracle decks shuffled with the dice. */
export function initialState(input: SetupInput, ctx: StepContext): SitsState {
  const setup = setupOf(input);
  const game = gameFromSetup(setup, input.options as { altitude?: boolean; miracles?: boolean });
  for (const side of game.sides) {
    if (side.miracleCommander) side.deck = shuffle(side.deck, ctx.dice, side.id);
  }
  const state: SitsState = {
    ...game,
    seatSides: setup.sides.map((s) => s.id),
    step: 'segment_orders',
    concerned: [],
    submitted: {},
    ended: null,
  };
  placeMarkers(state);
  state.concerned = [...new Set(activeShips(state).map((s) => s.side))];
  return state;
}
