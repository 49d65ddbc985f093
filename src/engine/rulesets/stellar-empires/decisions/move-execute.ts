/**
 * `move_execute` (spec 7.3 step 2, SE-MOV-5..18): the declared unit's paths, command ship first.
 * A squadron may move by one `formation` instruction instead of a path per ship: each ship goes
 * `fraction` of its speed and makes the one turn given after its turn delay, when it can.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { Rng } from '../../../core/rng.js';
import { unitActed } from '../flow.js';
import {
  executePath,
  MoveCodes,
  pathProblems,
  type Allowance,
  TURN_COST,
  type PathStep,
} from '../rules/movement.js';
import { isCrippled, speedOf, unitShips } from '../rules/ships.js';
import { leaveSquadron } from '../rules/squadrons.js';
import { shipAllowance } from '../rules/level2/allowance.js';
import { hasCommand } from '../rules/level2/command-mods.js';
import {
  applyPathTerrain,
  asteroidDefenceProblems,
  commitAsteroidDefence,
  pathLength,
  pathPolyline,
  pathTerrainProblems,
  pathWrecksOrBlocked,
  type AsteroidDefence,
} from '../rules/level2/terrain/path.js';
import {
  landFlights,
  landingProblems,
  launchFlightProblems,
  launchFlights,
  type BayLaunch,
} from '../rules/level2/fighters/bays.js';
import {
  fighterMoveProblems,
  fighterMoveSchema,
  moveFlights,
  type FighterMove,
} from '../rules/level2/fighters/moves.js';
import type { SeState, ShipState } from '../state.js';
import { fullLaunch, towardMoves, towardSchema } from './fighter-orders.js';
import { decisionId, OrderCodes } from './common.js';

export interface ShipMove {
  ship: string;
  path: PathStep[];
  roll?: boolean;
  fall_out?: boolean;
  /** Level 2: systems and interceptors committed against asteroid strikes (SE-TER-2). */
  asteroid_defense?: AsteroidDefence;
  /** Level 2: flights launched at the end of the move (SE-FTR-8). */
  launch_flights?: BayLaunch[];
  /** Level 2: flights within 1" of the ship's end point that land (SE-FTR-9). */
  land_flights?: string[];
}

export interface Formation {
  fraction: number;
  turn?: { turn: 'L' | 'R'; deg: 45 | 90 | 135 | 180 } | null;
}

export interface MoveExecuteOrder {
  unit: string;
  ships?: ShipMove[];
  formation?: Formation;
  /** Level 2: the optional fighter batch, up to 4 × ships in the unit (SE-MOV-4). */
  fighter_moves?: FighterMove[];
  /** Level 2 shorthand for the batch: flights straight at this target (SE-D-24). */
  fighters_toward?: string;
}

const turnStep: JsonSchema = {
  type: 'object',
  required: ['turn', 'deg'],
  additionalProperties: false,
  properties: { turn: { enum: ['L', 'R'] }, deg: { enum: [45, 90, 135, 180] } },
};

const step: JsonSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['fwd'],
      additionalProperties: false,
      properties: { fwd: { type: 'number', exclusiveMinimum: 0 } },
    },
    turnStep,
  ],
};

const schema: JsonSchema = {
  type: 'object',
  required: ['unit'],
  additionalProperties: false,
  properties: {
    unit: { type: 'string' },
    ships: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['ship', 'path'],
        additionalProperties: false,
        properties: {
          ship: { type: 'string' },
          path: { type: 'array', maxItems: 32, items: step },
          roll: { type: 'boolean' },
          fall_out: { type: 'boolean' },
          asteroid_defense: {
            type: 'object',
            required: ['systems', 'interceptors'],
            additionalProperties: false,
            description: 'SE-TER-2: minor/secondary systems and interceptors against asteroids',
            properties: {
              systems: { type: 'array', maxItems: 16, items: { type: 'string' } },
              interceptors: { type: 'boolean' },
            },
          },
          launch_flights: {
            type: 'array',
            maxItems: 8,
            items: {
              type: 'object',
              required: ['bay', 'flights'],
              additionalProperties: false,
              properties: {
                bay: { type: 'string' },
                flights: { type: 'array', maxItems: 12, items: { type: 'string' } },
              },
            },
          },
          land_flights: { type: 'array', maxItems: 12, items: { type: 'string' } },
        },
      },
    },
    fighter_moves: { type: 'array', maxItems: 32, items: fighterMoveSchema },
    fighters_toward: towardSchema,
    formation: {
      type: 'object',
      required: ['fraction'],
      additionalProperties: false,
      properties: {
        fraction: {
          type: 'number',
          minimum: 0,
          maximum: 1.5,
          description: 'of each ship’s speed, kept within its envelope',
        },
        turn: { oneOf: [{ type: 'null' }, turnStep] },
      },
    },
  },
};

