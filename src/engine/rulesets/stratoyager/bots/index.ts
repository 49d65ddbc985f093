/**
 * Stratoyager's bots: the engine's random-legal bot (any legal order, via `ruleset.sample`), the
 * heuristic pilot, and the search bot, which judges cut-short playouts by an evaluation fitted to
 * outcomes (evaluation.ts). Register them with the ruleset: `{ ruleset: stratoyager, bots:
 * stratoyagerBots }`.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { stratoyager } from '../index.js';
import { heuristicBot } from './heuristic.js';
import { stratoyagerSearchBot } from './search.js';

export { heuristicBot };
export const stratoyagerBots: readonly Bot[] = [
  randomBot,
  heuristicBot,
  stratoyagerSearchBot(stratoyager),
];
