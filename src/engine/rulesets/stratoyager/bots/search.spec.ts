import { Match } from '../../../core/match.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { evaluate } from './search.js';

describe('Stratoyager search bot evaluation', () => {
  it('SY-VIC-3: even at the start; a destroyed or damaged enemy puts the other side ahead', () => {
    const match = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
      'evaluate',
    );
    const state = structuredClone(match.state) as GameState;
    expect(evaluate(state, 0)).toBeCloseTo(0.5, 10);
    const khione = state.units.find((u) => u.side === 1)!;
    khione.structure -= 1;
    const damaged = evaluate(state, 0);
    expect(damaged).toBeGreaterThan(0.5);
    khione.status = 'DESTROYED';
    khione.structure = 0;
    expect(evaluate(state, 0)).toBeGreaterThan(damaged);
    expect(evaluate(state, 1)).toBeCloseTo(1 - evaluate(state, 0), 10);
  });
});
