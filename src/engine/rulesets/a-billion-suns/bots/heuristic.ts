/**
 * The contractor: a heuristic bot that plays for profit. It requisitions only cheap utility ships,
 * mines the asteroids with Medium Utility Ships (Power to Weapon Systems on the Mining Laser),
 * rescues and delivers a lifeboat with a Light Utility Ship, keeps its ships repaired with Red
 * Alert, and otherwise declines. It sees only its seat's view and checks every order it makes with
 * the ruleset's own validation, falling back to the engine default.
 */
import type { Bot, BotTurn } from '../../../bots/bot.js';
import type { Decision } from '../../../core/contract.js';
import type { DecisionKind } from '../flow/frames.js';
import { aBillionSuns } from '../index.js';
import { bearingDegrees, normalizeDegrees, signedDegreesBetween } from '../../../geometry/index.js';
import { LIFEBOAT_TOKEN } from '../rules/contracts.js';
import { distance } from '../rules/measure.js';
import { bgShips } from '../rules/models.js';
import { firingOptions } from '../rules/attack.js';
import { legalScanTargets } from '../rules/scan.js';
import { classStats } from '../rules/units.js';
import type { AbsState, Battlegroup, GameObject, Seat } from '../state.js';
import type { AbsView } from '../view.js';
import { jumpPointNear, myJumpPoints, objectsOfType, shipSpots, siteFor } from './plan.js';

/** Mining range minus a margin: where a Medium Utility Ship parks. */
const MINING_STANDOFF = 1.8;
/** Outside the jump shock (2″) of a Medium Utility Ship arriving next to its asteroid. */
const MINING_ARRIVAL = 2.2;

/**
 * The last order `legal` passed, on the view of the decision in hand: the order a plan settles on
 * is usually the candidate just checked, and the same object on the same view needs no second check.
 */
let passed: unknown;

function legal(view: AbsState, d: Decision, order: unknown): boolean {
  if (aBillionSuns.validate(view, d, order).length > 0) return false;
  passed = order;
  return true;
}

function first(view: AbsState, d: Decision, candidates: unknown[], fallback: unknown): unknown {
  for (const c of candidates) if (legal(view, d, c)) return c;
  return fallback;
}

function myBattlegroups(s: AbsState, seat: Seat, classId?: string): Battlegroup[] {
  return Object.values(s.battlegroups)
    .filter(
      (b) => b.ceo === seat && (!classId || b.classId === classId) && bgShips(s, b).length > 0,
    )
    .sort((a, b) => a.seq - b.seq);
}

function asteroidsLeft(s: AbsState): GameObject[] {
  return objectsOfType(s, 'asteroid');
}

/** The asteroid a miner works: the nearest one on its table. */
function targetAsteroid(s: AbsState, bg: Battlegroup): GameObject | null {
  const ship = bgShips(s, bg)[0];
  if (!ship) return null;
  const options = asteroidsLeft(s).filter((a) => a.at.table === ship.at.table);
  options.sort((a, b) => distance(a.at, ship.at) - distance(b.at, ship.at));
  return options[0] ?? null;
}

function helm(s: AbsState): unknown {
  return s.round === 1
    ? { seizeInitiative: 0, jumpIn: 4, tactical: s.scale - 1 }
    : { seizeInitiative: 0, jumpIn: 3, tactical: s.scale };
}

/** Jump Phase: jump points by the asteroids and a lifeboat, then miners and a rescuer. */
function jumpTurn(s: AbsState, seat: Seat, d: Decision): unknown {
  const pass = { type: 'pass' };
  const candidates: unknown[] = [];
  const miners = myBattlegroups(s, seat, 'medium_utility_ship');
  const rescuers = myBattlegroups(s, seat, 'light_utility_ship');
  const reserve = Object.values(s.ships).filter((x) => x.ceo === seat && x.at === null);
  const asteroids = asteroidsLeft(s);
  const lifeboats = objectsOfType(s, 'lifeboat');
  const mined = new Set(miners.map((b) => targetAsteroid(s, b)?.id));
  // A miner for each asteroid without one.
  for (const a of asteroids) {
    if (mined.has(a.id) || s.round > 3) continue;
    const jp = jumpPointNear(s, seat, a);
    if (!jp) {
      for (const p of siteFor(s, a).jumpPoints)
        candidates.push({ type: 'deploy_jump_point', table: a.at.table, ...p });
      continue;
    }
    const spare = reserve.find((x) => x.classId === 'medium_utility_ship');
    for (const p of shipSpots(jp, a, MINING_ARRIVAL))
      candidates.push({
        type: 'jump_in',
        via: jp.id,
        classId: 'medium_utility_ship',
        ships: [spare ? { reserveShip: spare.id, ...p } : p],
      });
    break;
  }
  // One rescuer for the first lifeboat, early enough to deliver it.
  const lb = lifeboats[0];
  if (
    candidates.length === 0 &&
    lb &&
    rescuers.length === 0 &&
    s.round <= 2 &&
    !reserve.some((x) => x.classId === 'light_utility_ship')
  ) {
    const jp = jumpPointNear(s, seat, lb);
    if (!jp) {
      for (const p of siteFor(s, lb).jumpPoints)
        candidates.push({ type: 'deploy_jump_point', table: lb.at.table, ...p });
    } else {
      for (const p of shipSpots(jp, lb, 1.5))
        candidates.push({ type: 'jump_in', via: jp.id, classId: 'light_utility_ship', ships: [p] });
    }
  }
  return first(s, d, candidates, pass);
}

