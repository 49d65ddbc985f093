/**
 * TURN_START (SY-RES-2, SY-EXIT-4): an entry order for each arrived reserve and optional return
 * orders for units away long enough, hidden and simultaneous.
 */
import { RECTANGLE_EDGES, distanceFromEdge, edgeInwardNormal } from '../../../geometry/index.js';
import type { Rng } from '../../../core/rng.js';
import type {
  Edge,
  GameState,
  ReserveEntryOrder,
  ReturnOrder,
  Side,
  Submission,
  Vec,
} from '../model.js';
import { deploymentEdge, inCornerZone } from '../rules/deployment.js';
import { isInwardOf, mayReturn } from '../rules/exit.js';
import { inObstacle, tableOf } from '../rules/geometry.js';
import { getUnit, other } from '../rules/units.js';
import {
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
  spotProblems,
  straightAhead,
} from './positions.js';
import { sideKind, turnIds, when } from './kind.js';

/** SY-RES-2: not the opponent's deployment edge. */
export function entryEdges(state: GameState, side: Side): Edge[] {
  const forbidden = deploymentEdge(state.config, other(side));
  return RECTANGLE_EDGES.filter((e) => e !== forbidden);
}

export function arrivedOf(state: GameState, side: Side): string[] {
  return state.arrived.filter((id) => getUnit(state, id).side === side);
}

export function returnableOf(state: GameState, side: Side): string[] {
  return state.units.filter((u) => u.side === side && mayReturn(u, state.turn)).map((u) => u.id);
}

function entryProblems(
  state: GameState,
  side: Side,
  o: ReserveEntryOrder,
  path: string,
  others: readonly Vec[],
): Problem[] {
  const out: Problem[] = [];
  const p = { x: o.x, y: o.y };
  const forbidden = deploymentEdge(state.config, other(side));
  if (o.edge === forbidden) {
    out.push(
      problem(
        'ENTRY_EDGE_FORBIDDEN',
        `${o.edge} is the opponent's deployment edge (SY-RES-2)`,
        `${path}/edge`,
      ),
    );
  } else if (
    state.config.deploymentMode === 'CORNERS' &&
    inCornerZone(state.config, other(side), p)
  ) {
    out.push(
      problem(
        'ENTRY_EDGE_FORBIDDEN',
        `(${o.x}, ${o.y}) is inside the opponent's corner zone (SY-RES-2)`,
        path,
      ),
    );
  }
  const spot = spotProblems(state, p, others, path);
  out.push(...spot);
  if (
    spot.every((x) => x.code !== 'OFF_TABLE_POSITION') &&
    distanceFromEdge(p, o.edge, tableOf(state.config)) > state.config.entryDepth
  ) {
    out.push(
      problem(
        'ENTRY_TOO_FAR_FROM_EDGE',
        `(${o.x}, ${o.y}) is more than ${state.config.entryDepth} from the ${o.edge} edge`,
        path,
      ),
    );
  }
  const hp = hourProblem(o.course, `${path}/course`);
  if (hp) out.push(hp);
  else if (!isInwardOf(o.edge, o.course)) {
    out.push(
      problem(
        'COURSE_NOT_INWARD',
        `course ${o.course} does not point in from the ${o.edge} edge`,
        `${path}/course`,
      ),
    );
  }
  const sp = speedProblem(state, o.speed, `${path}/speed`);
  if (sp) out.push(sp);
  return out;
}

