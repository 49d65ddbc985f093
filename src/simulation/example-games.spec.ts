/**
 * "Answer with the example" (issue 20): the tutorial's simplest bot sends each decision's
 * `example` and nothing else. For that bot to play a real game, every example must be a legal,
 * sensible move: here every seat of every ruleset's scenarios always sends the example, and the
 * game must end with a result, dice rolled along the way. EXAMPLE_GAME_SEEDS (default 1) plays
 * more seeds per scenario.
 */
import { allRulesets, createMatch } from '../engine/index.js';

const SEEDS = Number(process.env.EXAMPLE_GAME_SEEDS ?? 1);
/** Far beyond any scenario's length: a game still going after this many orders is stuck. */
const MAX_ORDERS = 20_000;

const cases = allRulesets().flatMap((ruleset) =>
  ruleset.scenarios.flatMap((scenario) =>
    Array.from({ length: SEEDS }, (_, i) => [ruleset.id, scenario.id, `example-${i}`] as const),
  ),
);

describe('games where every seat always answers with the example', () => {
  it.each(cases)('%s %s (%s) ends with a result and dice rolled', (rulesetId, scenarioId, seed) => {
    const match = createMatch({ rulesetId, scenarioId }, seed);
    let orders = 0;
    while (!match.isOver && orders < MAX_ORDERS) {
      const [decision] = match.pending();
      if (!decision) break;
      const example = match.describe(decision.id).example;
      const result = match.submit(decision.seat, decision.id, example);
      if (!result.ok)
        throw new Error(`${decision.id}: the example is refused: ${JSON.stringify(result)}`);
      orders++;
    }
    expect(match.isOver).toBe(true);
    expect(match.outcome()).not.toBeNull();
    const rolls = match.toJSON().events.filter((e) => e.type === 'dice.rolled');
    expect(rolls.length).toBeGreaterThan(0);
  });
});
