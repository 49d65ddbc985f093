import { sketchState } from '../combat/test-state.js';
import type { Flight } from '../rules/movement.js';
import { viewOf } from '../view.js';
import { FlightScores } from './maneuver-score.js';
import { situation, type Placed } from './situation.js';

/** The quick score of an Evo holding still at (12, 10), nose to 12 o'clock, with a Guardian ahead. */
function quickScore(guardianY: number, pods: number): number {
  const state = sketchState([
    {
      id: 'khi-evo-1',
      typeId: 'evo-6-2',
      pos: { x: 12, y: 10 },
      speed: 2,
      state: { missiles: { LIGHT: 0, MEDIUM: 0, HEAVY: 0, FRAGSHELL_POD: pods } },
    },
    { id: 'fsf-guardian-1', typeId: 'guardian-151a', pos: { x: 12, y: guardianY }, speed: 2 },
  ]);
  const sit = situation(viewOf(state, 1), 1);
  const evo = state.units.find((u) => u.id === 'khi-evo-1') as Placed;
  const flight: Flight = { pos: evo.pos, facing: 0, course: 0, speed: 2 };
  return new FlightScores(sit, evo).quick(flight, 0);
}

describe('heuristic pilot: weighing a flight', () => {
  it('SY-FEAT-6: a fragshell carrier shortlists flights that end with an enemy in its burst', () => {
    expect(quickScore(14, 2)).toBeGreaterThan(quickScore(14, 0) + 5);
  });

  it('SY-FEAT-6: an enemy beyond close range adds nothing for fragshell', () => {
    expect(quickScore(20, 2)).toBe(quickScore(20, 0));
  });
});
