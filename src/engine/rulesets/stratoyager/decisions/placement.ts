/** DEPLOY_PLACEMENT (SY-DEP-4..6): one PlacementOrder for the unit holding the current card. */
import type { Rng } from '../../../core/rng.js';
import type { GameState, PlacementOrder, Side, Submission, UnitState, Vec } from '../model.js';
import { deploymentNormal, inDeploymentZone, isInwardDeployment } from '../rules/deployment.js';
import { getUnit } from '../rules/units.js';
import {
  exactlyOne,
  hourProblem,
  ordersOfType,
  ownUnit,
  pick,
  problem,
  speedProblem,
  type Problem,
} from './common.js';
import {
  inwardHours,
  nearestFreeSpot,
  pegsOnTable,
  randomCoordinate,
  spotFree,
  spotProblems,
  straightAhead,
} from './positions.js';
import { keptIds, sideKind } from './kind.js';

/** The unit due to be placed now by `side`. */
export function unitToPlace(state: GameState, side: Side): UnitState | null {
  const p = state.placement;
  if (!p || p.side !== side) return null;
  for (const id of state.deploying) {
    const u = getUnit(state, id);
    if (u.side === side && u.initiativeCard === p.card) return u;
  }
  return null;
}

export function placementProblems(
  state: GameState,
  side: Side,
  o: PlacementOrder,
  path: string,
): Problem[] {
  const owned = ownUnit(state, side, o.unitId, `${path}/unitId`);
  if ('problem' in owned) return [owned.problem];
  const due = unitToPlace(state, side);
  if (!due || due.id !== o.unitId) {
    return [
      problem(
        'NOT_YOUR_PLACEMENT',
        `${o.unitId} does not hold card ${state.placement?.card} (due: ${due?.id ?? 'none'})`,
        `${path}/unitId`,
      ),
    ];
  }
  const out: Problem[] = [];
  const p = { x: o.x, y: o.y };
  const others = pegsOnTable(state);
  const spot = spotProblems(state, p, others, path);
  out.push(...spot);
  if (
    spot.every((x) => x.code !== 'OFF_TABLE_POSITION') &&
    !inDeploymentZone(state.config, side, p)
  ) {
    out.push(
      problem(
        'OUTSIDE_DEPLOYMENT_ZONE',
        `(${o.x}, ${o.y}) is outside side ${side}'s deployment zone (SY-DEP-6)`,
        path,
      ),
    );
  }
  const hp = hourProblem(o.course, `${path}/course`);
  if (hp) out.push(hp);
  else if (!isInwardDeployment(state.config, side, p, o.course)) {
    out.push(
      problem(
        'COURSE_NOT_INWARD',
        `course ${o.course} does not point into the table (SY-DEP-6)`,
        `${path}/course`,
      ),
    );
  }
  const sp = speedProblem(state, o.speed, `${path}/speed`);
  if (sp) out.push(sp);
  return out;
}

export function validatePlacement(state: GameState, side: Side, sub: Submission): Problem[] {
  const found = ordersOfType<PlacementOrder>(sub.orders, 'PLACE');
  const out = exactlyOne(found.length, 'PLACE');
  for (const { order, index } of found)
    out.push(...placementProblems(state, side, order, `/orders/${index}`));
  return out;
}

/** The zone's bounding box (SY-DEP-6). */
function zoneBox(state: GameState, side: Side): { x0: number; x1: number; y0: number; y1: number } {
  const c = state.config;
  const W = c.tableWidth;
  const L = c.tableLength;
  const dz = c.deploymentDepth;
  const cz = c.cornerZoneSize;
  switch (c.deploymentMode) {
    case 'SHORT_EDGES':
      return side === 0 ? { x0: 0, x1: W, y0: 0, y1: dz } : { x0: 0, x1: W, y0: L - dz, y1: L };
    case 'LONG_EDGES':
      return side === 0 ? { x0: 0, x1: dz, y0: 0, y1: L } : { x0: W - dz, x1: W, y0: 0, y1: L };
    case 'CORNERS':
      return side === 0
        ? { x0: 0, x1: cz, y0: 0, y1: cz }
        : { x0: W - cz, x1: W, y0: L - cz, y1: L };
  }
}

/** Whether a unit of `side` may be placed at `p` (`others`: the pegs already on the table). */
function freeInZone(state: GameState, side: Side, p: Vec, others: readonly Vec[]): boolean {
  return (
    inDeploymentZone(state.config, side, p) &&
    spotFree(state, p, others) &&
    inwardHours(deploymentNormal(state.config, side, p)).length > 0
  );
}

function orderAt(
  state: GameState,
  side: Side,
  unit: UnitState,
  p: Vec,
  course: number,
  speed: number,
): Submission {
  return { orders: [{ type: 'PLACE', unitId: unit.id, x: p.x, y: p.y, course, speed }] };
}

/** A deterministic legal placement: nearest free spot to the middle of the zone's edge, speed 0. */
export function defaultPlacement(state: GameState, side: Side): Submission {
  const unit = unitToPlace(state, side)!;
  const box = zoneBox(state, side);
  const wide = box.x1 - box.x0 >= box.y1 - box.y0;
  const edgeMid =
    state.config.deploymentMode === 'CORNERS'
      ? { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 }
      : wide
        ? { x: (box.x0 + box.x1) / 2, y: side === 0 ? box.y0 : box.y1 }
        : { x: side === 0 ? box.x0 : box.x1, y: (box.y0 + box.y1) / 2 };
  const along = wide ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const inward = wide ? { x: 0, y: side === 0 ? 1 : -1 } : { x: side === 0 ? 1 : -1, y: 0 };
  const reach = Math.max(box.x1 - box.x0, box.y1 - box.y0);
  const depth = Math.min(box.x1 - box.x0, box.y1 - box.y0);
  const others = pegsOnTable(state);
  const p =
    nearestFreeSpot(edgeMid, along, inward, depth, reach, (q) =>
      freeInZone(state, side, q, others),
    ) ?? edgeMid;
  return orderAt(state, side, unit, p, straightAhead(deploymentNormal(state.config, side, p)), 0);
}

/** A random legal placement (falls back to the default spot after a few misses). */
export function samplePlacement(state: GameState, side: Side, rng: Rng): Submission {
  const unit = unitToPlace(state, side)!;
  const box = zoneBox(state, side);
  const others = pegsOnTable(state);
  for (let attempt = 0; attempt < 20; attempt++) {
    const p = {
      x: randomCoordinate(rng, box.x0, box.x1),
      y: randomCoordinate(rng, box.y0, box.y1),
    };
    if (!inDeploymentZone(state.config, side, p) || !spotFree(state, p, others)) continue;
    const inward = inwardHours(deploymentNormal(state.config, side, p));
    if (inward.length === 0) continue;
    const course = pick(rng, inward);
    return orderAt(state, side, unit, p, course, rng.int(state.config.maxInitialSpeed + 1));
  }
  return defaultPlacement(state, side);
}

export const placementKind = sideKind({
  types: ['PLACE'],
  note: 'One PLACE order for the unit holding the current card (SY-DEP-4, SY-DEP-5).',
  simultaneous: false,
  id: keptIds(
    (state) => state.placement!.card,
    (state, side) => `deploy.place.${state.placement!.card}.${side}`,
  ),
  prompt: (state, side) =>
    `Deployment: place ${unitToPlace(state, side)?.id} (card ${state.placement!.card})`,
  rules: validatePlacement,
  sample: samplePlacement,
  defaultOrder: defaultPlacement,
});