/** The path a formation instruction gives one ship: always within its allowance. */
export function formationPath(ship: ShipState, f: Formation, allowance: Allowance): PathStep[] {
  const [lo, hi] = allowance.envelope;
  const d = Math.min(hi, Math.max(lo, f.fraction)) * speedOf(ship);
  if (d <= 0) return [];
  const turn = f.turn ?? null;
  const delay = allowance.turnDelay;
  const affordable =
    turn !== null &&
    TURN_COST[turn.deg] <= allowance.turnPoints &&
    !(isCrippled(ship) && turn.deg !== 45);
  if (!affordable || d <= delay) return [{ fwd: d }];
  // SE-CMD-BWB: with no turn delay the turn comes first (a zero-length step is not a step).
  if (delay <= 0) return [{ ...turn }, { fwd: d }];
  return [{ fwd: delay }, { ...turn }, { fwd: d - delay }];
}

/**
 * A formation path that keeps out of closed planets and rocks (SE-TER-5): the instruction's own
 * path, else the first clear one of a 45°, 90° then 135° turn either way, at the instruction's
 * distance, then at the least and then at the greatest distance (SE-D-12). The last are the ones
 * `cornered` judges by, so a ship that is not cornered always finds a clear path: a short move
 * may be unable to turn (its turn delay is longer) where a full one can.
 */
function formationTries(s: SeState, ship: ShipState, f: Formation): PathStep[][] {
  const allowance = shipAllowance(s, ship);
  const distances = [f.fraction, 0, 1];
  const tries: Formation[] = distances
    .map((fraction) => ({ ...f, fraction }))
    .flatMap((g) => [
      g,
      ...([45, 90, 135] as const).flatMap((deg) =>
        (['L', 'R'] as const).map((turn) => ({ fraction: g.fraction, turn: { turn, deg } })),
      ),
    ]);
  const paths = tries.map((t) => formationPath(ship, t, allowance));
  return paths;
}

/** SE-D-12: no formation path keeps clear of closed planets: any path may run up to their edge. */
function cornered(s: SeState, ship: ShipState): boolean {
  if (s.terrain.planets.length === 0) return false;
  return formationTries(s, ship, { fraction: 1 }).every(
    (p) => pathTerrainProblems(s.terrain, ship, p, '').length > 0,
  );
}

function clearFormationPath(s: SeState, ship: ShipState, f: Formation): PathStep[] {
  const paths = formationTries(s, ship, f);
  return (
    paths.find((p) => !pathWrecksOrBlocked(s.terrain, ship, p)) ??
    paths.find((p) => pathTerrainProblems(s.terrain, ship, p, '').length === 0) ??
    paths[0]
  );
}

export function shipMovesOf(s: SeState, o: MoveExecuteOrder): ShipMove[] {
  if (o.ships) return o.ships;
  return unitShips(s, o.unit).map((x) => ({
    ship: x.id,
    path: clearFormationPath(s, x, o.formation ?? { fraction: 0.5 }),
  }));
}

/** SE-MOV-4: the unit's fighter batch, the shorthand expanded after the explicit moves. */
export function batchOf(s: SeState, o: MoveExecuteOrder): FighterMove[] {
  const explicit = o.fighter_moves ?? [];
  if (o.fighters_toward === undefined) return explicit;
  const members = unitShips(s, o.unit);
  if (members.length === 0) return explicit;
  const limit = 4 * members.length;
  const more = towardMoves(s, members[0].side, o.fighters_toward, limit).filter(
    (m) => !explicit.some((e) => e.flight === m.flight),
  );
  return [...explicit, ...more].slice(0, limit);
}

function rules(s: SeState, o: MoveExecuteOrder): Problem[] {
  if (o.unit !== s.declared)
    return [problem(OrderCodes.unknownUnit, `the declared unit is ${s.declared}`, '/unit')];
  if ((o.ships === undefined) === (o.formation === undefined))
    return [problem(OrderCodes.schema, 'give either ships or formation', '')];
  const members = unitShips(s, o.unit);
  const out: Problem[] = fighterMoveProblems(
    s,
    members[0].side,
    batchOf(s, o),
    4 * members.length,
    '/fighter_moves',
  );
  if (!o.ships) {
    for (const m of shipMovesOf(s, o)) {
      const ship = members.find((x) => x.id === m.ship)!;
      if (!cornered(s, ship))
        out.push(...pathTerrainProblems(s.terrain, ship, m.path, '/formation'));
    }
    return out;
  }
  const listed = o.ships.map((m) => m.ship);
  if (
    members.length !== listed.length ||
    !members.every((m) => listed.filter((id) => id === m.id).length === 1)
  )
    out.push(problem(OrderCodes.incomplete, `list every ship of ${o.unit} exactly once`, '/ships'));
  o.ships.forEach((m, i) => {
    const ship = members.find((x) => x.id === m.ship);
    if (!ship) return;
    out.push(...pathProblems(ship, m.path, shipAllowance(s, ship), `/ships/${i}/path`));
    if (!cornered(s, ship))
      out.push(...pathTerrainProblems(s.terrain, ship, m.path, `/ships/${i}/path`));
    if (m.asteroid_defense)
      out.push(
        ...asteroidDefenceProblems(s, ship, m.asteroid_defense, `/ships/${i}/asteroid_defense`),
      );
    out.push(
      ...launchFlightProblems(s, ship, m.launch_flights ?? [], `/ships/${i}/launch_flights`),
    );
    const end = pathPolyline(ship, m.path).at(-1)!;
    out.push(...landingProblems(s, ship, m.land_flights ?? [], end, `/ships/${i}/land_flights`));
    if (m.roll && s.options.level2)
      out.push(
        problem(
          MoveCodes.roll,
          'at Level 2 a ship rolls only with Roll Ship (SE-MOV-11)',
          `/ships/${i}/roll`,
        ),
      );
    if (m.fall_out && ship.squadron === null)
      out.push(
        problem(
          OrderCodes.fallOut,
          `${ship.id} is not in a squadron (SE-MOV-18)`,
          `/ships/${i}/fall_out`,
        ),
      );
  });
  return out;
}

