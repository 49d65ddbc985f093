/**
 * The search bot's runners-up to the heuristic's order: orders that differ from it in intent, where
 * the generic search's neighbours (one number, one target changed) differ by too little for a
 * playout to tell apart. A unit held back (the least and half speed) or pressed in (full and
 * greatest), the next most damaging target, another unit moving first. Each is what the heuristic
 * itself would give under that intent, so it keeps the heuristic's care for edges, terrain and
 * station (docs/decisions/0073-stellar-empires-search-hints-and-light-playouts.md).
 */
import type { BotTurn, CandidateHints } from '../../../bots/bot.js';
import { unactedUnits } from '../flow.js';
import type { Side } from '../state.js';
import { declareUnit, execute, fireOrders } from './heuristic.js';
import { stateOfView, type SeView } from './situation.js';

/** Distances, as shares of each ship's speed, for a unit that holds back and one that presses in. */
export const HOLD_BACK: readonly number[] = [0, 0.5];
export const PRESS_IN: readonly number[] = [1, 1.5];

/** Up to `most` runners-up for the decision in `turn` (the search drops repeats of its own). */
export function seHints(most: number): CandidateHints {
  return (turn: BotTurn) => {
    const kind = turn.decision.kind;
    if (kind !== 'move_execute' && kind !== 'fire' && kind !== 'move_declare') return [];
    const s = stateOfView(turn.view as SeView);
    const side = turn.seat as Side;
    const hints =
      kind === 'move_execute'
        ? [execute(s, HOLD_BACK), execute(s, PRESS_IN)]
        : kind === 'fire'
          ? fireOrders(s, side).slice(1)
          : unactedUnits(s, side).map((unit) => declareUnit(s, side, unit));
    return hints.slice(0, most);
  };
}