export function validateTurnStart(state: GameState, side: Side, sub: Submission): Problem[] {
  const out: Problem[] = [];
  const arrived = arrivedOf(state, side);
  const placedHere: Vec[] = [];
  const table = pegsOnTable(state);
  const returns = ordersOfType<ReturnOrder>(sub.orders, 'RETURN');
  const seen = new Set<string>();
  for (const { order, index } of returns) {
    const path = `/orders/${index}`;
    const owned = ownUnit(state, side, order.unitId, `${path}/unitId`);
    if ('problem' in owned) {
      out.push(owned.problem);
      continue;
    }
    const u = owned.unit;
    if (seen.has(u.id)) {
      out.push(problem('MALFORMED', `a second order for ${u.id}`, path));
      continue;
    }
    seen.add(u.id);
    if (u.status !== 'OFF_TABLE' || !u.offTable) {
      out.push(problem('UNIT_NOT_OFF_TABLE', `${u.id} is ${u.status}`, `${path}/unitId`));
      continue;
    }
    if (!mayReturn(u, state.turn)) {
      out.push(
        problem(
          'RETURN_TOO_EARLY',
          `${u.id} left in turn ${u.offTable.exitTurn}: it may return from turn ${u.offTable.exitTurn + 2} (SY-EXIT-4)`,
          `${path}/unitId`,
        ),
      );
      continue;
    }
    if (inObstacle(state.obstacles, u.offTable.exitPoint)) {
      out.push(
        problem(
          'POSITION_IN_OBSTACLE',
          `${u.id}'s exit point is inside an obstacle (SY-OBS-2)`,
          `${path}/unitId`,
        ),
      );
    }
    const hp = hourProblem(order.course, `${path}/course`);
    if (hp) out.push(hp);
    else if (!isInwardOf(u.offTable.exitEdge, order.course)) {
      out.push(
        problem(
          'COURSE_NOT_INWARD',
          `course ${order.course} does not point in from the ${u.offTable.exitEdge} edge`,
          `${path}/course`,
        ),
      );
    }
    placedHere.push(u.offTable.exitPoint);
  }
  for (const { order, index } of ordersOfType<ReserveEntryOrder>(sub.orders, 'ENTER')) {
    const path = `/orders/${index}`;
    const owned = ownUnit(state, side, order.unitId, `${path}/unitId`);
    if ('problem' in owned) {
      out.push(owned.problem);
      continue;
    }
    if (seen.has(order.unitId)) {
      out.push(problem('MALFORMED', `a second order for ${order.unitId}`, path));
      continue;
    }
    seen.add(order.unitId);
    if (!arrived.includes(order.unitId)) {
      out.push(
        problem(
          'UNIT_NOT_ARRIVED',
          `${order.unitId} did not arrive from reserve this turn`,
          `${path}/unitId`,
        ),
      );
      continue;
    }
    out.push(...entryProblems(state, side, order, path, [...table, ...placedHere]));
    placedHere.push({ x: order.x, y: order.y });
  }
  for (const id of arrived) {
    if (!seen.has(id))
      out.push(problem('ENTRY_MISSING', `${id} arrived and must be entered (SY-RES-2)`, '/orders'));
  }
  return out;
}

/** Where an entry on `edge` may go: the strip within entryDepth. */
function strip(state: GameState, edge: Edge): { x0: number; x1: number; y0: number; y1: number } {
  const c = state.config;
  const d = Math.min(
    c.entryDepth,
    edge === 'SOUTH' || edge === 'NORTH' ? c.tableLength : c.tableWidth,
  );
  switch (edge) {
    case 'SOUTH':
      return { x0: 0, x1: c.tableWidth, y0: 0, y1: d };
    case 'NORTH':
      return { x0: 0, x1: c.tableWidth, y0: c.tableLength - d, y1: c.tableLength };
    case 'WEST':
      return { x0: 0, x1: d, y0: 0, y1: c.tableLength };
    case 'EAST':
      return { x0: c.tableWidth - d, x1: c.tableWidth, y0: 0, y1: c.tableLength };
  }
}

function entryOk(
  state: GameState,
  side: Side,
  o: ReserveEntryOrder,
  others: readonly Vec[],
): boolean {
  return entryProblems(state, side, o, '', others).length === 0;
}

