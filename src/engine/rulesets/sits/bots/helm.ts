/**
 * The broadside bot's helm: it tries each thrust and pivot it could order now, flies the ship
 * ahead with the rules' own movement (the enemy drifting on its vectors), and keeps the plan whose
 * course keeps the enemy abeam at the range its side wants (standoff.ts): close in, within the
 * short missile band, where five salvos a turn fly with no range penalty and the beams reach; or
 * farther out. Always on a flank where a sidewall guards the ship and the broadside bears, never
 * across the open bow or stern.
 */
import { copyJson } from '../../../core/json.js';
import { hexDistance, hexSubtract } from '../../../geometry/hex.js';
import { sectorOf } from '../rules/bearings.js';
import { startPivot, progressPivot, progressRoll } from '../rules/maneuvers.js';
import { moveToMarker, placeFutureMarker } from '../rules/movement.js';
import { SEGMENTS_PER_TURN } from '../rules/movement-grid.js';
import type { ShipOrders } from '../rules/orders.js';
import { hasThrustBreak, resolveThrust, setThrust, thrustBreak } from '../rules/thrust.js';
import type { ShipState } from '../state.js';

/** Segments flown ahead: long enough for a pivot and a burn to show in the course. */
const HORIZON = 12;
/** The range the helm steers for close in, and the edge of the short missile band (SITS-MSL-4). */
const WANTED_RANGE = 3;
const SHORT_BAND = 7;
/** How far past a standoff range the helm lets the range open before it steers back in. */
const STANDOFF_SLACK = 6;
/** What a segment with the enemy across the bow or stern costs, in hexes of range. */
const OPEN_END_COST = 6;

type Plan = Pick<ShipOrders, 'thrust' | 'pivot'>;

function candidates(ship: ShipState): Plan[] {
  const thrusts = [...new Set([ship.thrust, 0, ship.maxThrust])];
  const pivots: (ShipOrders['pivot'] | undefined)[] = [undefined];
  if (!ship.pivot) {
    for (const hexsides of [1, 2]) {
      pivots.push({ dir: 'cw', hexsides }, { dir: 'ccw', hexsides });
    }
    pivots.push({ dir: 'cw', hexsides: 3 });
  }
  return thrusts.flatMap((thrust) =>
    pivots.map((pivot) => ({
      ...(thrust !== ship.thrust ? { thrust } : {}),
      ...(pivot ? { pivot } : {}),
    })),
  );
}

/** Steps 5, 6 and 8 for one ship, as the segment runs them. */
function fly(ship: ShipState, segment: number): void {
  placeFutureMarker(ship, segment);
  resolveThrust(ship);
  moveToMarker(ship);
  progressPivot(ship);
  progressRoll(ship);
  if (hasThrustBreak(ship)) thrustBreak(ship);
}

function segmentCost(ship: ShipState, enemyAt: ShipState['pos'], wanted: number): number {
  const range = hexDistance(ship.pos, enemyAt);
  const band = wanted <= WANTED_RANGE ? SHORT_BAND : wanted + STANDOFF_SLACK;
  let cost = Math.max(0, range - band) + 0.25 * Math.abs(range - wanted);
  if (range > 0) {
    const sector = sectorOf(hexSubtract(enemyAt, ship.pos), ship.facing);
    if (sector === 0 || sector === 3) cost += OPEN_END_COST;
  }
  return cost;
}

/**
 * Where `enemy` stands after each segment of the horizon, drifting on its vectors: the same for
 * every plan, so flown once per helm order rather than once per plan.
 */
function enemyTrack(enemy: ShipState, segment: number): ShipState['pos'][] {
  const them = copyJson(enemy);
  const track: ShipState['pos'][] = [];
  for (let i = 0; i < HORIZON; i++) {
    fly(them, ((segment - 1 + i) % SEGMENTS_PER_TURN) + 1);
    track.push({ ...them.pos });
  }
  return track;
}

/** The cost of flying `plan` from the current segment: the sum over the horizon. */
function planCost(
  ship: ShipState,
  track: readonly ShipState['pos'][],
  segment: number,
  plan: Plan,
  wanted: number,
): number {
  const me = copyJson(ship);
  if (plan.thrust !== undefined) setThrust(me, plan.thrust);
  if (plan.pivot) startPivot(me, plan.pivot.dir, plan.pivot.hexsides);
  let cost = 0;
  for (let i = 0; i < HORIZON; i++) {
    fly(me, ((segment - 1 + i) % SEGMENTS_PER_TURN) + 1);
    cost += segmentCost(me, track[i], wanted);
  }
  return cost;
}

/** The thrust and pivot (if any) to order now against `enemy`, holding it at range `wanted`. */
export function helm(ship: ShipState, enemy: ShipState, segment: number, wanted: number): Plan {
  const track = enemyTrack(enemy, segment);
  let best: Plan = {};
  let bestCost = Infinity;
  for (const plan of candidates(ship)) {
    const cost = planCost(ship, track, segment, plan, wanted);
    if (cost < bestCost - 1e-9) {
      best = plan;
      bestCost = cost;
    }
  }
  return best;
}
