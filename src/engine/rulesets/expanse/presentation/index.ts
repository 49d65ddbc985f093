/** How the Expanse reads and looks: its events in the game's words, and the range-band diagram. */
import type { Presentation } from '../../../core/presentation.js';
import { boardOf } from './board.js';
import { describeEvent } from './events.js';

export const expansePresentation: Presentation = {
  describe: describeEvent,
  board: boardOf,
};
