/**
 * The line-of-battle bot: it moves the unit nearest the enemy first, steers each ship so that
 * most of its firepower bears on the nearest enemy without leaving the table or its squadron,
 * launches every missile and torpedo it can at the nearest enemy, fires everything at the enemy
 * ship where its fire does the most, leaves interception to the rule default, and at Level 2
 * concentrates fire or scrambles its fighters (`commands.ts`), sends anti-fighter flights after the
 * enemy's flights and the rest at ships (`flights.ts`), and repairs sensors and weapons first.
 */
import { copyJson } from '../../../core/json.js';
import type { Bot, BotTurn } from '../../../bots/bot.js';
import { distance } from '../../../geometry/index.js';
import { SE_KINDS } from '../decisions/index.js';
import type { ShipMove } from '../decisions/move-execute.js';
import { shipAllowance } from '../rules/level2/allowance.js';
import { unactedUnits } from '../flow.js';
import { launchKind, launchProblems, type Launch } from '../rules/ballistic.js';
import { position } from '../rules/bearings.js';
import { fireAllAt } from '../rules/fire.js';
import { executePath, levelOneAllowance, type PathStep } from '../rules/movement.js';
import { pathTerrainProblems } from '../rules/level2/terrain/path.js';
import { candidatePaths, escapePaths, FRACTIONS, keepsClear } from './manoeuvre.js';
import { unitLeader, unitShips, unitsOfSide } from '../rules/ships.js';
import { weaponOfSystem, weaponsLeft, isBallistic } from '../rules/systems.js';
import { directTargetNumber } from '../rules/fire.js';
import { design, unmarkedPrimary } from '../rules/ships.js';
import type { SeState, ShipState, Side } from '../state.js';
import { unitCommands } from './commands.js';
import { COMMAND_RADIUS } from '../rules/squadrons.js';
import { stateOfView, type SeView } from './situation.js';
import { terrainCost } from './terrain-sense.js';
import { repairableItems, repairRolls, type ShipRepairs } from '../rules/level2/repairs.js';
import { closeDefenseAff } from '../decisions/fire-aff.js';
import { fullLaunch } from '../decisions/fighter-orders.js';
import { fighterCombat, flightMoves } from './flights.js';
import { chance, gunneryOf, weaponWorth } from './gunnery.js';

function enemiesOf(s: SeState, side: Side): ShipState[] {
  return s.ships.filter((x) => x.side !== side && x.status === 'active');
}

function nearest(from: ShipState, ships: readonly ShipState[]): ShipState | undefined {
  return [...ships].sort(
    (a, b) => distance(position(from), position(a)) - distance(position(from), position(b)),
  )[0];
}

const THREAT_WEIGHT = 0.6;

/** Past the command radius (with half an inch to spare) a ship is out of command (SE-MOV-16). */
const STATION_RADIUS = COMMAND_RADIUS - 0.5;
const OUT_OF_COMMAND = 40;
const PER_INCH_ADRIFT = 6;
const PER_POINT_ASTRAY = 3;
/**
 * Keeping station on the squadron's command ship (SE-MOV-16, SE-MOV-17): a ship that drifts away,
 * or points away from its heading with too few turn points to come back, fights alone.
 */
function stationPenalty(ghost: ShipState, leader: ShipState): number {
  const gap = distance(position(ghost), position(leader));
  const turn = Math.abs(ghost.heading - leader.heading);
  return (
    PER_INCH_ADRIFT * Math.max(0, gap - 4) +
    PER_POINT_ASTRAY * Math.min(turn, 8 - turn) +
    (gap > STATION_RADIUS ? OUT_OF_COMMAND : 0)
  );
}

/** Worse than any fight: leaving the table (SE-MOV-13) or wrecking gives the enemy the ship. */
const LOST = 1000;
/** A place from which the ship cannot keep on the table for two more moves. */
const DOOMED = 300;

/**
 * The best of the candidate paths (`manoeuvre.ts`) by firepower bearing, threat, closing, edge,
 * terrain and keeping station. A path into a closed planet is never chosen while another is
 * open (SE-TER-5); when all are closed the ship is cornered and any may be given (SE-D-12).
 */
