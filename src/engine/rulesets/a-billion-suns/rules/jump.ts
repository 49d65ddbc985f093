/**
 * Jumping in (ABS-JUMP-1..10, 13, 14): jump points, operational limits, jump range, placements and
 * requisition. Leaving is in jump-out.ts, jump shock in jump-shock.ts.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Problem } from '../../../core/problems.js';
import { E, fail } from '../codes.js';
import { spendHelm } from './command.js';
import type { AbsState, Battlegroup, GameObject, Point, Seat, Ship, Table } from '../state.js';
import type { DeployJumpPoint, JumpIn } from '../submissions.js';
import { changeCredits } from './contracts.js';
import {
  clearOfPlanetoids,
  coherencyGroups,
  distance,
  JUMP_POINT_SPACING,
  normalizeDegrees,
  onTable,
  within,
} from './measure.js';
import { jumpPointsOf, newSeq, objectInPlay, shipInPlay } from './models.js';
import { jumpPointLimit, jumpRange, utilityLimit } from './scale.js';
import {
  classCost,
  classStats,
  isCarrierClass,
  isShipClass,
  isUtilityClass,
  isWingClass,
} from './units.js';

export const MAX_BATTLEGROUP = 5;

export function tableById(s: AbsState, id: string): Table | undefined {
  return s.tables.find((t) => t.id === id);
}

export function jumpInTokens(s: AbsState, seat: Seat): number {
  return s.ceos[seat].helm?.jumpIn ?? 0;
}

/** ABS-JUMP-8: utility ships in play, counted per ship. */
export function utilityShipsInPlay(s: AbsState, seat: Seat): number {
  let n = 0;
  for (const ship of Object.values(s.ships))
    if (ship.ceo === seat && shipInPlay(ship) && isUtilityClass(ship.classId)) n++;
  return n;
}

export function reserveOf(s: AbsState, seat: Seat): Ship[] {
  return Object.values(s.ships)
    .filter((x) => x.ceo === seat && x.at === null)
    .sort((a, b) => a.seq - b.seq);
}

/** ABS-JUMP-2: problems with a jump point deployment. */
export function deployProblems(s: AbsState, seat: Seat, o: DeployJumpPoint): Problem[] {
  const out: Problem[] = [];
  if (jumpInTokens(s, seat) < 1) out.push(fail(E.noToken, 'no token in Jump In (ABS-JUMP-1)'));
  const limit = jumpPointLimit(s.tables.length);
  if (jumpPointsOf(s, seat).length >= limit)
    out.push(
      fail(E.jumpPointLimit, `already ${limit} jump points in play, the T + 1 limit (ABS-JUMP-9)`),
    );
  const table = tableById(s, o.table);
  if (!table) {
    out.push(fail(E.unknownId, `no table "${o.table}"`, '/table'));
    return out;
  }
  const p = { x: o.x, y: o.y };
  if (!onTable(table, p)) out.push(fail(E.offTable, 'the jump point must be on the table', '/x'));
  if (!clearOfPlanetoids(table, p))
    out.push(
      fail(
        E.planetoidProximity,
        'a jump point must be more than 10″ from every planetoid edge (ABS-JUMP-10)',
        '/x',
      ),
    );
  let crowded = false;
  for (const id in s.objects) {
    const m = s.objects[id];
    if (objectInPlay(m) && m.at.table === table.id && distance(m.at, p) < JUMP_POINT_SPACING - 1e-9)
      crowded = true;
  }
  if (crowded)
    out.push(
      fail(
        E.jumpPointSpacing,
        'a jump point must be at least 3″ from every other jump point and object (ABS-JUMP-2)',
        '/x',
      ),
    );
  return out;
}

