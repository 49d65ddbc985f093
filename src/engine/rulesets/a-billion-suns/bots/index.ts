/**
 * A Billion Suns' bots: the engine's random-legal bot (any legal order, via `ruleset.sample`) and
 * the heuristic contractor. Registered with the ruleset: `{ ruleset: aBillionSuns, bots: aBillionSunsBots }`.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { heuristicBot } from './heuristic.js';

export { heuristicBot };
export const aBillionSunsBots: readonly Bot[] = [randomBot, heuristicBot];
