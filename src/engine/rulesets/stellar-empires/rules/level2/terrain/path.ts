/**
 * Terrain along a ship's path (SE-MOV-5 step 4, SE-TER-2, SE-TER-5, SE-TER-6, SE-TER-8): planets a
 * path may not enter, rocks that wreck it, asteroid strikes, nebula friction and a deadly edge.
 */
import {
  COMPASS_8,
  distance,
  moveAlongHeading,
  vec,
  type Vec,
} from '../../../../../geometry/index.js';
import type { StepContext } from '../../../../../core/contract.js';
import { problem, type Problem } from '../../../../../core/problems.js';
import { weaponClassification } from '../../../data/data.js';
import type { SeState, ShipState } from '../../../state.js';
import { position, sectionHit } from '../../bearings.js';
import { projectorUp } from '../../damage.js';
import { destroyShip } from '../../hits.js';
import type { MoveResult, PathStep } from '../../movement.js';
import { crewSkill, design } from '../../ships.js';
import {
  energyAvailable,
  firingCost,
  isBallistic,
  isReady,
  markFired,
  payEnergy,
  systemFile,
  systemState,
  weaponOfSystem,
  weaponsLeft,
} from '../../systems.js';
import { asteroidStrikeDice } from '../asteroids.js';
import { environmentalAttack } from '../environment.js';
import {
  entryIntoDisc,
  polylineMeetsDisc,
  segmentsOf,
  type Edge,
  type Terrain,
} from './terrain.js';

export const TerrainCodes = {
  blocked: 'E_PATH_BLOCKED',
  levelDisabled: 'E_LEVEL_DISABLED',
  unknownSystem: 'E_UNKNOWN_SYSTEM',
  cannotCommit: 'E_CANNOT_FIRE',
  energy: 'E_INSUFFICIENT_ENERGY',
} as const;

/** SE-TER-2: minor or secondary systems and/or interceptors committed to asteroid defence. */
export interface AsteroidDefence {
  systems: string[];
  interceptors: boolean;
}

/** The start and the end of every forward step, as the path would run on an endless table. */
export function pathPolyline(ship: ShipState, path: readonly PathStep[]): Vec[] {
  let at = position(ship);
  let heading = ship.heading;
  const out = [at];
  for (const step of path) {
    if ('turn' in step) {
      heading = (((heading + (step.deg / 45) * (step.turn === 'R' ? 1 : -1)) % 8) + 8) % 8;
      continue;
    }
    at = moveAlongHeading(COMPASS_8, at, heading, step.fwd);
    out.push(at);
  }
  return out;
}

/** SE-TER-5: no ship may enter an atmosphere's ring or core, or any part of a gas giant. */
export function pathTerrainProblems(
  t: Terrain,
  ship: ShipState,
  path: readonly PathStep[],
  base: string,
): Problem[] {
  const line = pathPolyline(ship, path);
  const closed = t.planets.filter((p) => p.kind !== 'rock');
  for (const [a, b] of segmentsOf(line))
    for (const p of closed)
      if (entryIntoDisc(a, b, p, p.radius))
        return [
          problem(
            TerrainCodes.blocked,
            `the path enters the ${p.kind === 'gas_giant' ? 'gas giant' : 'atmosphere'} at (${p.x}, ${p.y}) (SE-TER-5)`,
            base,
          ),
        ];
  return [];
}

/** A straight run of `run` inches would enter a closed planet (SE-TER-5, SE-D-12). */
export function boxedIn(t: Terrain, ship: ShipState, run: number): boolean {
  return t.planets.length > 0 && pathTerrainProblems(t, ship, [{ fwd: run }], '').length > 0;
}

/** A path a careful captain refuses: closed by a planet (SE-TER-5) or ending on a rock. */
export function pathWrecksOrBlocked(
  t: Terrain,
  ship: ShipState,
  path: readonly PathStep[],
): boolean {
  if (pathTerrainProblems(t, ship, path, '').length > 0) return true;
  const line = pathPolyline(ship, path);
  return segmentsOf(line).some(([a, b]) =>
    t.planets.some((p) => p.kind === 'rock' && entryIntoDisc(a, b, p, p.radius) !== null),
  );
}

