/**
 * `Ruleset.seal` (decision 0022): where a ruleset keeps a hidden order without the driver's state
 * copy, the state it gives must be exactly what copying and applying gives (same JSON, same key
 * order), the state it was given must not change, and applying must have emitted nothing that
 * sealing would lose. Checked at every order of random games of every scenario.
 */
import type { Ruleset, RulesetEvent } from './core/contract.js';
import { Match } from './core/match.js';
import { copyOf } from './core/open-step.js';
import { LoggedDice, SeededDiceSource } from './core/dice.js';
import { rngFromSeed } from './core/rng.js';
import { allRulesets } from './index.js';

const GAMES = 3;

/** Rulesets with a kind that seals (the others never do). */
function seals(r: Ruleset): boolean {
  const kinds = (r as { kinds?: Record<string, { seal?: unknown }> }).kinds ?? {};
  return Object.values(kinds).some((k) => k.seal !== undefined);
}

describe('a sealed order is the same as one applied to a copy', () => {
  for (const ruleset of allRulesets().filter(seals)) {
    for (const scenario of ruleset.scenarios) {
      it(`${ruleset.id}/${scenario.id}`, () => {
        let sealed = 0;
        for (let g = 0; g < GAMES; g++) {
          const seed = `seal-${g}`;
          const match = Match.create(
            ruleset,
            { rulesetId: ruleset.id, scenarioId: scenario.id },
            seed,
          );
          const chooser = rngFromSeed(seed, 'seal');
          for (let n = 0; !match.isOver && n < 3000; n++) {
            const pending = match.pending();
            const d = pending[chooser.int(pending.length)];
            const order = match.sample(d.id, chooser);
            const state = match.state;
            const before = JSON.stringify(state);
            const kept = ruleset.seal!(state, d, order);
            if (kept !== undefined) {
              sealed++;
              expect(JSON.stringify(state)).toBe(before);
              const events: RulesetEvent[] = [];
              const ctx = {
                dice: new LoggedDice(new SeededDiceSource(rngFromSeed(seed, 'unused')), () => {}),
                emit: (e: RulesetEvent) => events.push(e),
              };
              const applied = ruleset.apply(copyOf(ruleset, state), d, order, ctx);
              expect(JSON.stringify(kept)).toBe(JSON.stringify(applied));
              expect(events).toEqual([]);
            }
            expect(match.submit(d.seat, d.id, order).ok).toBe(true);
          }
        }
        expect(sealed).toBeGreaterThan(0);
      });
    }
  }
});
