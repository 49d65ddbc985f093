/**
 * JSON has no NaN or infinity, but a JSON body can still carry one: `1e999` parses to Infinity.
 * Such a number in any numeric field of any order must be refused as a problem before the rules
 * see it (A Billion Suns' movement threw on an infinite angle), leaving the match as it was.
 */
import { allRulesets } from '../registry.js';
import { Match } from './match.js';
import { rngFromSeed } from './rng.js';

/** Copies of `order`, each with its n-th number replaced by `bad`. */
function withNumberReplaced(order: unknown, bad: number): unknown[] {
  const text = JSON.stringify(order);
  const copies: unknown[] = [];
  for (let target = 0; ; target++) {
    let n = 0;
    const copy: unknown = JSON.parse(text, (key, v: unknown) =>
      typeof v === 'number' && key !== '' && n++ === target ? bad : v,
    );
    if (n <= target) return copies;
    copies.push(copy);
  }
}

describe('orders carrying numbers JSON cannot hold', () => {
  it.each(allRulesets().map((r) => [r.id, r] as const))(
    '%s: NaN or an infinity in any numeric field is a problem, never a throw or a change',
    (_id, ruleset) => {
      let refused = 0;
      for (const scenario of ruleset.scenarios) {
        const match = Match.create(
          ruleset,
          { rulesetId: ruleset.id, scenarioId: scenario.id },
          'nf',
        );
        const chooser = rngFromSeed('non-finite', scenario.id);
        for (let n = 0; !match.isOver && n < 200; n++) {
          const pending = match.pending();
          const d = pending[chooser.int(pending.length)];
          const order = match.sample(d.id, chooser);
          for (const bad of [Infinity, -Infinity, NaN]) {
            for (const copy of withNumberReplaced(order, bad)) {
              const before = match.state;
              const result = match.submit(d.seat, d.id, copy);
              expect(result.ok).toBe(false);
              expect(match.state).toBe(before);
              refused++;
            }
          }
          expect(match.submit(d.seat, d.id, order).ok).toBe(true);
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});