/** SE-TER-2, SE-Q-82: every problem with a ship's asteroid defence. */
export function asteroidDefenceProblems(
  s: SeState,
  ship: ShipState,
  d: AsteroidDefence,
  base: string,
): Problem[] {
  if (!s.options.level2 && (d.systems.length > 0 || d.interceptors))
    return [problem(TerrainCodes.levelDisabled, 'asteroid defence is a Level 2 rule', base)];
  const out: Problem[] = [];
  let cost = 0;
  d.systems.forEach((id, i) => {
    const at = `${base}/systems/${i}`;
    if (!systemFile(ship, id)) {
      out.push(problem(TerrainCodes.unknownSystem, `${ship.id} has no system ${id}`, at));
      return;
    }
    const w = weaponOfSystem(ship, id);
    const kind = weaponClassification(w);
    if (
      isBallistic(w) ||
      (kind !== 'minor' && kind !== 'secondary') ||
      weaponsLeft(ship, id) <= 0 ||
      !isReady(ship, id) ||
      systemState(ship, id)?.firedTurn === s.turn ||
      d.systems.indexOf(id) !== i
    ) {
      out.push(
        problem(
          TerrainCodes.cannotCommit,
          `${id} is not a ready minor or secondary direct-fire system (SE-TER-2)`,
          at,
        ),
      );
      return;
    }
    cost += firingCost(ship, id);
  });
  if (cost > energyAvailable(ship) + 1e-9)
    out.push(problem(TerrainCodes.energy, `${ship.id} cannot pay ${cost} energy`, base));
  return out;
}

/** SE-TER-2, SE-Q-82: floor(weapons committed / 2) + floor(close defense / 2). */
export function asteroidDefence(ship: ShipState, d: AsteroidDefence): number {
  const weapons = d.systems.reduce((n, id) => n + weaponsLeft(ship, id), 0);
  const close = d.interceptors ? design(ship).interceptors.close_defense : 0;
  return Math.floor(weapons / 2) + Math.floor(close / 2);
}

/** SE-TER-2: committed systems count as fired this turn, charge 0 and energy paid. */
export function commitAsteroidDefence(s: SeState, ship: ShipState, d: AsteroidDefence): void {
  for (const id of d.systems) {
    payEnergy(ship, firingCost(ship, id));
    markFired(ship, id, s.turn);
  }
}

function edgeOf(p: Vec, table: { width: number; length: number }): Edge | null {
  const eps = 1e-6;
  if (p.y >= table.length - eps) return 'N';
  if (p.x >= table.width - eps) return 'E';
  if (p.y <= eps) return 'S';
  if (p.x <= eps) return 'W';
  return null;
}

/** The first point of the path inside a planet of the kinds asked, with its place along the path. */
function firstEntry(t: Terrain, line: readonly Vec[], rock: boolean) {
  let order = 0;
  for (const [a, b] of segmentsOf(line)) {
    for (const p of t.planets)
      if ((p.kind === 'rock') === rock) {
        const at = entryIntoDisc(a, b, p, p.radius);
        if (at) return { at, order: order + distance(a, at) };
      }
    order += distance(a, b);
  }
  return null;
}

function haltPoint(t: Terrain, line: readonly Vec[]) {
  return firstEntry(t, line, false);
}

/** SE-TER-5 (rock), SE-TER-8: where the path wrecks the ship, or null. */
function wreckPoint(t: Terrain, line: readonly Vec[], result: MoveResult, table: SeState['table']) {
  const rock = firstEntry(t, line, true);
  if (rock) return { ...rock, reason: 'struck a planetoid (SE-TER-5)' };
  const end = line[line.length - 1];
  if (result.leftTable && t.deadly_edge !== null && edgeOf(end, table) === t.deadly_edge)
    return { at: end, order: Infinity, reason: 'crossed the deadly edge (SE-TER-8)' };
  return null;
}

