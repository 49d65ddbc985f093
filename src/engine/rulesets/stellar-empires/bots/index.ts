/** Stellar Empires' bots, the random bot first. */
import { randomBot, type Bot } from '../../../bots/bot.js';

export const stellarEmpiresBots: readonly Bot[] = [randomBot];