export function bestPath(
  s: SeState,
  ship: ShipState,
  leader: ShipState | null,
  fractions: readonly number[] = FRACTIONS,
): PathStep[] {
  const enemies = enemiesOf(s, ship.side);
  const candidates = candidatePaths(ship, shipAllowance(s, ship), fractions);
  const open = candidates.filter((p) => pathTerrainProblems(s.terrain, ship, p, '').length === 0);
  const escapes = escapePaths(ship, levelOneAllowance(ship));
  const ghost = copyJson(ship);
  const gunnery = gunneryOf(s, ghost, enemies);
  let best = { path: candidates[0], score: -Infinity };
  for (const path of open.length > 0 ? open : candidates) {
    Object.assign(ghost, { x: ship.x, y: ship.y, heading: ship.heading, status: ship.status });
    const hazard = terrainCost(s, ship, path);
    const lost = executePath(ghost, path, false, s.table).leftTable || hazard === Infinity;
    const edge = Math.min(ghost.x, ghost.y, s.table.width - ghost.x, s.table.length - ghost.y);
    const foe = nearest(ghost, enemies);
    const close = foe ? distance(position(ghost), position(foe)) : 0;
    const bearing = lost ? 0 : gunnery.bearing(ghost);
    let score =
      bearing -
      THREAT_WEIGHT * gunnery.threat(ghost) -
      0.3 * close -
      (edge < 4 ? (4 - edge) * 8 : 0) -
      (lost ? LOST : 2 * hazard) -
      (lost || keepsClear(s, ghost, escapes, 2) ? 0 : DOOMED);
    if (leader) score -= stationPenalty(ghost, leader);
    if (score > best.score) best = { path, score };
  }
  return best.path;
}

function declare(s: SeState, side: Side) {
  const units = unactedUnits(s, side);
  const enemies = enemiesOf(s, side);
  const unit = [...units].sort((a, b) => {
    const d = (u: string) =>
      Math.min(...enemies.map((e) => distance(position(unitLeader(s, u)!), position(e))));
    return d(a) - d(b);
  })[0];
  return declareUnit(s, side, unit);
}

/** `unit` declared to move next, every missile and torpedo it carries launched at the nearest enemy. */
export function declareUnit(s: SeState, side: Side, unit: string) {
  const enemies = enemiesOf(s, side);
  const launches: Launch[] = [];
  for (const ship of unitShips(s, unit)) {
    for (const st of ship.systems) {
      const w = weaponOfSystem(ship, st.id);
      if (!isBallistic(w)) continue;
      const kind = launchKind(w);
      const byRange = [...enemies].sort(
        (a, b) => distance(position(ship), position(a)) - distance(position(ship), position(b)),
      );
      for (const target of byRange) {
        const l: Launch | null =
          kind === 'volley'
            ? { ship: ship.id, system: st.id, kind, target_unit: target.squadron ?? target.id }
            : kind === 'torpedo'
              ? {
                  ship: ship.id,
                  system: st.id,
                  kind,
                  targets: [{ ship: target.id, count: weaponsLeft(ship, st.id) }],
                }
              : null;
        if (l && launchProblems(s, unit, [...launches, l]).length === 0) {
          launches.push(l);
          break;
        }
      }
    }
  }
  return { unit, commands: unitCommands(s, unit), launches };
}

/** An independent ship keeps with its nearest friend: alone it draws every enemy gun. */
function consort(s: SeState, ship: ShipState): ShipState | null {
  const friends = s.ships.filter(
    (x) => x.side === ship.side && x.status === 'active' && x.id !== ship.id,
  );
  return nearest(ship, friends) ?? null;
}

/** The declared unit's moves, each ship steered by `bestPath` over paths at `fractions` of its speed. */
export function execute(s: SeState, fractions: readonly number[]) {
  const unit = s.declared!;
  const ships = unitShips(s, unit);
  const moves: ShipMove[] = [];
  let leader = ships[0].squadron === null ? consort(s, ships[0]) : null;
  for (const ship of ships) {
    const path = bestPath(s, ship, leader, fractions);
    // SE-TER-2: interceptors guard against asteroids for free; weapons stay for the enemy.
    const guard = s.terrain.asteroids.length > 0 && terrainCost(s, ship, path) > 0;
    // SE-FTR-8: carriers launch everything the doors let out.
    const launch = fullLaunch(s, ship);
    moves.push({
      ship: ship.id,
      path,
      ...(guard ? { asteroid_defense: { systems: [], interceptors: true } } : {}),
      ...(launch.length > 0 ? { launch_flights: launch } : {}),
    });
    if (!leader && ship.squadron !== null) {
      leader = copyJson(ship);
      executePath(leader, path, false, s.table);
    }
  }
  const flights = s.fighters ? flightMoves(s, ships[0].side, 4 * ships.length) : [];
  return { unit, ships: moves, ...(flights.length > 0 ? { fighter_moves: flights } : {}) };
}

