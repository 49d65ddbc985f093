/**
 * One Stratoyager match between two bots, in process: each pending decision goes to its seat's
 * bot, and every order is submitted through the match driver, so an order the rules reject is
 * caught, never silently replaced.
 */
import type { Bot } from '../../../bots/bot.js';
import { playBotTurn } from '../../../bots/play.js';
import type { Outcome } from '../../../core/contract.js';
import { Match } from '../../../core/match.js';
import type { Problem } from '../../../core/problems.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';

export interface DuelResult {
  outcome: Outcome;
  decisions: number;
}

export class RejectedBotOrder extends Error {
  constructor(
    readonly botId: string,
    readonly order: unknown,
    readonly problems: Problem[],
  ) {
    super(`${botId} gave an order the rules reject: ${JSON.stringify(problems)}`);
    this.name = 'RejectedBotOrder';
  }
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
  let decisions = 0;
  while (!match.isOver) {
    if (++decisions > maxDecisions)
      throw new Error(`${seed}: no end after ${maxDecisions} decisions`);
    const d = match.pending()[0];
    const bot = bots[d.seat];
    const order = playBotTurn(match as unknown as Match, bot, d.seat, d.id, rngs[d.seat]);
    const result = match.submit(d.seat, d.id, order);
    if (!result.ok) throw new RejectedBotOrder(bot.id, order, result.problems);
  }
  return { outcome: match.outcome()!, decisions };
}
