/**
 * The checks of SITS-ORD-6 (§8.5) on a submission that already fits its schema. Every failure is
 * reported, each with its §8.5 code and a JSON Pointer to the entry (SITS-ORD-1: one failure
 * rejects the whole submission). Segment orders are checked against the state at the end of step 1
 * (SITS-ORD-3).
 */
import { problem, type Problem } from '../../../core/problems.js';
import { missileRangeColumn } from '../data/tables.js';
import { mountClass, type ShipState, type SitsGame } from '../state.js';
import { isRecharged, orderRangeLimit } from './beams.js';
import { MAX_TRIES } from './damage-control.js';
import { salvoLimit } from './launch.js';
import { pitchAfter } from './maneuvers.js';
import type {
  DecoyResponse,
  FireOrder,
  LaunchOrder,
  SegmentOrders,
  TurnBreakOrders,
} from './orders.js';
import { aspectToward, mountBears, rangeBetween, vantageOf } from './sighting.js';

type Check = (code: string, message: string, path: string) => void;

function collector(): { problems: Problem[]; fail: Check } {
  const problems: Problem[] = [];
  return {
    problems,
    fail: (code, message, path) => void problems.push(problem(code, message, path)),
  };
}

/** ORD_UNKNOWN_SHIP, ORD_NOT_YOUR_SHIP, ORD_SHIP_OUT_OF_PLAY; the ship when it may be ordered. */
function ownShip(
  game: SitsGame,
  id: string,
  side: string,
  path: string,
  fail: Check,
): ShipState | null {
  const ship = game.ships[id];
  if (!ship) {
    fail('ORD_UNKNOWN_SHIP', `no ship ${id}`, path);
    return null;
  }
  if (ship.side !== side) {
    fail('ORD_NOT_YOUR_SHIP', `${id} belongs to side ${ship.side}`, path);
    return null;
  }
  if (ship.status !== 'active') {
    fail('ORD_SHIP_OUT_OF_PLAY', `${id} is ${ship.status}`, path);
    return null;
  }
  return ship;
}

function enemyTarget(game: SitsGame, ship: ShipState, id: string): ShipState | null {
  const t = game.ships[id];
  return t && t.side !== ship.side && t.status === 'active' ? t : null;
}

function checkFire(
  game: SitsGame,
  ship: ShipState,
  orders: FireOrder[],
  base: string,
  fail: Check,
): void {
  const seen = new Set<string>();
  orders.forEach((o, i) => {
    const path = `${base}/fire/${i}`;
    const mount = mountClass(game, ship, o.mount);
    if (!mount) return fail('FIRE_UNKNOWN_MOUNT', `${ship.id} has no mount ${o.mount}`, path);
    if (mount.kind === 'missile')
      return fail('FIRE_WRONG_MOUNT_KIND', `${o.mount} is a missile mount`, path);
    if (seen.has(o.mount)) fail('FIRE_DUPLICATE_MOUNT', `${o.mount} fires once a segment`, path);
    seen.add(o.mount);
    const state = ship.mounts[o.mount];
    if (state.operational <= 0)
      fail('FIRE_MOUNT_DISABLED', `${o.mount} has no working weapon`, path);
    if (!isRecharged(state.lastFiredG, mount.cycle ?? 1, game.g)) {
      fail(
        'FIRE_RECHARGING',
        `${o.mount} fires again from segment ${(state.lastFiredG ?? 0) + (mount.cycle ?? 1)}`,
        path,
      );
    }
    const target = enemyTarget(game, ship, o.target);
    if (!target) return fail('FIRE_BAD_TARGET', `${o.target} is not an enemy ship in play`, path);
    const bears = mountBears(mount.side, ship, vantageOf(target));
    if (bears === 'ARC_WEDGE')
      fail('FIRE_ARC_WEDGE', `${o.mount} is silenced while rolled to the wedge`, path);
    if (bears === 'OUT_OF_ARC')
      fail('FIRE_OUT_OF_ARC', `${o.target} is outside ${o.mount}'s arc`, path);
    const range = rangeBetween(vantageOf(ship), vantageOf(target));
    const limit = orderRangeLimit(mount);
    if (range > limit)
      fail('FIRE_OUT_OF_RANGE', `range ${range} is beyond ${limit} for ${o.mount}`, path);
    if (aspectToward(target, vantageOf(ship)).protection === 'wedge') {
      fail('FIRE_WEDGE_BLOCKED', `${o.target} shows its wedge to ${ship.id}`, path);
    }
  });
}

