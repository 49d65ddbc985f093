/**
 * Stratoyager's kinds say `sealKeepsOthers`: after a side's hidden submission is sealed, the
 * decisions still pending are handed back as they were, not built again. This checks the promise
 * on every state of random games (with and without arcade mode, whose countdown is a time limit):
 * the driver's pending list equals the one built afresh by a ruleset whose kinds do not say it.
 */
import type { MatchConfig } from '../../../core/contract.js';
import { defineRuleset, type KindTable } from '../../../core/define-ruleset.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import type { GameState } from '../model.js';
import { stratoyager } from '../index.js';

const rebuilt = defineRuleset({
  ...stratoyager,
  kinds: Object.fromEntries(
    Object.entries(stratoyager.kinds).map(([name, kind]) => [
      name,
      { ...kind, sealKeepsOthers: false },
    ]),
  ) as KindTable<GameState, null>,
});

function configs(): MatchConfig[] {
  const arcade = { arcade: { enabled: true, countdownSeconds: 20 } };
  return stratoyager.scenarios.flatMap((s) => [
    { rulesetId: stratoyager.id, scenarioId: s.id },
    { rulesetId: stratoyager.id, scenarioId: s.id, options: arcade },
  ]);
}

describe('Stratoyager: decisions kept across a seal', () => {
  it('equal the decisions built again, on every state of random games', () => {
    let sealed = 0;
    for (const config of configs()) {
      for (let g = 0; g < 8; g++) {
        const seed = `seal-keeps-${config.scenarioId}-${g}`;
        const match = Match.create(stratoyager, config, seed);
        const chooser = rngFromSeed(seed, 'random-play');
        while (!match.isOver) {
          const pending = match.pending();
          const d = pending[chooser.int(pending.length)];
          const before = match.state;
          const result = match.submit(d.seat, d.id, match.sample(d.id, chooser));
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          if (match.state.units === before.units && !match.isOver) sealed++;
          expect(match.pending()).toEqual(rebuilt.pending(match.state));
        }
      }
    }
    // The check means something only if seals happened.
    expect(sealed).toBeGreaterThan(100);
  });
});
