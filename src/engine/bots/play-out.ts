import type { Seat } from '../core/contract.js';
import type { Match } from '../core/match.js';
import type { Problem } from '../core/problems.js';
import type { Rng } from '../core/rng.js';
import type { Bot } from './bot.js';
import { playBotTurn } from './turn.js';

/** A bot answered with an order the rules reject: a bug in the bot, never silently replaced. */
export class RejectedBotOrder extends Error {
  constructor(
    readonly botId: string,
    readonly seat: Seat,
    readonly decisionId: string,
    readonly order: unknown,
    readonly problems: readonly Problem[],
  ) {
    super(
      `${botId} (seat ${seat}) gave a rejected order for ${decisionId}: ${problems
        .map((p) => `${p.code} at "${p.path}": ${p.message}`)
        .join('; ')}`,
    );
    this.name = 'RejectedBotOrder';
  }
}

/**
 * Asks each seat's bot for every decision until the match ends, and returns how many orders that
 * took. One decision at a time, the first one pending: answering a decision may change what else
 * is owed, and simultaneous decisions are all listed, so every seat owing one is served in the
 * order the ruleset lists them. Each seat draws from its own stream, so one bot's choices never
 * shift another's.
 */
export function playOut(
  match: Match,
  botInSeat: (seat: Seat) => Bot,
  rngs: readonly Rng[],
  maxOrders: number,
): number {
  let orders = 0;
  while (!match.isOver) {
    const [decision] = match.pending();
    if (!decision) throw new Error('the match is not over but no decision is pending');
    if (orders >= maxOrders)
      throw new Error(`no end after ${orders} orders (at ${match.phase().label})`);
    const bot = botInSeat(decision.seat);
    const order = playBotTurn(match, bot, decision.seat, decision.id, rngs[decision.seat]);
    const result = match.submit(decision.seat, decision.id, order);
    if (!result.ok)
      throw new RejectedBotOrder(bot.id, decision.seat, decision.id, order, result.problems);
    orders++;
  }
  return orders;
}