function checkLaunch(
  game: SitsGame,
  ship: ShipState,
  orders: LaunchOrder[],
  base: string,
  fail: Check,
): void {
  const seen = new Set<string>();
  let salvos = ship.salvosThisTurn;
  orders.forEach((o, i) => {
    const path = `${base}/launch/${i}`;
    const mount = mountClass(game, ship, o.mount);
    if (!mount) return fail('LAUNCH_UNKNOWN_MOUNT', `${ship.id} has no mount ${o.mount}`, path);
    if (mount.kind !== 'missile')
      return fail('LAUNCH_WRONG_MOUNT_KIND', `${o.mount} is not a missile mount`, path);
    if (seen.has(o.mount))
      fail('LAUNCH_DUPLICATE_MOUNT', `${o.mount} launches one salvo a segment`, path);
    seen.add(o.mount);
    const state = ship.mounts[o.mount];
    if (state.operational <= 0)
      fail('LAUNCH_MOUNT_DISABLED', `${o.mount} has no working tube`, path);
    if ((state.ammo ?? 0) <= 0) fail('LAUNCH_NO_AMMO', `${o.mount} is out of missiles`, path);
    const target = enemyTarget(game, ship, o.target);
    if (!target) fail('LAUNCH_BAD_TARGET', `${o.target} is not an enemy ship in play`, path);
    if (o.warhead !== 'laser' && o.warhead !== 'nuke') {
      fail('LAUNCH_BAD_WARHEAD', `warhead ${String(o.warhead)} is neither laser nor nuke`, path);
    }
    if (!target) return;
    const bears = mountBears(mount.side, ship, vantageOf(target));
    if (bears === 'ARC_WEDGE')
      fail('LAUNCH_ARC_WEDGE', `${o.mount} is silenced while rolled to the wedge`, path);
    if (bears === 'OUT_OF_ARC')
      fail('LAUNCH_OUT_OF_ARC', `${o.target} is outside ${o.mount}'s arc`, path);
    const column = missileRangeColumn(rangeBetween(vantageOf(ship), vantageOf(target)));
    const limit = salvoLimit(column, salvos, ship.lastLaunchTurn, game.turn);
    if (limit !== 'ok')
      fail(limit, `band ${column.label} allows no further salvo from ${ship.id} now`, path);
    salvos += 1;
  });
}

/** SITS-ORD-6 for segment orders from side `side`. */
export function validateSegmentOrders(
  game: SitsGame,
  side: string,
  orders: SegmentOrders,
): Problem[] {
  const { problems, fail } = collector();
  if (orders.turn !== game.turn || orders.segment !== game.segment || orders.player !== side) {
    fail(
      'ORD_WRONG_STEP',
      `segment orders are for turn ${game.turn}, segment ${game.segment}, player ${side}`,
      '',
    );
  }
  const seen = new Set<string>();
  orders.ships.forEach((entry, i) => {
    const base = `/ships/${i}`;
    if (seen.has(entry.ship)) fail('ORD_DUPLICATE_SHIP', `${entry.ship} appears twice`, base);
    seen.add(entry.ship);
    const ship = ownShip(game, entry.ship, side, base, fail);
    if (!ship) return;
    if (entry.thrust !== undefined) {
      if (!Number.isInteger(entry.thrust) || entry.thrust < 0 || entry.thrust > ship.maxThrust) {
        fail('THR_OUT_OF_RANGE', `thrust must be 0–${ship.maxThrust}`, `${base}/thrust`);
      } else if (entry.thrust > 0 && !ship.wedgeUp) {
        fail('THR_WEDGE_DOWN', `${ship.id}'s wedge is down`, `${base}/thrust`);
      }
    }
    if (entry.pivot) {
      const { dir, hexsides } = entry.pivot;
      const pitch = dir === 'up' || dir === 'down';
      const bad = pitch
        ? hexsides !== 1 || !ship.altitude || pitchAfter(ship.altitude.pitch, dir) === null
        : ![1, 2, 3].includes(hexsides);
      if (bad)
        fail('PIV_BAD_STEPS', `a ${dir} pivot of ${hexsides} is not allowed`, `${base}/pivot`);
      if (ship.pivot) fail('PIV_IN_PROGRESS', `${ship.id} is already pivoting`, `${base}/pivot`);
    }
    if (entry.roll) {
      if (![1, 2].includes(entry.roll.quarters)) {
        fail('ROL_BAD_STEPS', `a roll is 1 or 2 quarters`, `${base}/roll`);
      }
      if (ship.roll) fail('ROL_IN_PROGRESS', `${ship.id} is already rolling`, `${base}/roll`);
    }
    checkFire(game, ship, entry.fire ?? [], base, fail);
    checkLaunch(game, ship, entry.launch ?? [], base, fail);
  });
  return problems;
}

