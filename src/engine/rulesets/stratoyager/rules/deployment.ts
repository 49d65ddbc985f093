/**
 * Deployment (SY-DEP): zones and inward courses, the number of deployment cards, and the first
 * placer by sensor totals.
 */
import type { StepContext } from '../../../core/contract.js';
import { dot } from '../../../geometry/index.js';
import type { Edge, GameConfig, GameState, Hour, Side, Vec } from '../model.js';
import { dir, onTable } from './geometry.js';
import { rollOffLower } from './roll-off.js';
import { getUnit, typeOf, unitsOf } from './units.js';

/** The edge a side deploys along; null for CORNERS (SY-SET-3). */
export function deploymentEdge(config: GameConfig, side: Side): Edge | null {
  switch (config.deploymentMode) {
    case 'SHORT_EDGES':
      return side === 0 ? 'SOUTH' : 'NORTH';
    case 'LONG_EDGES':
      return side === 0 ? 'WEST' : 'EAST';
    case 'CORNERS':
      return null;
  }
}

/** SY-DEP-6 corner zones: side 0 at (0, 0), side 1 at (W, L). */
export function inCornerZone(config: GameConfig, side: Side, p: Vec): boolean {
  const cz = config.cornerZoneSize;
  return side === 0
    ? p.x <= cz && p.y <= cz
    : p.x >= config.tableWidth - cz && p.y >= config.tableLength - cz;
}

/** SY-DEP-6: the side's deployment zone (on the table). */
export function inDeploymentZone(config: GameConfig, side: Side, p: Vec): boolean {
  if (!onTable(config, p)) return false;
  const dz = config.deploymentDepth;
  const W = config.tableWidth;
  const L = config.tableLength;
  switch (config.deploymentMode) {
    case 'SHORT_EDGES':
      return side === 0 ? p.y >= 0 && p.y <= dz : p.y >= L - dz && p.y <= L;
    case 'LONG_EDGES':
      return side === 0 ? p.x >= 0 && p.x <= dz : p.x >= W - dz && p.x <= W;
    case 'CORNERS':
      return inCornerZone(config, side, p);
  }
}

/** SY-DEP-6: the inward normal n at position p. */
export function deploymentNormal(config: GameConfig, side: Side, p: Vec): Vec {
  switch (config.deploymentMode) {
    case 'SHORT_EDGES':
      return { x: 0, y: side === 0 ? 1 : -1 };
    case 'LONG_EDGES':
      return { x: side === 0 ? 1 : -1, y: 0 };
    case 'CORNERS':
      return { x: config.tableWidth / 2 - p.x, y: config.tableLength / 2 - p.y };
  }
}

/** SY-DEP-6: DIR[h]·n > 0. */
export function isInwardDeployment(config: GameConfig, side: Side, p: Vec, course: Hour): boolean {
  return dot(dir(course), deploymentNormal(config, side, p)) > 0;
}

/** SY-DEP-2: N0, the larger number of deploying units. */
export function deploymentCardCount(state: GameState): number {
  const count = [0, 0];
  for (const id of state.deploying) count[getUnit(state, id).side]++;
  return Math.max(count[0], count[1]);
}

/** SY-DEP-3: lower sensor total (whole force), then more units, then a roll-off (lower). */
export function decideFirstPlacer(state: GameState, ctx: StepContext): { side: Side; by: string } {
  const sensors = ([0, 1] as const).map((side) =>
    unitsOf(state, side).reduce((sum, u) => sum + typeOf(u).sensors, 0),
  );
  if (sensors[0] !== sensors[1]) {
    return {
      side: sensors[0] < sensors[1] ? 0 : 1,
      by: `sensor totals ${sensors[0]} vs ${sensors[1]}`,
    };
  }
  const counts = ([0, 1] as const).map((side) => unitsOf(state, side).length);
  if (counts[0] !== counts[1]) {
    return {
      side: counts[0] > counts[1] ? 0 : 1,
      by: `equal sensors; ${counts[0]} vs ${counts[1]} units`,
    };
  }
  return { side: rollOffLower(ctx, 'deployment first placer roll-off'), by: 'roll-off' };
}