function activate(s: AbsState, seat: Seat, d: Decision): unknown {
  const mine = myBattlegroups(s, seat).filter((b) => !b.activated);
  return first(
    s,
    d,
    mine.map((b) => ({ battlegroup: b.id })),
    { battlegroup: mine[0]?.id },
  );
}

function carrying(bg: Battlegroup): number {
  return bg.carried[LIFEBOAT_TOKEN] ?? 0;
}

function nearestJumpPoint(s: AbsState, seat: Seat, bg: Battlegroup): GameObject | null {
  const ship = bgShips(s, bg)[0];
  const jps = myJumpPoints(s, seat).filter((j) => j.at.table === ship.at.table);
  jps.sort((a, b) => distance(a.at, ship.at) - distance(b.at, ship.at));
  return jps[0] ?? null;
}

function orders(s: AbsState, seat: Seat, d: Decision): unknown {
  const entries = (s.activation?.bgs ?? []).map((id) => {
    const bg = s.battlegroups[id];
    const jp = bg ? nearestJumpPoint(s, seat, bg) : null;
    if (bg && carrying(bg) > 0 && jp) return { battlegroup: id, order: 'jump_out' };
    return { battlegroup: id, order: 'red_alert' };
  });
  return first(s, d, [{ orders: entries }], undefined);
}

/** One straight move (pivot, then up to `reach`″) towards `to`, stopping `standoff`″ short. */
function approach(
  ship: { id: string; at: { x: number; y: number }; heading: number },
  to: { x: number; y: number },
  standoff: number,
  reach: number,
) {
  const bearing = bearingDegrees(ship.at, to);
  if (bearing === null) return { ship: ship.id, legs: [{ heading: ship.heading, distance: 0 }] };
  const turn = signedDegreesBetween(ship.heading, bearing);
  if (Math.abs(turn) > 90) {
    // Never pivot over 90° in one move: it would stop primary weapons (ABS-ACT-11).
    const heading = normalizeDegrees(ship.heading + Math.sign(turn) * 90);
    return { ship: ship.id, legs: [{ heading, distance: 0 }] };
  }
  const go =
    Math.floor(Math.max(0, Math.min(reach, distance(ship.at, to) - standoff)) * 1000) / 1000;
  return { ship: ship.id, legs: [{ heading: bearing, distance: go }] };
}

function movement(s: AbsState, seat: Seat, d: Decision): unknown {
  const plans = (s.activation?.bgs ?? []).flatMap((id) => {
    const bg = s.battlegroups[id];
    if (!bg) return [];
    const reach = classStats(s, bg.classId).speed;
    const ships = bgShips(s, bg);
    let target: { x: number; y: number } | null = null;
    let standoff = 0;
    if (bg.classId === 'medium_utility_ship') {
      const a = targetAsteroid(s, bg);
      if (a) {
        target = a.at;
        standoff = MINING_STANDOFF;
      }
    } else if (bg.classId === 'light_utility_ship') {
      if (carrying(bg) > 0) {
        const jp = nearestJumpPoint(s, seat, bg);
        if (jp) {
          target = jp.at;
          standoff = 3;
        }
      } else {
        const lb = objectsOfType(s, 'lifeboat').filter((o) => o.at.table === ships[0].at.table);
        lb.sort((a, b) => distance(a.at, ships[0].at) - distance(b.at, ships[0].at));
        if (lb[0]) {
          target = lb[0].at;
          standoff = 2;
        }
      }
    }
    if (!target || ships.length !== 1) return [{ battlegroup: id, moves: [] }];
    return [{ battlegroup: id, moves: [approach(ships[0], target, standoff, reach)] }];
  });
  return first(s, d, [{ battlegroups: plans }], { battlegroups: [] });
}

