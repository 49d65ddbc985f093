/**
 * Same-spot overlaps (SY-OBS-4) and displacement (SY-OBS-5). There is no ramming: the unit placed
 * later is pushed to just touching, or walked back along its path.
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameConfig, GameState, Obstacle, Side, UnitState, Vec } from '../model.js';
import { inObstacle, moveAlong, onTable, overlapping, samePoint } from './geometry.js';
import { rollOffLower } from './roll-off.js';

/** A unit (re)placed in this step and the path that brought it there. */
export interface Placed {
  unit: UnitState;
  path: Vec[];
}

const MAX_PUSHES = 8;
const WALK_STEP = 0.01;

function overlapsAny(config: GameConfig, p: Vec, others: readonly UnitState[]): boolean {
  for (const v of others) if (overlapping(config, p, v.pos!)) return true;
  return false;
}

/** `unit` overlaps another unit on the table. */
function overlapsAnother(
  config: GameConfig,
  unit: UnitState,
  units: readonly UnitState[],
): boolean {
  for (const v of units) {
    if (
      v !== unit &&
      v.status === 'ON_TABLE' &&
      v.pos !== null &&
      overlapping(config, unit.pos!, v.pos)
    )
      return true;
  }
  return false;
}

function acceptable(
  config: GameConfig,
  obstacles: readonly Obstacle[],
  p: Vec,
  others: readonly UnitState[],
): boolean {
  return onTable(config, p) && !inObstacle(obstacles, p) && !overlapsAny(config, p, others);
}

/** SY-OBS-5 step 3: walk back from the path's end in 0.01 Klick steps. */
function walkBack(
  config: GameConfig,
  obstacles: readonly Obstacle[],
  path: readonly Vec[],
  others: readonly UnitState[],
): Vec {
  let carry = 0; // distance already walked into the current leg
  for (let i = path.length - 1; i > 0; i--) {
    const a = path[i];
    const b = path[i - 1];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.sqrt(dx * dx + dy * dy);
    let d = carry;
    for (; d <= len; d += WALK_STEP) {
      const p = len === 0 ? a : { x: a.x + (dx * d) / len, y: a.y + (dy * d) / len };
      if (acceptable(config, obstacles, p, others)) return p;
    }
    carry = d - len;
  }
  return path[0];
}

/** Where U ends up when displaced from intended position P (SY-OBS-5). */
export function displacedPosition(
  config: GameConfig,
  obstacles: readonly Obstacle[],
  unit: UnitState,
  path: readonly Vec[],
  others: readonly UnitState[],
): Vec {
  const s = config.unitBaseDiameter;
  let p = path[path.length - 1];
  for (let i = 0; i < MAX_PUSHES; i++) {
    let nearest: UnitState | null = null;
    let best = Infinity;
    for (const v of others) {
      if (!overlapping(config, p, v.pos!)) continue;
      const dx = p.x - v.pos!.x;
      const dy = p.y - v.pos!.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < best) {
        best = d2;
        nearest = v;
      }
    }
    if (!nearest) break;
    const v = nearest.pos!;
    if (samePoint(p, v)) p = moveAlong(v, unit.course + 6, s);
    else {
      const len = Math.sqrt(best);
      p = { x: v.x + (s * (p.x - v.x)) / len, y: v.y + (s * (p.y - v.y)) / len };
    }
  }
  if (acceptable(config, obstacles, p, others)) return p;
  return walkBack(config, obstacles, path, others);
}

/**
 * Resolve every overlap after a step in which `placed` units moved or were put on the table
 * (SY-OBS-4): units that did not move count as earlier; when units of both sides moved and two of
 * them overlap each other, a roll-off decides which side's units count as later. Within a side,
 * canonical order.
 */
export function settleOverlaps(
  state: GameState,
  placed: readonly Placed[],
  ctx: StepContext,
  step: string,
): void {
  const moving = placed.filter((p) => p.unit.status === 'ON_TABLE' && p.unit.pos !== null);
  const config = state.config;
  // Most steps end with no two pegs overlapping: then there is no roll-off and nobody is displaced.
  if (!moving.some((p) => overlapsAnother(config, p.unit, state.units))) return;
  const movedIds = new Set(moving.map((p) => p.unit.id));
  const settled: UnitState[] = state.units.filter(
    (u) => u.status === 'ON_TABLE' && u.pos !== null && !movedIds.has(u.id),
  );
  let later: Side = 1;
  const crossOverlap = moving.some((a) =>
    moving.some(
      (b) =>
        a.unit.side === 0 && b.unit.side === 1 && overlapping(config, a.unit.pos!, b.unit.pos!),
    ),
  );
  if (crossOverlap) {
    later = rollOffLower(ctx, `overlap roll-off (${step})`);
    ctx.emit({ type: 'overlap.rolled_off', data: { step, displacedSide: later } });
  }
  const order = [...moving].sort((a, b) => {
    const ra = a.unit.side === later ? 1 : 0;
    const rb = b.unit.side === later ? 1 : 0;
    return ra - rb || (a.unit.id < b.unit.id ? -1 : a.unit.id > b.unit.id ? 1 : 0);
  });
  for (const { unit, path } of order) {
    if (overlapsAny(config, unit.pos!, settled)) {
      const from = unit.pos!;
      const fullPath =
        path.length > 0 && samePoint(path[path.length - 1], from) ? path : [...path, from];
      unit.pos = displacedPosition(config, state.obstacles, unit, fullPath, settled);
      ctx.emit({ type: 'unit.displaced', data: { unitId: unit.id, from, to: unit.pos, step } });
    }
    settled.push(unit);
  }
}