/** Total forward distance of a path. */
export function pathLength(path: readonly PathStep[]): number {
  return path.reduce((n, st) => n + ('fwd' in st ? st.fwd : 0), 0);
}

/** Whether a point lies in the nebula (SE-TER-6). */
export function inNebula(t: Terrain, p: Vec): boolean {
  if (!t.nebula) return false;
  if (t.nebula.mode === 'interior') return true;
  return t.nebula.markers.some((m) => distance(p, m) < m.radius - 1e-9);
}

/**
 * SE-MOV-5 step 4: the terrain effects of the path just executed, in order: wreck on a rock or the
 * deadly edge, asteroid strikes zone by zone, then nebula friction. True if the ship was wrecked.
 */
export function applyPathTerrain(
  s: SeState,
  ship: ShipState,
  start: Vec,
  result: MoveResult,
  moved: number,
  defence: AsteroidDefence,
  ctx: StepContext,
): boolean {
  const t = s.terrain;
  const line = [start, ...result.points];
  const wreck = wreckPoint(t, line, result, s.table);
  const halt = haltPoint(t, line);
  if (halt && (!wreck || halt.order < wreck.order)) {
    // SE-D-12: a cornered ship stops at the edge of the closed planet.
    ship.x = halt.at.x;
    ship.y = halt.at.y;
    if (ship.status === 'disengaged') ship.status = 'active';
    ctx.emit({
      type: 'ship.halted',
      data: { ship: ship.id, at: halt.at, reason: 'closed planet (SE-TER-5)' },
    });
    return false;
  }
  if (wreck) {
    ship.x = wreck.at.x;
    ship.y = wreck.at.y;
    ship.status = 'active';
    ctx.emit({ type: 'ship.wrecked', data: { ship: ship.id, at: wreck.at, reason: wreck.reason } });
    destroyShip(s, ship, ctx);
    return true;
  }
  if (result.leftTable || moved <= 0) return false;
  const skill = crewSkill(ship).crewRoll;
  const def = asteroidDefence(ship, defence);
  for (const zone of t.asteroids) {
    if (ship.status !== 'active') break;
    if (!polylineMeetsDisc(line, zone)) continue;
    const [roll] = ctx.dice.roll({
      purpose: `asteroid strike: ${ship.id} in the zone at (${zone.x}, ${zone.y})`,
      sides: 10,
      count: 1,
    });
    const dice = asteroidStrikeDice(roll, moved, design(ship).category, def, skill);
    ctx.emit({
      type: 'asteroids.crossed',
      data: { ship: ship.id, zone: { x: zone.x, y: zone.y }, roll, defence: def, dice },
    });
    if (dice === null) continue;
    // SE-Q-42: the section facing the nearest asteroid marker.
    const nearest = [...t.asteroids].sort(
      (a, b) => distance(position(ship), a) - distance(position(ship), b),
    )[0];
    environmentalAttack(
      s,
      ship,
      {
        dice,
        die: 10,
        section: sectionHit(ship, vec(nearest.x, nearest.y)),
        cause: 'asteroid strike',
      },
      ctx,
    );
  }
  // SE-TER-6: round_half_up(distance / 8) attacks of 1D8 on the fore section, unless its projector is up.
  const nebulaHits = Math.floor(moved / 8 + 0.5);
  if (
    nebulaHits > 0 &&
    crossesNebula(t, line) &&
    ship.status === 'active' &&
    !projectorUp(ship, 'F')
  )
    for (let i = 0; i < nebulaHits && ship.status === 'active'; i++)
      environmentalAttack(
        s,
        ship,
        { dice: 1, die: 8, section: 'F', cause: 'nebula friction' },
        ctx,
      );
  return false;
}

function crossesNebula(t: Terrain, line: readonly Vec[]): boolean {
  if (!t.nebula) return false;
  return t.nebula.mode === 'interior' || t.nebula.markers.some((m) => polylineMeetsDisc(line, m));
}
