/**
 * Putting a unit on the table: the position checks shared by placement, entry and (for overlaps)
 * return orders, and a deterministic search for a free legal spot for default orders.
 */
import type { Rng } from '../../../core/rng.js';
import type { GameState, Hour, Vec } from '../model.js';
import { dir, inObstacle, onTable, overlapping } from '../rules/geometry.js';
import { problem, type Problem } from './common.js';

/** The pegs already on the table, which a new unit must not overlap. */
export function pegsOnTable(state: GameState): Vec[] {
  const out: Vec[] = [];
  for (const u of state.units) if (u.status === 'ON_TABLE' && u.pos !== null) out.push(u.pos);
  return out;
}

/**
 * `spotProblems` finds none: for samplers, which try many spots and would build (and drop) a
 * message with both coordinates for each one that fails.
 */
export function spotFree(state: GameState, p: Vec, others: readonly Vec[]): boolean {
  return (
    onTable(state.config, p) &&
    !inObstacle(state.obstacles, p) &&
    !others.some((o) => overlapping(state.config, p, o))
  );
}

/** OFF_TABLE_POSITION, POSITION_IN_OBSTACLE, POSITION_OVERLAPS_UNIT (SY-DEP-5, SY-RES-2, SY-OBS-2). */
export function spotProblems(
  state: GameState,
  p: Vec,
  others: readonly Vec[],
  path: string,
): Problem[] {
  if (!onTable(state.config, p))
    return [problem('OFF_TABLE_POSITION', `(${p.x}, ${p.y}) is not on the table`, path)];
  const out: Problem[] = [];
  if (inObstacle(state.obstacles, p))
    out.push(
      problem('POSITION_IN_OBSTACLE', `(${p.x}, ${p.y}) is inside an obstacle (SY-OBS-2)`, path),
    );
  if (others.some((o) => overlapping(state.config, p, o))) {
    out.push(
      problem(
        'POSITION_OVERLAPS_UNIT',
        `(${p.x}, ${p.y}) is closer than ${state.config.unitBaseDiameter} to another unit (SY-GEO-8)`,
        path,
      ),
    );
  }
  return out;
}

/** Hours whose direction has a positive dot product with n. */
export function inwardHours(n: Vec): Hour[] {
  const out: Hour[] = [];
  for (let h = 0; h < 12; h++) {
    const d = dir(h);
    if (d.x * n.x + d.y * n.y > 0) out.push(h);
  }
  return out;
}

/** The hour most nearly along n ("straight ahead"). */
export function straightAhead(n: Vec): Hour {
  let best = 0;
  let bestDot = -Infinity;
  for (let h = 0; h < 12; h++) {
    const d = dir(h);
    const v = d.x * n.x + d.y * n.y;
    if (v > bestDot + 1e-12) {
      best = h;
      bestDot = v;
    }
  }
  return best;
}

/** A uniform double in [0, max], on a 0.01 Klick grid. */
export function randomCoordinate(rng: Rng, min: number, max: number): number {
  const steps = Math.max(0, Math.floor((max - min) * 100 + 1e-9));
  return Math.round((min + rng.int(steps + 1) / 100) * 100) / 100;
}

/**
 * A legal spot near `preferred`: tries it, then points stepping away along `along` (both ways) and
 * then inward along `inward`, on a grid of half a base diameter.
 */
export function nearestFreeSpot(
  preferred: Vec,
  along: Vec,
  inward: Vec,
  depth: number,
  reach: number,
  ok: (p: Vec) => boolean,
): Vec | null {
  const step = 0.25;
  for (let row = 0; row * step <= depth + 1e-9; row++) {
    for (let k = 0; k * step <= reach; k++) {
      for (const sign of k === 0 ? [1] : [1, -1]) {
        const p = {
          x: preferred.x + sign * k * step * along.x + row * step * inward.x,
          y: preferred.y + sign * k * step * along.y + row * step * inward.y,
        };
        if (ok(p)) return p;
      }
    }
  }
  return null;
}
