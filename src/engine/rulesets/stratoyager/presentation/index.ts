/** How Stratoyager reads and looks: its events in the primer's words, and the table. */
import type { Presentation } from '../../../core/presentation.js';
import { boardOf } from './board.js';
import { describeEvent } from './events.js';

export const stratoyagerPresentation: Presentation = {
  describe: describeEvent,
  board: boardOf,
};