function randomPath(s: SeState, ship: ShipState, rng: Rng): PathStep[] {
  const turn =
    rng.int(3) === 0
      ? null
      : { turn: rng.int(2) === 0 ? ('L' as const) : ('R' as const), deg: 45 as const };
  return clearFormationPath(s, ship, { fraction: 0.5 + rng.int(6) / 10, turn });
}

export const moveExecuteKind: DecisionKind<SeState, MoveExecuteOrder, null> = {
  id: (s) => decisionId(s, 'move_execute'),
  simultaneous: false,
  prompt: (s) => `Turn ${s.turn}, Movement: move ${s.declared}`,
  schema,
  validate: (s, _seat, _at, order) =>
    checkOrder<MoveExecuteOrder>(schema, order, (o) => rules(s, o)),
  sample(s, _seat, _at, rng) {
    const unit = s.declared!;
    const fighters = s.fighters ? { fighters_toward: 'nearest' } : {};
    if (rng.int(2) === 0)
      return {
        unit,
        formation: {
          fraction: 0.5 + rng.int(6) / 10,
          turn: rng.int(2) ? { turn: 'R', deg: 45 } : { turn: 'L', deg: 45 },
        },
        ...fighters,
      };
    return {
      unit,
      ships: unitShips(s, unit).map((x) => {
        const launch = rng.int(2) === 0 ? fullLaunch(s, x) : [];
        return {
          ship: x.id,
          path: randomPath(s, x, rng),
          roll: !s.options.level2 && rng.int(8) === 0,
          ...(s.terrain.asteroids.length > 0 && rng.int(2) === 0
            ? { asteroid_defense: { systems: [], interceptors: true } }
            : {}),
          ...(launch.length > 0 ? { launch_flights: launch } : {}),
        };
      }),
      ...fighters,
    };
  },
  defaultOrder: (s) => ({
    unit: s.declared!,
    ships: unitShips(s, s.declared!).map((x) => ({
      ship: x.id,
      path: clearFormationPath(s, x, { fraction: 0 }),
    })),
  }),
  apply(s, _seat, _at, order, ctx) {
    const moves = shipMovesOf(s, order);
    const batch = batchOf(s, order);
    const ships = unitShips(s, order.unit);
    unitActed(s, order.unit);
    for (const ship of ships) {
      const m = moves.find((x) => x.ship === ship.id);
      if (!m) continue;
      const from = { x: ship.x, y: ship.y, heading: ship.heading };
      const roll = s.options.level2 ? hasCommand(ship, 'ROLL_SHIP') : m.roll === true;
      const defence = m.asteroid_defense ?? { systems: [], interceptors: false };
      commitAsteroidDefence(s, ship, defence);
      const result = executePath(ship, m.path, roll, s.table);
      ctx.emit({
        type: 'ship.moved',
        data: {
          ship: ship.id,
          from,
          to: { x: ship.x, y: ship.y, heading: ship.heading },
          rolled: ship.rolled,
          path: m.path,
        },
      });
      const start = { x: from.x, y: from.y };
      if (applyPathTerrain(s, ship, start, result, pathLength(m.path), defence, ctx)) continue;
      if (result.leftTable) {
        ctx.emit({ type: 'ship.disengaged', data: { ship: ship.id, reason: 'left the table' } });
        if (ship.squadron !== null) leaveSquadron(s, ship, (e) => ctx.emit(e), 'disengaged');
      } else if (m.fall_out) {
        leaveSquadron(s, ship, (e) => ctx.emit(e), 'fell out');
        ship.outOfCommand = true;
      }
      if (ship.status !== 'active') continue;
      // SE-MOV-5 step 5: landings and launches at the end of the carrier's move.
      landFlights(s, ship, m.land_flights ?? [], ctx);
      launchFlights(s, ship, m.launch_flights ?? [], ctx);
    }
    // SE-MOV-5 step 6: the optional fighter batch.
    moveFlights(s, batch, ctx);
    s.declared = null;
  },
};
