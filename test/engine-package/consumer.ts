/**
 * A program outside the project using the engine as a library: it imports `salvo/engine` (the
 * package's `./engine` export), so it type-checks against the shipped declarations and runs the
 * built JavaScript. test/engine-package.e2e-spec.ts builds the package and runs this file.
 */
import {
  botsFor,
  createMatch,
  listRulesets,
  playBotTurn,
  rngFromSeed,
  verify,
  type MatchEvent,
  type RulesetInfo,
} from 'salvo/engine';

const rulesets: RulesetInfo[] = listRulesets();
const match = createMatch({ rulesetId: 'stratoyager', scenarioId: 'dogfight' }, 'library-seed');
const bot = botsFor('stratoyager').find((b) => b.id === 'heuristic')!;
const rngs = Array.from({ length: match.seats }, (_, seat) => rngFromSeed('library', `${seat}`));
while (!match.isOver) {
  for (const decision of match.pending()) {
    const order = playBotTurn(match, bot, decision.seat, decision.id, rngs[decision.seat]);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
  }
}
const events: MatchEvent[] = match.eventsSince(0, null);
// @ts-expect-error: a seat is a number; the declarations must say so (no `any` shipped)
match.submit('red', 'decision', {});

console.log(
  JSON.stringify({
    rulesets: rulesets.length,
    over: match.isOver,
    events: events.length,
    verified: verify(match.replay()).ok,
  }),
);
