/**
 * How a bot weighs terrain on a candidate path (SE-TER-2, SE-TER-5, SE-TER-8): closed planets and
 * wrecks rule a path out; each asteroid zone crossed costs its expected strike damage.
 */
import { crewSkill, design, speedOf } from '../rules/ships.js';
import { pathLength, pathPolyline, pathWrecksOrBlocked } from '../rules/level2/terrain/path.js';
import { polylineMeetsDisc } from '../rules/level2/terrain/terrain.js';
import type { PathStep } from '../rules/movement.js';
import type { SeState, ShipState } from '../state.js';

/** Expected structure-ish damage of crossing; Infinity for a path that is closed or wrecks. */
export function terrainCost(s: SeState, ship: ShipState, path: readonly PathStep[]): number {
  const t = s.terrain;
  if (pathWrecksOrBlocked(t, ship, path)) return Infinity;
  const line = pathPolyline(ship, path);
  const end = line[line.length - 1];
  if (
    t.deadly_edge !== null &&
    (end.x < 1 || end.y < 1 || end.x > s.table.width - 1 || end.y > s.table.length - 1)
  )
    return Infinity;
  const threshold = 3 * crewSkill(ship).crewRoll;
  const base = Math.floor(pathLength(path)) + design(ship).category - 1;
  // Next turn's least straight run from where this path ends must not be doomed too.
  const ghost = { ...ship, x: end.x, y: end.y, heading: headingAfter(ship.heading, path) };
  let cost = pathWrecksOrBlocked(t, ghost, [
    { fwd: 0.5 * speedOf(ship) + design(ship).movement.turn_delay },
  ])
    ? 60
    : 0;
  for (const zone of t.asteroids) {
    if (!polylineMeetsDisc(line, zone)) continue;
    // D10 + base − defence(≈1) against the threshold: average dice when struck, 5.5 each.
    for (let roll = 1; roll <= 10; roll++) {
      const total = roll + base;
      if (total >= threshold) cost += (Math.max(1, total - threshold) * 5.5) / 10;
    }
  }
  return cost;
}

function headingAfter(heading: number, path: readonly PathStep[]): number {
  let h = heading;
  for (const st of path)
    if ('turn' in st) h = (((h + (st.deg / 45) * (st.turn === 'R' ? 1 : -1)) % 8) + 8) % 8;
  return h;
}
