/**
 * A Billion Suns' bots: the engine's random-legal bot (any legal order, via `ruleset.sample`) and
 * the heuristic contractor, which names its runners-up for the search bot. Registered with the
 * ruleset: `{ ruleset: aBillionSuns, bots: aBillionSunsBots }`.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { heuristicBot as contractor } from './heuristic.js';
import { runnersUp } from './runners-up.js';

export const heuristicBot: Bot = { ...contractor, hints: runnersUp };
export const aBillionSunsBots: readonly Bot[] = [randomBot, heuristicBot];
