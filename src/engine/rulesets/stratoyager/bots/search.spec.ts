import { playBotTurn } from '../../../bots/play.js';
import type { SearchStats } from '../../../bots/search.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { evaluate, FEATURE_NAMES, features, FITTED_WEIGHTS, weightsFor } from './evaluation.js';
import { STRATOYAGER_SEARCH_BUDGET, stratoyagerSearchBot } from './search.js';

function start(scenarioId: string): GameState {
  const match = Match.create(stratoyager, { rulesetId: 'stratoyager', scenarioId }, 'evaluate');
  return structuredClone(match.state) as GameState;
}

describe('Stratoyager search bot evaluation (fitted to outcomes)', () => {
  it('SY-VIC-3: even at a level start; damage or a kill puts the other side ahead', () => {
    for (const scenarioId of ['dogfight', 'pilot-episode']) {
      const state = start(scenarioId);
      // The dogfight's two yagers carry the same missiles; pilot-episode's forces differ.
      if (scenarioId === 'dogfight') expect(evaluate(state, 0)).toBeCloseTo(0.5, 10);
      const before = evaluate(state, 0);
      const khione = state.units.find((u) => u.side === 1)!;
      khione.structure -= 1;
      const damaged = evaluate(state, 0);
      expect(damaged).toBeGreaterThan(before);
      khione.status = 'DESTROYED';
      khione.structure = 0;
      if (scenarioId === 'pilot-episode') expect(evaluate(state, 0)).toBeGreaterThan(damaged);
      expect(evaluate(state, 1)).toBeCloseTo(1 - evaluate(state, 0), 10);
    }
  });

  it('SY-VIC-3: ranks an obviously winning state above a losing one, for either seat', () => {
    for (const scenarioId of ['dogfight', 'pilot-episode', 'custom']) {
      const state = start(scenarioId === 'custom' ? 'pilot-episode' : scenarioId);
      // A custom setup has no scenario: the pooled weights judge it.
      if (scenarioId === 'custom') state.scenarioId = null;
      expect(weightsFor(state)).toBe(
        FITTED_WEIGHTS[scenarioId === 'custom' ? 'pooled' : scenarioId],
      );
      // One side battered: every unit down to one structure point and no shields, the first lost.
      const battered = (side: number) => {
        const copy = structuredClone(state);
        copy.units
          .filter((u) => u.side === side)
          .forEach((u, i) => {
            u.structure = 1;
            u.shields = 0;
            if (i === 0 && scenarioId !== 'dogfight') {
              u.status = 'DESTROYED';
              u.structure = -1;
            }
          });
        return copy;
      };
      const winning = battered(1);
      expect(evaluate(winning, 0)).toBeGreaterThan(0.75);
      expect(evaluate(winning, 1)).toBeLessThan(0.25);
      // The same harm to side 0 instead: the other way round.
      const losing = battered(0);
      expect(evaluate(winning, 0)).toBeGreaterThan(evaluate(state, 0));
      expect(evaluate(state, 0)).toBeGreaterThan(evaluate(losing, 0));
      expect(evaluate(losing, 1)).toBeGreaterThan(0.75);
    }
  });

  it('weighs as many features as it names, for every scenario and the pooled fit', () => {
    const state = start('pilot-episode');
    expect(features(state, 0)).toHaveLength(FEATURE_NAMES.length);
    for (const scenario of [...stratoyager.scenarios.map((s) => s.id), 'pooled'])
      expect(FITTED_WEIGHTS[scenario]).toHaveLength(FEATURE_NAMES.length);
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