export function deployJumpPoint(
  s: AbsState,
  seat: Seat,
  o: DeployJumpPoint,
  ctx: StepContext,
): GameObject {
  spendHelm(s.ceos[seat], 'jumpIn', 1);
  const seq = newSeq(s);
  const jp: GameObject = {
    id: `JP${seq}`,
    seq,
    type: 'jump_point',
    at: { table: o.table, x: o.x, y: o.y },
    heading: 0,
    damage: 0,
    destroyed: false,
    owner: seat,
    destination: null,
  };
  s.objects[jp.id] = jp;
  ctx.emit({
    type: 'jump_point.deployed',
    data: { ceo: s.ceos[seat].id, id: jp.id, table: o.table, x: o.x, y: o.y },
  });
  return jp;
}

/** A launch point for a jump in: a friendly jump point, or a friendly Carrier for wings. */
export interface LaunchPoint {
  id: string;
  at: { table: string; x: number; y: number };
  carrier: boolean;
}

function launchPoint(
  s: AbsState,
  seat: Seat,
  via: string,
  classId: string,
  path: string,
): LaunchPoint | Problem {
  const o = s.objects[via];
  if (o && !o.destroyed) {
    if (o.type !== 'jump_point' || o.owner !== seat)
      return fail(E.notFriendlyJumpPoint, `${via} is not your jump point (ABS-JUMP-3)`, path);
    return { id: o.id, at: o.at, carrier: false };
  }
  const ship = s.ships[via];
  if (ship && shipInPlay(ship)) {
    if (ship.ceo !== seat || !isCarrierClass(ship.classId))
      return fail(E.notFriendlyJumpPoint, `${via} is not your jump point or Carrier`, path);
    if (!isWingClass(classId))
      return fail(
        E.carrierWingsOnly,
        'only wing classes may jump in at a Carrier (ABS-JUMP-14)',
        path,
      );
    return { id: ship.id, at: ship.at, carrier: true };
  }
  return fail(E.unknownId, `no jump point or Carrier "${via}" in play`, path);
}

/** Checks shared by jump in and jump hop placements (ABS-JUMP-5, ABS-JUMP-10, ABS-BG-4). */
export function placementProblems(
  s: AbsState,
  from: LaunchPoint,
  classId: string,
  points: readonly Point[],
  path: (i: number) => string,
): Problem[] {
  const out: Problem[] = [];
  const table = tableById(s, from.at.table)!;
  const range = jumpRange(classStats(s, classId).mass);
  points.forEach((p, i) => {
    if (!onTable(table, p)) out.push(fail(E.offTable, 'placement off the table', path(i)));
    if (!within(from.at, p, range))
      out.push(
        fail(
          E.outOfJumpRange,
          `${distance(from.at, p).toFixed(3)}″ from ${from.id}, jump range is ${range}″ (ABS-JUMP-4)`,
          path(i),
        ),
      );
    if (!clearOfPlanetoids(table, p))
      out.push(fail(E.planetoidProximity, 'within 10″ of a planetoid edge (ABS-JUMP-10)', path(i)));
  });
  if (points.length > 1 && coherencyGroups(points) > 1)
    out.push(fail(E.coherency, 'the ships must be placed in coherency (ABS-BG-4)', ''));
  return out;
}

