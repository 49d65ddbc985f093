/** How SITS reads and looks: its events in the game's words, and the hex map. */
import type { Presentation } from '../../../core/presentation.js';
import { boardOf } from './board.js';
import { describeEvent } from './events.js';

export const sitsPresentation: Presentation = {
  describe: describeEvent,
  board: boardOf,
};
