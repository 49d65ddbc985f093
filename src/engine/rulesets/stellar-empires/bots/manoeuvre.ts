/**
 * The paths the heuristic weighs for a ship, and whether a place leaves it room to come about. A
 * ship with few turn points (SE-MOV-8) that runs at an edge cannot turn away in time and leaves
 * the table (SE-MOV-13), which gives the enemy its points: a captain looks two moves ahead.
 */
import { formationPath } from '../decisions/move-execute.js';
import { executePath, TURN_COST, type Allowance, type PathStep } from '../rules/movement.js';
import { speedOf } from '../rules/ships.js';
import type { SeState, ShipState } from '../state.js';

/** The distances weighed, as shares of the ship's speed (the envelope clamps them). */
export const FRACTIONS: readonly number[] = [0, 0.5, 0.75, 1, 1.5];
const TURNS = [45, 90, 135] as const;
const SIDES = ['L', 'R'] as const;

/**
 * Two 45° turns the same way, the turn delay apart: a 90° turn for 2 points where one costs 3
 * (SE-MOV-8, SE-MOV-9), which is all a ship with two turn points can do to come about.
 */
function doubleTurn(allowance: Allowance, run: number, turn: 'L' | 'R'): PathStep[] | null {
  const delay = allowance.turnDelay;
  if (allowance.turnPoints < 2 * TURN_COST[45]) return null;
  const step = { turn, deg: 45 as const };
  if (delay <= 0) return [step, step, { fwd: run }];
  if (run <= 2 * delay) return null;
  return [{ fwd: delay }, step, { fwd: delay }, step, { fwd: run - 2 * delay }];
}

/**
 * A path as a string, equal for equal paths: what `JSON.stringify` told apart (a step is a run or a
 * turn), made without it, since the search's playouts weigh thousands of paths (decision 0078).
 */
function pathKey(path: readonly PathStep[]): string {
  return path.map((st) => ('fwd' in st ? `${st.fwd}` : `${st.turn}${st.deg}`)).join(' ');
}

/**
 * Every path weighed: straight, one turn of 45°, 90° or 135° either way, or two 45° turns, at the
 * least, half, three quarters, full and greatest distance the envelope allows. The single turns at
 * the least and full distance are the formation paths by which the rules judge a ship cornered
 * (SE-D-12), so when every one of these is closed, any path is legal.
 */
export function candidatePaths(
  ship: ShipState,
  allowance: Allowance,
  fractions: readonly number[] = FRACTIONS,
): PathStep[][] {
  const out: PathStep[][] = [];
  const seen = new Set<string>();
  const add = (p: PathStep[] | null) => {
    if (!p) return;
    const key = pathKey(p);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(p);
    }
  };
  for (const fraction of fractions) {
    add(formationPath(ship, { fraction }, allowance));
    for (const deg of TURNS)
      for (const turn of SIDES)
        add(formationPath(ship, { fraction, turn: { turn, deg } }, allowance));
    const [lo, hi] = allowance.envelope;
    const run = Math.min(hi, Math.max(lo, fraction)) * speedOf(ship);
    // Crippled ships turn 45° at a time anyway (SE-MOV-10).
    for (const turn of SIDES) add(doubleTurn(allowance, run, turn));
  }
  return out;
}

/** The shortest moves that turn hardest each way, and straight on: how a ship gets away from an edge. */
export function escapePaths(ship: ShipState, allowance: Allowance): PathStep[][] {
  const least = { fraction: 0 };
  const out: PathStep[][] = [formationPath(ship, least, allowance)];
  for (const turn of SIDES) {
    const single = [...TURNS]
      .reverse()
      .map((deg) => formationPath(ship, { ...least, turn: { turn, deg } }, allowance))
      .find((p) => p.some((st) => 'turn' in st));
    if (single) out.push(single);
    const run = allowance.envelope[0] * speedOf(ship);
    const double = doubleTurn(allowance, run, turn);
    if (double) out.push(double);
  }
  return out;
}

type Place = Pick<ShipState, 'x' | 'y' | 'heading' | 'status' | 'rolled'>;

/** Whether one of the escape paths keeps a ship at `at` on the table for `moves` more moves. */
export function keepsClear(
  s: SeState,
  at: Place,
  escapes: readonly PathStep[][],
  moves: number,
): boolean {
  if (moves === 0) return true;
  return escapes.some((path) => {
    // executePath reads and writes nothing of a ship but its place.
    const ghost = {
      x: at.x,
      y: at.y,
      heading: at.heading,
      status: at.status,
      rolled: at.rolled,
    } as ShipState;
    if (executePath(ghost, path, false, s.table).leftTable) return false;
    return keepsClear(s, ghost, escapes, moves - 1);
  });
}