/**
 * The fire orders worth giving, the most damaging first: every ship of the unit at one enemy ship
 * (the first is the heuristic's), or where none does any harm, holding fire.
 */
export function fireOrders(s: SeState, side: Side) {
  const units = unactedUnits(s, side);
  const unit = units[0];
  const fixed = s.squadronTargets[unit];
  const enemyUnits =
    fixed !== undefined && unitsOfSide(s, (1 - side) as Side).includes(fixed)
      ? [fixed]
      : unitsOfSide(s, (1 - side) as Side);
  const worth: { all_at: string; value: number }[] = [];
  for (const u of enemyUnits) {
    for (const target of unitShips(s, u)) {
      const decl = fireAllAt(s, unit, target.id);
      let value = 0;
      for (const d of decl) {
        const ship = s.ships.find((x) => x.id === d.ship)!;
        value +=
          weaponsLeft(ship, d.system) *
          weaponWorth(weaponOfSystem(ship, d.system)) *
          chance(directTargetNumber(s, ship, target, 0, 0));
      }
      // Finish off what is nearly gone: damage is worth more on a ship with little primary left.
      value *= 1 + design(target).category / Math.max(4, unmarkedPrimary(target));
      if (value > 0) worth.push({ all_at: target.id, value });
    }
  }
  // Sorted stably: of targets worth the same, the first found leads, as it always did.
  worth.sort((a, b) => b.value - a.value);
  // Half the close-defense dice at flights within 5", the rest kept for interception.
  const aff = closeDefenseAff(s, unit, null);
  const withAff = aff.length > 0 ? { aff } : {};
  return worth.length > 0
    ? worth.map((w) => ({ unit, all_at: w.all_at, ...withAff }))
    : [{ unit, fire: [], ...withAff }];
}

function fire(s: SeState, side: Side) {
  return fireOrders(s, side)[0];
}

/** Level 2 repairs: each ship's rolls go to what keeps it fighting: sensors, weapons, then the rest. */
const REPAIR_ORDER: readonly string[] = [
  'sensor',
  'weapon',
  'targeting_computer',
  'speed',
  'turns',
  'weapons_control',
  'interceptor',
  'bay',
];

function repairs(s: SeState, side: Side) {
  const out: ShipRepairs[] = [];
  for (const ship of s.ships) {
    if (ship.side !== side) continue;
    const rolls = repairRolls(ship);
    const items = repairableItems(ship).sort(
      (a, b) => REPAIR_ORDER.indexOf(a.kind) - REPAIR_ORDER.indexOf(b.kind),
    );
    if (rolls > 0 && items.length > 0) out.push({ ship: ship.id, items: items.slice(0, rolls) });
  }
  return { repairs: out };
}

/** The line-of-battle bot steering by paths at `fractions` of each ship's speed. */
function lineOfBattle(id: string, fractions: readonly number[]): Bot {
  return {
    id,
    name: 'Line of battle',
    description:
      'Brings its broadsides to bear on the nearest enemy, launches every missile and torpedo, and concentrates fire where it does the most damage.',
    decide(turn: BotTurn) {
      const s = stateOfView(turn.view as SeView);
      const side = turn.seat as Side;
      const kind = turn.decision.kind;
      const order =
        kind === 'move_declare'
          ? declare(s, side)
          : kind === 'move_execute'
            ? execute(s, fractions)
            : kind === 'fire'
              ? fire(s, side)
              : kind === 'actions'
                ? repairs(s, side)
                : kind === 'move_fighters'
                  ? { fighter_moves: flightMoves(s, side, 4) }
                  : kind === 'fighter_combat'
                    ? fighterCombat(s, side)
                    : turn.description.example;
      const check = SE_KINDS[kind as keyof typeof SE_KINDS];
      return check && check.validate(s, side, null, order).length === 0
        ? order
        : turn.description.example;
    },
  };
}

export const heuristicBot: Bot = lineOfBattle('heuristic', FRACTIONS);

/**
 * The same bot weighing two distances, half and full speed, where it weighs five: for the search
 * bot's playouts, where the path choice is most of the work
 * (docs/decisions/0073-stellar-empires-search-hints-and-light-playouts.md).
 */
export const LIGHT_FRACTIONS: readonly number[] = [0.5, 1];
export const lightHeuristicBot: Bot = lineOfBattle('heuristic-light', LIGHT_FRACTIONS);