/** The active battlegroup an attacks or scan prompt is about (the activation frame's index). */
function promptedBattlegroup(s: AbsState): string {
  const f = s.agenda[s.agenda.length - 1];
  return s.activation!.bgs[f?.f === 'activation' ? f.index : 0];
}

function attacks(s: AbsState, seat: Seat, d: Decision): unknown {
  const id = promptedBattlegroup(s);
  const bg = s.battlegroups[id];
  const none = { battlegroup: id, allocations: [] };
  if (!bg) return none;
  const options = firingOptions(s, seat, bg, 'active', s.activation!.bgs);
  const paying = (target: string) => {
    const o = s.objects[target];
    return !!o && (o.type === 'asteroid' || o.type === 'facility' || o.type === 'criminal_ship');
  };
  const primary = options.find((x) => x.system === 'primary' && paying(x.target));
  if (!primary) return none;
  const allocations = options
    .filter((x) => x.target === primary.target && x.system === 'primary')
    .map((x) => ({ ship: x.ship, system: x.system, target: x.target, dice: x.dice }));
  const order: Record<string, unknown> = {
    battlegroup: id,
    primaryTarget: primary.target,
    allocations,
  };
  const tokens = s.ceos[seat].helm?.tactical ?? 0;
  const mass = classStats(s, bg.classId).mass;
  const t = Math.min(tokens, mass);
  const withPower =
    t > 0
      ? {
          ...order,
          powerToWeapons: [
            {
              target: primary.target,
              dieSides: primary.sides,
              tokens: t,
              payment: { pay: 'token' },
            },
          ],
        }
      : null;
  return first(s, d, withPower ? [withPower, order] : [order], none);
}

function scan(s: AbsState, d: Decision): unknown {
  const bg = s.battlegroups[promptedBattlegroup(s)];
  if (!bg) return { skip: true };
  const rescue = legalScanTargets(s, bg).find((t) => s.objects[t]?.type === 'lifeboat');
  return first(s, d, rescue ? [{ target: rescue }] : [], { skip: true });
}

function shields(s: AbsState, seat: Seat, d: Decision): unknown {
  const frame = s.agenda[s.agenda.length - 1];
  if (frame?.f !== 'attack') return { tokens: 0 };
  const bg =
    s.battlegroups[frame.target] ??
    (s.ships[frame.target]?.bg ? s.battlegroups[s.ships[frame.target].bg!] : undefined);
  if (!bg) return { tokens: 0 };
  const stats = classStats(s, bg.classId);
  const worst = Math.max(...bgShips(s, bg).map((x) => x.damage));
  const threat = frame.hits.reduce((a, h) => a + h.dmg, 0);
  const tokens = Math.min(stats.mass, s.ceos[seat].helm?.tactical ?? 0);
  if (tokens === 0 || worst + threat < stats.silhouette) return { tokens: 0 };
  return first(s, d, [{ tokens, payment: { pay: 'token' } }], { tokens: 0 });
}

/** How the contractor answers each kind it has a plan for; any other takes the default. */
const PLANS: Partial<Record<DecisionKind, (s: AbsState, seat: Seat, d: Decision) => unknown>> = {
  helm: (s) => helm(s),
  first_player: (s, seat) => ({ first: s.ceos[seat].id }),
  jump_turn: jumpTurn,
  activate,
  orders,
  movement,
  attacks,
  scan: (s, _seat, d) => scan(s, d),
  power_to_shields: shields,
};

export function decide(turn: BotTurn): unknown {
  const d = turn.decision;
  const fallback = turn.description.example;
  const plan = PLANS[d.kind as DecisionKind];
  // The default as it is (an Executive Override declined, mostly): checking it would only choose
  // between it and itself, and the view is not needed to make it.
  if (!plan) return fallback;
  const s = turn.view as AbsView as unknown as AbsState;
  passed = undefined;
  const order = plan(s, turn.seat, d);
  return order !== undefined && (order === passed || legal(s, d, order)) ? order : fallback;
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  name: 'Contractor',
  description:
    'Plays for profit: mines asteroids with cheap utility ships, rescues and delivers a lifeboat, repairs with Red Alert, and never buys warships.',
  decide,
};
