/** How A Billion Suns reads and looks: its events in the rulebook's words, and the tables. */
import type { Presentation } from '../../../core/presentation.js';
import { boardOf } from './board.js';
import { describeEvent } from './events.js';

export const aBillionSunsPresentation: Presentation = {
  describe: describeEvent,
  board: boardOf,
};