/** ABS-JUMP-5: every problem with a jump in. */
export function jumpInProblems(s: AbsState, seat: Seat, o: JumpIn): Problem[] {
  const out: Problem[] = [];
  if (jumpInTokens(s, seat) < 1) out.push(fail(E.noToken, 'no token in Jump In (ABS-JUMP-1)'));
  if (!isShipClass(o.classId)) {
    out.push(fail(E.unknownId, `no ship class "${o.classId}"`, '/classId'));
    return out;
  }
  const lp = launchPoint(s, seat, o.via, o.classId, '/via');
  if ('code' in lp) out.push(lp);
  if (o.ships.length < 1 || o.ships.length > MAX_BATTLEGROUP)
    out.push(
      fail(
        E.battlegroupSize,
        `a battlegroup has 1 to 5 ships, not ${o.ships.length} (ABS-BG-1)`,
        '/ships',
      ),
    );
  const reserve = reserveOf(s, seat);
  const seen = new Set<string>();
  o.ships.forEach((entry, i) => {
    if (entry.reserveShip === undefined) return;
    const ship = reserve.find((x) => x.id === entry.reserveShip);
    if (!ship || seen.has(ship.id))
      out.push(
        fail(
          E.reserveShipUnavailable,
          `${entry.reserveShip} is not in your reserve (ABS-JUMP-13)`,
          `/ships/${i}/reserveShip`,
        ),
      );
    else if (ship.classId !== o.classId)
      out.push(
        fail(
          E.mixedClass,
          `${ship.id} is a ${ship.classId}, the battlegroup is ${o.classId} (ABS-BG-2)`,
          `/ships/${i}/reserveShip`,
        ),
      );
    if (ship) seen.add(ship.id);
  });
  if (
    isUtilityClass(o.classId) &&
    utilityShipsInPlay(s, seat) + o.ships.length > utilityLimit(s.scale)
  )
    out.push(
      fail(
        E.utilityLimit,
        `more than S = ${utilityLimit(s.scale)} utility ships in play (ABS-JUMP-8)`,
        '/ships',
      ),
    );
  if (!('code' in lp))
    out.push(...placementProblems(s, lp, o.classId, o.ships, (i) => `/ships/${i}`));
  return out;
}

/**
 * ABS-JUMP-5/7/13: create the battlegroup. New ships take seqs in submission order, then the
 * battlegroup; reserve ships keep theirs. Returns the battlegroup.
 */
export function jumpIn(s: AbsState, seat: Seat, o: JumpIn, ctx: StepContext): Battlegroup {
  const ceo = s.ceos[seat];
  spendHelm(ceo, 'jumpIn', 1);
  const via = s.objects[o.via]?.at ?? s.ships[o.via].at!;
  const ids: string[] = [];
  let cost = 0;
  for (const entry of o.ships) {
    const at = { table: via.table, x: entry.x, y: entry.y };
    const heading = normalizeDegrees(entry.heading);
    if (entry.reserveShip !== undefined) {
      const ship = s.ships[entry.reserveShip];
      ship.at = at;
      ship.heading = heading;
      ids.push(ship.id);
      continue;
    }
    const seq = newSeq(s);
    const ship: Ship = {
      id: `S${seq}`,
      seq,
      classId: o.classId,
      ceo: seat,
      bg: null,
      at,
      heading,
      damage: 0,
      destroyed: false,
      moved: 0,
      maxPivot: 0,
    };
    s.ships[ship.id] = ship;
    ids.push(ship.id);
    cost += classCost(o.classId);
  }
  const seq = newSeq(s);
  const bg = newBattlegroup(s, `BG${seq}`, seq, seat, o.classId, ids);
  ctx.emit({
    type: 'battlegroup.jumped_in',
    data: {
      ceo: ceo.id,
      battlegroup: bg.id,
      classId: o.classId,
      via: o.via,
      ships: ids.map((id) => ({ id, ...s.ships[id].at, heading: s.ships[id].heading })),
      cost,
    },
  });
  if (cost > 0) {
    ceo.spent += cost;
    changeCredits(s, seat, -cost, `requisition of ${o.ships.length} ${o.classId}`, ctx);
  }
  return bg;
}

export function newBattlegroup(
  s: AbsState,
  id: string,
  seq: number,
  seat: Seat,
  classId: string,
  shipIds: string[],
): Battlegroup {
  const ordered = [...shipIds].sort((a, b) => s.ships[a].seq - s.ships[b].seq);
  for (const sid of ordered) s.ships[sid].bg = id;
  const bg: Battlegroup = {
    id,
    seq,
    ceo: seat,
    classId,
    ships: ordered,
    activated: false,
    order: null,
    engageTarget: null,
    easyTarget: false,
    used: { powerToEngines: false, inertialDampeners: false, jumpHop: false, scan: false },
    thrustMultiplier: 1,
    carried: {},
  };
  s.battlegroups[id] = bg;
  return bg;
}