/** A legal entry near the middle of `edge`, straight in, speed 0 (§7.4), or null if none. */
function entryNearMiddle(
  state: GameState,
  side: Side,
  unitId: string,
  edge: Edge,
  others: readonly Vec[],
): ReserveEntryOrder | null {
  const c = state.config;
  const n = edgeInwardNormal(edge);
  const course = straightAhead(n);
  const horizontal = edge === 'SOUTH' || edge === 'NORTH';
  const mid = {
    x: horizontal ? c.tableWidth / 2 : edge === 'WEST' ? 0 : c.tableWidth,
    y: horizontal ? (edge === 'SOUTH' ? 0 : c.tableLength) : c.tableLength / 2,
  };
  const along = horizontal ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const reach = horizontal ? c.tableWidth / 2 : c.tableLength / 2;
  const make = (p: Vec): ReserveEntryOrder => ({
    type: 'ENTER',
    unitId,
    edge,
    x: p.x,
    y: p.y,
    course,
    speed: 0,
  });
  const p = nearestFreeSpot(mid, along, n, c.entryDepth, reach, (q) =>
    entryOk(state, side, make(q), others),
  );
  return p ? make(p) : null;
}

function defaultEntry(
  state: GameState,
  side: Side,
  unitId: string,
  others: readonly Vec[],
): ReserveEntryOrder {
  const own = deploymentEdge(state.config, side) ?? (side === 0 ? 'SOUTH' : 'NORTH');
  for (const edge of [own, ...entryEdges(state, side)]) {
    const o = entryNearMiddle(state, side, unitId, edge, others);
    if (o) return o;
  }
  throw new Error(`no legal entry position for ${unitId}`);
}

/** §7.4: entries near the middle of the own edge, straight in, speed 0; nobody returns. */
export function defaultTurnStart(state: GameState, side: Side): Submission {
  const others = pegsOnTable(state);
  const orders: Submission['orders'] = [];
  for (const id of arrivedOf(state, side)) {
    const o = defaultEntry(state, side, id, others);
    orders.push(o);
    others.push({ x: o.x, y: o.y });
  }
  return { orders };
}

export function sampleTurnStart(state: GameState, side: Side, rng: Rng): Submission {
  const others = pegsOnTable(state);
  const orders: Submission['orders'] = [];
  for (const id of returnableOf(state, side)) {
    const u = getUnit(state, id);
    if (rng.int(4) === 0 || inObstacle(state.obstacles, u.offTable!.exitPoint)) continue;
    orders.push({
      type: 'RETURN',
      unitId: id,
      course: pick(rng, inwardHours(edgeInwardNormal(u.offTable!.exitEdge))),
    });
    others.push(u.offTable!.exitPoint);
  }
  for (const id of arrivedOf(state, side)) {
    let entry: ReserveEntryOrder | null = null;
    for (let attempt = 0; attempt < 20 && !entry; attempt++) {
      const edge = pick(rng, entryEdges(state, side));
      const box = strip(state, edge);
      const candidate: ReserveEntryOrder = {
        type: 'ENTER',
        unitId: id,
        edge,
        x: randomCoordinate(rng, box.x0, box.x1),
        y: randomCoordinate(rng, box.y0, box.y1),
        course: pick(rng, inwardHours(edgeInwardNormal(edge))),
        speed: rng.int(state.config.maxInitialSpeed + 1),
      };
      if (entryOk(state, side, candidate, others)) entry = candidate;
    }
    entry ??= defaultEntry(state, side, id, others);
    orders.push(entry);
    others.push({ x: entry.x, y: entry.y });
  }
  return { orders };
}

export const turnStartKind = sideKind({
  types: ['ENTER', 'RETURN'],
  note: 'An ENTER order for each arrived reserve and optional RETURN orders (SY-RES-2, SY-EXIT-4).',
  simultaneous: true,
  id: turnIds('start'),
  prompt: (state) => `${when(state)}: enter arrived reserves and return units that left the table`,
  rules: validateTurnStart,
  sample: sampleTurnStart,
  defaultOrder: defaultTurnStart,
});
