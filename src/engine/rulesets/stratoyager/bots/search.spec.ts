import { playBotTurn } from '../../../bots/play.js';
import type { SearchStats } from '../../../bots/search.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import type { GameState } from '../model.js';
import { evaluate, FEATURE_NAMES, features, FITTED_WEIGHTS, weightsFor } from './evaluation.js';
import {
  STRATOYAGER_DOGFIGHT_BUDGET,
  STRATOYAGER_SEARCH_BUDGET,
  stratoyagerSearchBot,
} from './search.js';

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

/** Heuristic play (one candidate: no playout) until `stop` holds of the first pending decision. */
function advanceTo(match: Match, stop: (kind: string) => boolean, seed: string) {
  const heuristic = stratoyagerSearchBot(stratoyager, { candidates: 1 });
  for (let n = 0; n < 400 && !match.isOver && !stop(match.pending()[0].kind); n++) {
    const d = match.pending()[0];
    const order = playBotTurn(match, heuristic, d.seat, d.id, rngFromSeed(seed, 'h'));
    expect(match.submit(d.seat, d.id, order).ok).toBe(true);
  }
  return match.pending()[0];
}

describe('Stratoyager search bot in a dogfight turn (SY-DOG)', () => {
  it('SY-DOG: weighs the pilot runners-up over the dogfight budget, and only in a dogfight', () => {
    const seen: SearchStats[] = [];
    const bot = stratoyagerSearchBot(stratoyager, { observe: (s) => seen.push(s) });
    const dogfight = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
      'wide',
    );
    const d = advanceTo(dogfight, (kind) => kind === 'maneuver', 'wide');
    const order = playBotTurn(dogfight, bot, d.seat, d.id, rngFromSeed('wide', 's'));
    expect(dogfight.check(d.seat, d.id, order)).toEqual([]);
    expect(seen).toHaveLength(1);
    // More candidates than the base budget's four: the drawn neighbours could not fill them all.
    expect(seen[0].candidates).toBeGreaterThan(STRATOYAGER_SEARCH_BUDGET.candidates);
    expect(seen[0].candidates).toBeLessThanOrEqual(STRATOYAGER_DOGFIGHT_BUDGET.candidates);
    expect(seen[0].iterations).toBe(STRATOYAGER_DOGFIGHT_BUDGET.iterations);
    const fleet = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'pilot-episode' },
      'wide',
    );
    const e = advanceTo(fleet, (kind) => kind === 'maneuver', 'wide');
    playBotTurn(fleet, bot, e.seat, e.id, rngFromSeed('wide', 's'));
    expect(seen).toHaveLength(2);
    expect(seen[1].candidates).toBeLessThanOrEqual(STRATOYAGER_SEARCH_BUDGET.candidates);
    expect(seen[1].iterations).toBeLessThanOrEqual(STRATOYAGER_SEARCH_BUDGET.iterations);
  });

  it("SY-DOG-2: the other side's hand is redrawn, never read, with the runners-up weighed", () => {
    const match = Match.create(
      stratoyager,
      { rulesetId: 'stratoyager', scenarioId: 'dogfight' },
      'hands',
    );
    const d = advanceTo(match, (kind) => kind === 'dogfight_cards', 'hands');
    const record = match.toJSON();
    const mine = (record.state as GameState).dogfight!.hands[d.seat];
    const unseen = [1, 2, 3, 4, 5].filter((c) => !mine.includes(c));
    const bot = stratoyagerSearchBot(stratoyager);
    const decisions = [unseen.slice(0, 2), unseen.slice(1, 3), [unseen[0], unseen[2]]].map(
      (hand) => {
        const copy = structuredClone(record);
        (copy.state as GameState).dogfight!.hands[1 - d.seat] = hand;
        const m = Match.fromJSON(stratoyager, copy);
        expect(m.view(d.seat)).toEqual(match.view(d.seat));
        return JSON.stringify(playBotTurn(m, bot, d.seat, d.id, rngFromSeed('hands', 's')));
      },
    );
    expect(new Set(decisions).size).toBe(1);
  });
});