/** §8.5 DECOY_* checks for a decoy response from side `side`. */
export function validateDecoys(game: SitsGame, side: string, response: DecoyResponse): Problem[] {
  const { problems, fail } = collector();
  if (
    response.turn !== game.turn ||
    response.segment !== game.segment ||
    response.player !== side
  ) {
    fail('ORD_WRONG_STEP', `the decoy window is turn ${game.turn}, segment ${game.segment}`, '');
  }
  const spent: Record<string, number> = {};
  const decoyed = new Set<string>();
  response.decoys.forEach((d, i) => {
    const path = `/decoys/${i}`;
    const salvo = game.salvos.find((s) => s.id === d.salvo && s.g === game.g);
    if (!salvo) return fail('DECOY_UNKNOWN_SALVO', `no salvo ${d.salvo} this segment`, path);
    const ship = game.ships[d.ship];
    if (!ship || ship.side !== side || ship.status !== 'active') {
      return fail('DECOY_NOT_YOUR_SHIP', `${d.ship} is not your ship in play`, path);
    }
    if (salvo.target !== ship.id)
      fail('DECOY_NOT_TARGET', `${d.salvo} is aimed at ${salvo.target}`, path);
    if (decoyed.has(d.salvo)) fail('DECOY_DUPLICATE', `${d.salvo} already has a decoy`, path);
    decoyed.add(d.salvo);
    spent[ship.id] = (spent[ship.id] ?? 0) + 1;
    if (spent[ship.id] > ship.decoys)
      fail('DECOY_NONE_LEFT', `${ship.id} has ${ship.decoys} decoys`, path);
  });
  return problems;
}

/** §8.5 DC_* and MIRACLE_* checks for turn-break orders from side `side`. */
export function validateTurnBreakOrders(
  game: SitsGame,
  side: string,
  orders: TurnBreakOrders,
): Problem[] {
  const { problems, fail } = collector();
  if (orders.turn !== game.turn || orders.player !== side) {
    fail('ORD_WRONG_STEP', `turn-break orders are for turn ${game.turn}`, '');
  }
  const sideState = game.sides.find((s) => s.id === side);
  let miracleShip: string | null = null;
  if (orders.miracle) {
    if (!game.optionalRules.miracles)
      fail('MIRACLE_RULE_OFF', 'the miracle rule is off', '/miracle');
    else if (!sideState?.miracleHeld) fail('MIRACLE_NONE_HELD', 'no Miracle is held', '/miracle');
    else if (ownShip(game, orders.miracle.ship, side, '/miracle', fail))
      miracleShip = orders.miracle.ship;
  }
  const parties: Record<string, number> = {};
  const onRecord: Record<string, number> = {};
  (orders.repairs ?? []).forEach((r, i) => {
    const path = `/repairs/${i}`;
    const ship = ownShip(game, r.ship, side, path, fail);
    if (!ship) return;
    const miracle = miracleShip === ship.id;
    parties[ship.id] = (parties[ship.id] ?? 0) + 1;
    if (parties[ship.id] > ship.dcParties) {
      fail('DC_TOO_MANY_PARTIES', `${ship.id} has ${ship.dcParties} parties`, path);
    }
    const rec = ship.damageRecords.find((x) => x.id === r.record);
    if (!rec) return fail('DC_UNKNOWN_RECORD', `${ship.id} has no record ${r.record}`, path);
    if (!rec.repairable || rec.repaired)
      return fail('DC_NOT_REPAIRABLE', `${r.record} cannot be repaired`, path);
    const left = MAX_TRIES - rec.attemptsUsed;
    if (left <= 0 && !miracle) fail('DC_NO_ATTEMPTS_LEFT', `${r.record} has used both tries`, path);
    const key = `${ship.id}/${rec.id}`;
    onRecord[key] = (onRecord[key] ?? 0) + 1;
    if (onRecord[key] > MAX_TRIES || (!miracle && left > 0 && onRecord[key] > left)) {
      fail('DC_RECORD_LIMIT', `too many parties on ${r.record}`, path);
    }
  });
  return problems;
}
