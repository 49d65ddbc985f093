/**
 * One A Billion Suns match between two bots, in process: each pending decision goes to its seat's
 * bot with only that seat's view, and every order goes through the match driver, so an order the
 * rules reject is caught, never silently replaced.
 */
import type { Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
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
  const decisions = playOut(match as unknown as Match, (seat) => bots[seat], rngs, maxDecisions);
  return { outcome: match.outcome()!, decisions, credits: match.state.ceos.map((c) => c.credits) };
}
