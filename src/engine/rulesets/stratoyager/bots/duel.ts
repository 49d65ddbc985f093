/**
 * One Stratoyager match between two bots, in process: each pending decision goes to its seat's
 * bot, and every order is submitted through the match driver, so an order the rules reject is
 * caught (as `RejectedBotOrder`), never silently replaced.
 */
import type { Bot } from '../../../bots/bot.js';
import { playOut } from '../../../bots/play-out.js';
import type { Outcome } from '../../../core/contract.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';

export interface DuelResult {
  outcome: Outcome;
  decisions: number;
}

/** Plays `seed` to the end; seat 0 is `bots[0]`. Throws on a rejected order or a runaway game. */
export function duel(
  bots: readonly [Bot, Bot],
  seed: string,
  scenarioId = 'pilot-episode',
  maxDecisions = 20000,
): DuelResult {
  const match = Match.create(stratoyager, { rulesetId: stratoyager.id, scenarioId }, seed);
  const rngs = [rngFromSeed(seed, 'bot-0'), rngFromSeed(seed, 'bot-1')];
  const decisions = playOut(match as unknown as Match, (seat) => bots[seat], rngs, maxDecisions);
  return { outcome: match.outcome()!, decisions };
}
