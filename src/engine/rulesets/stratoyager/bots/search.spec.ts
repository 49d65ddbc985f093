import { playBotTurn } from '../../../bots/play.js';
import type { SearchStats } from '../../../bots/search.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { evaluate, STRATOYAGER_SEARCH_BUDGET, stratoyagerSearchBot } from './search.js';

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

describe('Stratoyager search bot budget', () => {
  it('plays each playout to the start of the turn after next, and the same again for a seed', () => {
    expect(STRATOYAGER_SEARCH_BUDGET.turns).toBe(2);
    const match = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
      'budget',
    );
    const heuristic = stratoyagerSearchBot(stratoyager, { candidates: 1 });
    // Heuristic play (one candidate: no playout) to the first Maneuver decision.
    for (let n = 0; n < 50 && match.pending()[0]?.kind !== 'maneuver'; n++) {
      const d = match.pending()[0];
      match.submit(
        d.seat,
        d.id,
        playBotTurn(match, heuristic, d.seat, d.id, rngFromSeed('b', 'h')),
      );
    }
    const d = match.pending()[0];
    expect(d.kind).toBe('maneuver');
    const seen: SearchStats[] = [];
    const bot = stratoyagerSearchBot(stratoyager, { observe: (s) => seen.push(s) });
    const first = playBotTurn(match, bot, d.seat, d.id, rngFromSeed('b', 's'));
    const again = playBotTurn(match, bot, d.seat, d.id, rngFromSeed('b', 's'));
    expect(again).toEqual(first);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    // Stopped between turns, a dogfight playout gives fewer orders than the 16 of the horizon.
    expect(seen[0].orders / seen[0].playouts).toBeLessThan(16);
  });
});
