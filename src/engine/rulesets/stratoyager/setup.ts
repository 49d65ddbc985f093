/**
 * Match setup (SY-SET): the custom setup (any roster, the table, obstacles, and optionally the
 * players' own placement), the match options, and the opening state. Scenarios are custom setups
 * written down in scenarios.ts.
 */
import type { SetupInput, StepContext } from '../../core/contract.js';
import { copyJson } from '../../core/json.js';
import { setupInputProblems } from '../../core/setup-checks.js';
import { problem, type Problem } from '../../core/problems.js';
import { isSimplePolygon } from '../../geometry/index.js';
import type { GameConfig, GameState, MissileClass, Obstacle, Side, UnitState } from './model.js';
import { beginDeployment, beginTurn } from './rules/flow.js';
import { inObstacle, onTable, overlapping } from './rules/geometry.js';
import {
  OPTIONS_SCHEMA,
  SETUP_SCHEMA,
  type CustomSetup,
  type MatchOptions,
} from './custom-setup.js';
import { SCENARIO_SETUPS } from './scenarios.js';
import { findUnitType, missileLoadoutAt, unitType } from './units/index.js';

export type { CustomSetup, MatchOptions, SetupUnit } from './custom-setup.js';

function customOf(input: SetupInput): CustomSetup {
  if (input.scenarioId !== undefined) return SCENARIO_SETUPS[input.scenarioId];
  return input.setup as CustomSetup;
}

export function gameConfig(setup: CustomSetup, options: MatchOptions): GameConfig {
  return {
    tableWidth: setup.table?.width ?? 24,
    tableLength: setup.table?.length ?? 36,
    deploymentMode: setup.deploymentMode ?? 'SHORT_EDGES',
    deploymentDepth: setup.deploymentDepth ?? 1,
    cornerZoneSize: setup.cornerZoneSize ?? 4,
    entryDepth: setup.entryDepth ?? 1,
    unitBaseDiameter: setup.unitBaseDiameter ?? 0.5,
    maxInitialSpeed: setup.maxInitialSpeed ?? 9,
    baseTurns: options.baseTurns ?? 6,
    extraTurnOn: options.extraTurnOn ?? 4,
    dogfightAuto: options.dogfightAuto ?? true,
    abandonedYagers: options.abandonedYagers ?? 'DRIFT',
    arcade: {
      enabled: options.arcade?.enabled ?? false,
      countdownSeconds: options.arcade?.countdownSeconds ?? 30,
    },
  };
}

function setupProblems(setup: CustomSetup, config: GameConfig): Problem[] {
  const out: Problem[] = [];
  const W = config.tableWidth;
  const L = config.tableLength;
  if (config.deploymentMode === 'CORNERS' && 2 * config.cornerZoneSize >= Math.min(W, L)) {
    out.push(
      problem(
        'INVALID_SETUP',
        'the corner zones must not reach the middle of the table',
        '/setup/cornerZoneSize',
      ),
    );
  }
  if (
    config.deploymentMode !== 'CORNERS' &&
    2 * config.deploymentDepth >= (config.deploymentMode === 'SHORT_EDGES' ? L : W)
  ) {
    out.push(problem('INVALID_SETUP', 'the deployment zones overlap', '/setup/deploymentDepth'));
  }
  const obstacles = setup.obstacles ?? [];
  const obstacleIds = new Set<string>();
  obstacles.forEach((o, i) => {
    if (obstacleIds.has(o.id))
      out.push(
        problem('INVALID_SETUP', `obstacle id ${o.id} is used twice`, `/setup/obstacles/${i}/id`),
      );
    obstacleIds.add(o.id);
    if (o.shape.kind === 'polygon' && !isSimplePolygon(o.shape.points)) {
      out.push(
        problem(
          'INVALID_SETUP',
          `obstacle ${o.id} is not a simple polygon`,
          `/setup/obstacles/${i}/shape`,
        ),
      );
    }
  });
  const ids = new Set<string>();
  const fixed = setup.placement === 'FIXED';
  const placed: { x: number; y: number }[] = [];
  setup.sides.forEach((s, side) => {
    let points = 0;
    s.units.forEach((u, j) => {
      const at = `/setup/sides/${side}/units/${j}`;
      if (ids.has(u.id))
        out.push(problem('INVALID_SETUP', `unit id ${u.id} is used twice`, `${at}/id`));
      ids.add(u.id);
      const type = findUnitType(u.typeId);
      if (!type)
        out.push(problem('INVALID_SETUP', `unknown unit type "${u.typeId}"`, `${at}/typeId`));
      else points += type.points;
      if (!fixed && (u.at || u.reserve !== undefined)) {
        out.push(problem('INVALID_SETUP', '"at" and "reserve" are for placement FIXED only', at));
      }
      if (fixed && !u.at === !u.reserve) {
        out.push(
          problem(
            'INVALID_SETUP',
            'with placement FIXED each unit has either "at" or "reserve": true',
            at,
          ),
        );
      }
      if (fixed && u.at) {
        const p = { x: u.at.x, y: u.at.y };
        if (!onTable(config, p))
          out.push(problem('INVALID_SETUP', `${u.id} is off the table`, `${at}/at`));
        else if (inObstacle(obstacles, p))
          out.push(problem('INVALID_SETUP', `${u.id} is inside an obstacle`, `${at}/at`));
        else if (placed.some((q) => overlapping(config, p, q)))
          out.push(problem('INVALID_SETUP', `${u.id} overlaps another unit`, `${at}/at`));
        placed.push(p);
      }
    });
    if (setup.pointsLimit !== undefined && points > setup.pointsLimit) {
      out.push(
        problem(
          'INVALID_SETUP',
          `side ${side} costs ${points} points, above the limit ${setup.pointsLimit}`,
          `/setup/sides/${side}/units`,
        ),
      );
    }
  });
  return out;
}

