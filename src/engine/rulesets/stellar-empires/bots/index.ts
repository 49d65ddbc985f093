/** Stellar Empires' bots, the random bot first. */
import { randomBot, type Bot } from '../../../bots/bot.js';
import { heuristicBot } from './heuristic.js';
import { stellarEmpiresSearchBot } from './search.js';

export { heuristicBot } from './heuristic.js';
export { stellarEmpiresSearchBot } from './search.js';

export const stellarEmpiresBots: readonly Bot[] = [
  randomBot,
  heuristicBot,
  stellarEmpiresSearchBot(),
];
