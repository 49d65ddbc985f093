/** Placeholder replaced below. */
import type { Bot } from '../../../bots/bot.js';

export const heuristicBot: Bot = {
  id: 'heuristic',
  name: 'Heuristic captain',
  description:
    'Closes to railgun range, fires everything, spends stunt points on attack and defence.',
  decide: (turn) => turn.description.example,
};
