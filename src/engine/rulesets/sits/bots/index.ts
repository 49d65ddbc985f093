/**
 * SITS bots. A bot sees what a player sees (its view and the order description), never the
 * state; the random bot draws legal orders from the engine.
 */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { broadsideBot } from './heuristic.js';
import { sitsSearchBot } from './search.js';

export { broadsideBot } from './heuristic.js';
export { sitsSearchBot } from './search.js';

export const sitsBots: readonly Bot[] = [randomBot, broadsideBot, sitsSearchBot()];
