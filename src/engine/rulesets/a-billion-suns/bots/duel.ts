/**
 * One A Billion Suns match between two bots, in process: each pending decision goes to its seat's
 * bot with only that seat's view, and every order goes through the match driver, so an order the
 * rules reject is caught, never silently replaced.
 */
import type { Bot } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import type { Outcome } from '../../../core/contract.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { aBillionSuns, RULESET_ID } from '../index.js';
import { DEFAULT_SCENARIO_ID } from '../scenario.js';

export interface DuelResult {
  outcome: Outcome;
  decisions: number;
  credits: number[];
}

export function duel(bots: readonly Bot[], seed: string, maxDecisions = 20_000): DuelResult {
  const match = Match.create(
    aBillionSuns,
    { rulesetId: RULESET_ID, scenarioId: DEFAULT_SCENARIO_ID },
    seed,
  );
  const rngs = bots.map((_, i) => rngFromSeed(seed, `bot-${i}`));
  let decisions = 0;
  while (!match.isOver) {
    if (++decisions > maxDecisions)
      throw new Error(`${seed}: no end after ${maxDecisions} decisions`);
    const d = match.pending()[0];
    const bot = bots[d.seat];
    const order = playBotTurn(match as unknown as Match, bot, d.seat, d.id, rngs[d.seat]);
    const result = match.submit(d.seat, d.id, order);
    if (!result.ok)
      throw new Error(
        `${seed}: ${bot.id} gave a rejected ${d.kind}: ${JSON.stringify(result.problems)}`,
      );
  }
  return { outcome: match.outcome()!, decisions, credits: match.state.ceos.map((c) => c.credits) };
}
