import { seededDice } from '../../../testing/context.js';
import { arcInterval, bearingInArc, bearingInInterval } from '../rules/bearings.js';
import { directTargetNumber, steadyTargetTerms } from '../rules/fire.js';
import { executePath } from '../rules/movement.js';
import { initialState } from '../setup.js';
import type { SeState, ShipState } from '../state.js';
import { gunneryOf } from './gunnery.js';

function setUp(scenarioId: string): SeState {
  return initialState({ scenarioId, options: {} }, seededDice('gunnery'));
}

const enemiesOf = (s: SeState, ship: ShipState) =>
  s.ships.filter((x) => x.side !== ship.side && x.status === 'active');

describe('Stellar Empires heuristic gunnery (decision 0078)', () => {
  it('SE-ARC-3: an arc read once as its interval holds the bearings the arc holds', () => {
    for (const arc of [
      'F/Q',
      'FP/THIRD',
      'AS/BEAM',
      'A/HALF',
      'P/Q',
      'S/TURRET',
      'FS/SWIVEL',
      'F/FULL',
    ]) {
      const interval = arcInterval(arc);
      for (let b = -180; b <= 180; b += 7.5)
        expect(bearingInInterval(b, interval)).toBe(bearingInArc(b, arc));
    }
  });

  it.each(['belt-strike', 'border-clash-level2', 'fleet-action'])(
    'SE-HIT-8: steady terms read before a ship moves give its target numbers after (%s)',
    (scenarioId) => {
      const s = setUp(scenarioId);
      for (const ship of s.ships) {
        const ghost = structuredClone(ship);
        const steady = enemiesOf(s, ship).map((e) => ({
          e,
          ours: steadyTargetTerms(s, ghost, e),
          theirs: steadyTargetTerms(s, e, ghost),
        }));
        executePath(ghost, [{ fwd: 3 }, { turn: 'R', deg: 45 }, { fwd: 2 }], false, s.table);
        for (const { e, ours, theirs } of steady) {
          expect(directTargetNumber(s, ghost, e, 0, 0, ours)).toBe(
            directTargetNumber(s, ghost, e, 0, 0),
          );
          expect(directTargetNumber(s, e, ghost, 0, 0, theirs)).toBe(
            directTargetNumber(s, e, ghost, 0, 0),
          );
        }
      }
    },
  );

  it('weighs firepower and threat where the ship stands, not where it was read', () => {
    const s = setUp('border-clash');
    const ship = s.ships.find((x) => x.side === 0)!;
    const enemies = enemiesOf(s, ship);
    const ghost = structuredClone(ship);
    const gunnery = gunneryOf(s, ghost, enemies);
    const before = { bearing: gunnery.bearing(ghost), threat: gunnery.threat(ghost) };
    // Alongside the nearest enemy, broadside on: more of both than from the starting line.
    const foe = enemies[0];
    Object.assign(ghost, { x: foe.x - 3, y: foe.y, heading: 0 });
    expect(gunnery.threat(ghost)).toBeGreaterThan(before.threat);
    expect(gunnery.bearing(ghost)).not.toBe(before.bearing);
    // Far out of every enemy's reach, nothing threatens it.
    Object.assign(ghost, { x: foe.x + (foe.x > 20 ? -200 : 200), y: foe.y });
    expect(gunnery.threat(ghost)).toBe(0);
  });
});
