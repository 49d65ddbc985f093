/** How Stellar Empires reads and looks: its events in the game's words, and the measured table. */
import type { Presentation } from '../../../core/presentation.js';
import { boardOf } from './board.js';
import { describeEvent } from './events.js';

export const stellarEmpiresPresentation: Presentation = {
  describe: describeEvent,
  board: boardOf,
};
