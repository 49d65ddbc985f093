/**
 * Stratoyager's bots: the engine's random-legal bot (any legal order, via `ruleset.sample`) and the
 * heuristic pilot. Register them with the ruleset: `{ ruleset: stratoyager, bots: stratoyagerBots }`.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { heuristicBot } from './heuristic.js';

export { heuristicBot };
export const stratoyagerBots: readonly Bot[] = [randomBot, heuristicBot];