export function validateSetupInput(input: SetupInput): Problem[] {
  const problems = setupInputProblems(input, { options: OPTIONS_SCHEMA, setup: SETUP_SCHEMA });
  if (input.scenarioId !== undefined) {
    if (!SCENARIO_SETUPS[input.scenarioId])
      problems.push(
        problem('UNKNOWN_SCENARIO', `no scenario "${input.scenarioId}"`, '/scenarioId'),
      );
    return problems;
  }
  if (input.setup === undefined) {
    problems.push(problem('INVALID_SETUP', 'a scenario or a custom setup is needed', '/setup'));
    return problems;
  }
  if (problems.length > 0) return problems;
  const setup = input.setup as CustomSetup;
  return setupProblems(setup, gameConfig(setup, input.options as MatchOptions));
}

/**
 * A unit as it starts the game: in reserve, full structure, shields and missiles (as many as its
 * card had in ruleset `rulesetVersion`; absent, today's card).
 */
export function newUnit(
  id: string,
  typeId: string,
  side: Side,
  rulesetVersion?: string,
): UnitState {
  const type = unitType(typeId);
  const missiles: Record<MissileClass, number> = {
    LIGHT: 0,
    MEDIUM: 0,
    HEAVY: 0,
    FRAGSHELL_POD: 0,
  };
  for (const load of missileLoadoutAt(type, rulesetVersion)) missiles[load.class] += load.count;
  return {
    id,
    typeId,
    side,
    status: 'RESERVE',
    pos: null,
    course: 0,
    facing: 0,
    speed: 0,
    structure: type.structure,
    shields: type.maxShields,
    missiles,
    initiativeCard: null,
    activated: false,
    yawed: false,
    evasive: false,
    stress: 'NONE',
    fireAtWill: null,
    countermeasures: false,
    onTableThisTurn: false,
    targetLock: null,
    offTable: null,
    removal: null,
  };
}

/** The opening state's record (SY-SET-4): no turn yet, nothing ordered, drawn or in flight. */
export function openingState(
  config: GameConfig,
  units: UnitState[],
  obstacles: Obstacle[],
  scenarioId: string | null,
): GameState {
  return {
    config,
    scenarioId,
    turn: 0,
    stage: 'DEPLOY_RESERVES',
    segment: 0,
    segmentCount: 0,
    units: [...units].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    missiles: [],
    pilots: [],
    obstacles,
    firstPlacer: null,
    nextMissileSeq: 1,
    submitted: [null, null],
    owes: [false, false],
    firstPilot: null,
    drafts: [null, null],
    placement: null,
    deploying: [],
    arrived: [],
    active: [],
    dogfight: null,
    endAfterLmd: false,
    result: null,
  };
}

/** The opening state (SY-SET-4), before deployment. */
export function createGame(input: SetupInput, ctx: StepContext): GameState {
  const setup = customOf(input);
  const config = gameConfig(setup, input.options as MatchOptions);
  const units: UnitState[] = [];
  setup.sides.forEach((s, side) => {
    for (const u of s.units) {
      const unit = newUnit(u.id, u.typeId, side as Side, input.rulesetVersion);
      if (setup.placement === 'FIXED' && u.at) {
        unit.status = 'ON_TABLE';
        unit.pos = { x: u.at.x, y: u.at.y };
        unit.course = u.at.course;
        unit.facing = u.at.facing ?? u.at.course;
        unit.speed = u.at.speed;
      }
      units.push(unit);
    }
  });
  const state = openingState(
    config,
    units,
    copyJson(setup.obstacles ?? []),
    input.scenarioId ?? null,
  );
  ctx.emit({
    type: 'game.set_up',
    data: {
      scenarioId: state.scenarioId,
      table: { width: config.tableWidth, length: config.tableLength },
      deploymentMode: config.deploymentMode,
      sides: setup.sides.map((s, side) => ({
        side,
        name: s.name ?? `Side ${side}`,
        units: s.units.map((u) => ({ id: u.id, typeId: u.typeId })),
      })),
      obstacles: state.obstacles,
    },
  });
  return state;
}

/** The opening state, then deployment (or turn 1 with fixed placement). */
export function buildGame(input: SetupInput, ctx: StepContext): GameState {
  const state = createGame(input, ctx);
  if (customOf(input).placement === 'FIXED') beginTurn(state, 1, ctx);
  else beginDeployment(state, ctx);
  return state;
}
