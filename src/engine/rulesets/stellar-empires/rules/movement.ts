/**
 * Movement on the measured table (SE-MOV-6..14): the distance envelope, turn costs and delay,
 * rolling, and executing a path (leaving the table disengages the ship).
 */
import {
  COMPASS_8,
  moveAlongHeading,
  segment,
  segmentExitFromRectangle,
  vec,
} from '../../../geometry/index.js';
import { problem, type Problem } from '../../../core/problems.js';
import type { ShipState } from '../state.js';
import { design, isCrippled, speedOf, turnsOf } from './ships.js';
import { RANGE_EPSILON } from './to-hit.js';

export type PathStep = { fwd: number } | { turn: 'L' | 'R'; deg: 45 | 90 | 135 | 180 };

export const MoveCodes = {
  pathStep: 'E_PATH_STEP',
  speed: 'E_SPEED_OUT_OF_RANGE',
  turnDelay: 'E_TURN_DELAY',
  turnBudget: 'E_TURN_BUDGET',
  turnSizeCrippled: 'E_TURN_SIZE_CRIPPLED',
  roll: 'E_ROLL_NOT_ALLOWED',
} as const;

/** SE-MOV-8: turn point cost by size. */
export const TURN_COST: Readonly<Record<number, number>> = { 45: 1, 90: 3, 135: 4, 180: 5 };

/** SE-MOV-6, SE-Q-9: Level 1 (and no movement command) moves 0.5 to 1.0 times speed. */
export const DEFAULT_ENVELOPE: readonly [number, number] = [0.5, 1.0];

export interface Allowance {
  envelope: readonly [number, number];
  turnPoints: number;
  turnDelay: number;
}

/** What a ship may do this move at Level 1: the default envelope, its turns and turn delay. */
export function levelOneAllowance(ship: ShipState): Allowance {
  return {
    envelope: DEFAULT_ENVELOPE,
    turnPoints: Math.max(0, turnsOf(ship)),
    turnDelay: design(ship).movement.turn_delay,
  };
}

function isTurn(step: PathStep): step is { turn: 'L' | 'R'; deg: 45 | 90 | 135 | 180 } {
  return 'turn' in step;
}

/** SE-MOV-6..10: every problem with a path, as JSON Pointers under `base`. */
export function pathProblems(
  ship: ShipState,
  path: readonly PathStep[],
  allowance: Allowance,
  base: string,
): Problem[] {
  const out: Problem[] = [];
  const crippled = isCrippled(ship);
  let straight = 0;
  let cost = 0;
  let total = 0;
  path.forEach((step, i) => {
    const at = `${base}/${i}`;
    if (!isTurn(step)) {
      if (!(step.fwd > 0) || !Number.isFinite(step.fwd))
        out.push(problem(MoveCodes.pathStep, 'a forward step must be a positive distance', at));
      straight += step.fwd;
      total += step.fwd;
      return;
    }
    if (TURN_COST[step.deg] === undefined) {
      out.push(problem(MoveCodes.pathStep, 'a turn is 45, 90, 135 or 180 degrees', at));
      return;
    }
    if (straight < allowance.turnDelay - RANGE_EPSILON)
      out.push(
        problem(
          MoveCodes.turnDelay,
          `a turn needs ${allowance.turnDelay} inches straight first (SE-MOV-9)`,
          at,
        ),
      );
    if (crippled && step.deg !== 45)
      out.push(
        problem(
          MoveCodes.turnSizeCrippled,
          'a crippled ship may only make 45° turns (SE-MOV-10)',
          at,
        ),
      );
    cost += TURN_COST[step.deg];
    straight = 0;
  });
  if (cost > allowance.turnPoints)
    out.push(
      problem(
        MoveCodes.turnBudget,
        `turns cost ${cost} but the ship has ${allowance.turnPoints} turn points (SE-MOV-8)`,
        base,
      ),
    );
  const speed = speedOf(ship);
  const [lo, hi] = allowance.envelope;
  if (total < lo * speed - RANGE_EPSILON || total > hi * speed + RANGE_EPSILON)
    out.push(
      problem(
        MoveCodes.speed,
        `the path covers ${total} inches; it must be ${lo * speed} to ${hi * speed} (SE-MOV-6)`,
        base,
      ),
    );
  return out;
}

/** The straight path the defaults use: lo × speed forward, or nothing (SE-SCN-1.6). */
export function defaultPath(ship: ShipState, allowance: Allowance): PathStep[] {
  const d = allowance.envelope[0] * speedOf(ship);
  return d > 0 ? [{ fwd: d }] : [];
}

export interface MoveResult {
  /** Where each straight segment ended (SE-MOV-12). */
  points: { x: number; y: number }[];
  leftTable: boolean;
}

/**
 * SE-GEN-10, SE-MOV-11..13: executes the steps in order; a segment that leaves the table stops the
 * ship at the edge and disengages it. Rolling toggles `rolled` once.
 */
export function executePath(
  ship: ShipState,
  path: readonly PathStep[],
  roll: boolean,
  table: { width: number; length: number },
): MoveResult {
  const rect = { width: table.width, height: table.length };
  const points: { x: number; y: number }[] = [];
  for (const step of path) {
    if (isTurn(step)) {
      const k = (step.deg / 45) * (step.turn === 'R' ? 1 : -1);
      ship.heading = (((ship.heading + k) % 8) + 8) % 8;
      continue;
    }
    const from = vec(ship.x, ship.y);
    const to = moveAlongHeading(COMPASS_8, from, ship.heading, step.fwd);
    const exit = segmentExitFromRectangle(segment(from, to), rect);
    if (exit) {
      ship.x = exit.point.x;
      ship.y = exit.point.y;
      ship.status = 'disengaged';
      points.push({ x: ship.x, y: ship.y });
      return { points, leftTable: true };
    }
    ship.x = to.x;
    ship.y = to.y;
    points.push({ x: ship.x, y: ship.y });
  }
  if (roll) ship.rolled = !ship.rolled;
  return { points, leftTable: false };
}
