import { seededDice } from '../../../testing/context.js';
import { shipAllowance } from '../rules/level2/allowance.js';
import { pathTerrainProblems } from '../rules/level2/terrain/path.js';
import { executePath, pathProblems } from '../rules/movement.js';
import { initialState } from '../setup.js';
import type { SeState, ShipState } from '../state.js';
import { bestPath } from './heuristic.js';
import { candidatePaths, escapePaths, keepsClear } from './manoeuvre.js';

function setUp(scenarioId: string): { s: SeState; ship: (id: string) => ShipState } {
  const s = initialState({ scenarioId, options: {} }, seededDice('manoeuvre'));
  return { s, ship: (id) => s.ships.find((x) => x.id === id)! };
}

describe('Stellar Empires heuristic manoeuvres', () => {
  it('SE-MOV-8, SE-MOV-9: every candidate path is legal, and two 45° turns make a 90° for two points', () => {
    const { s, ship } = setUp('border-clash');
    const omicron = ship('A1'); // two turn points: a 90° turn (3 points) is out of reach
    const allowance = shipAllowance(s, omicron);
    const paths = candidatePaths(omicron, allowance);
    for (const p of paths) expect(pathProblems(omicron, p, allowance, '')).toEqual([]);
    expect(paths).toContainEqual([
      { fwd: 2 },
      { turn: 'L', deg: 45 },
      { fwd: 2 },
      { turn: 'L', deg: 45 },
      { fwd: 4 },
    ]);
    expect(paths.some((p) => p.some((st) => 'deg' in st && st.deg === 90))).toBe(false);
  });

  it('SE-MOV-13: a ship heading for the table edge comes about while it still can', () => {
    const { s, ship } = setUp('border-clash');
    const omicron = ship('A1');
    // Heading east 9" from the edge: the least move (4") and a full one (8") both stay on the
    // table, but straight on only the first leaves room to turn away next time.
    Object.assign(omicron, { x: 39, y: 15, heading: 2 });
    for (const enemy of s.ships.filter((x) => x.side === 1)) Object.assign(enemy, { x: 45, y: 15 });
    const path = bestPath(s, omicron, null);
    const ghost = structuredClone(omicron);
    expect(executePath(ghost, path, false, s.table).leftTable).toBe(false);
    expect(keepsClear(s, ghost, escapePaths(omicron, shipAllowance(s, omicron)), 2)).toBe(true);
  });

  it('SE-TER-5, SE-D-12: the heuristic never gives a path into an atmosphere while one keeps clear', () => {
    const { s, ship } = setUp('belt-strike');
    const omicron = ship('A1');
    // The world at (12, 26), radius 2.5 and a 1" ring: a full move north runs into it.
    Object.assign(omicron, { x: 12, y: 18, heading: 0 });
    expect(pathTerrainProblems(s.terrain, omicron, [{ fwd: 8 }], '')).not.toEqual([]);
    for (const enemy of s.ships.filter((x) => x.side === 1)) Object.assign(enemy, { x: 12, y: 29 });
    const path = bestPath(s, omicron, null);
    expect(pathTerrainProblems(s.terrain, omicron, path, '')).toEqual([]);
  });

  it('SE-D-12: a ship with no open path at all is cornered and still gets a path the rules accept', () => {
    const { s, ship } = setUp('belt-strike');
    const omicron = ship('A1');
    // Under Full Speed Ahead (no turns, at least a full move) 8" short of the world's centre.
    Object.assign(omicron, {
      x: 12,
      y: 18,
      heading: 0,
      commands: [{ id: 'FULL_SPEED_AHEAD', success: true }],
    });
    const allowance = shipAllowance(s, omicron);
    const paths = candidatePaths(omicron, allowance);
    expect(paths.every((p) => pathTerrainProblems(s.terrain, omicron, p, '').length > 0)).toBe(
      true,
    );
    const path = bestPath(s, omicron, null);
    expect(pathProblems(omicron, path, allowance, '')).toEqual([]);
  });
});
