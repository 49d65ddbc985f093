/** The Expanse bots: the random legal bot first, then the heuristic captain. */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { heuristicBot } from './heuristic.js';

export const expanseBots: readonly Bot[] = [randomBot, heuristicBot];
