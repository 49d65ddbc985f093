/**
 * The search bot's root candidates beyond the pilot's own order: the pilot's runners-up by its
 * own weighing (maneuver.ts, combat.ts), where the generic search would draw neighbours of the
 * pilot's order or listed choices at random. Read from the seat's view alone, like the pilot.
 */
import type { BotTurn } from '../../../bots/bot.js';
import { kindOf } from './heuristic.js';
import { rankedCombat } from './combat.js';
import { rankedManeuvers } from './maneuver.js';
import { isPlaced, myActiveUnit, sideOf, situation, type SeatView } from './situation.js';

/** Runners-up offered per decision: the search keeps as many as its candidate budget allows. */
export function pilotHints(count: number) {
  return (turn: BotTurn): readonly unknown[] => {
    const view = turn.view as SeatView;
    const side = sideOf(turn.seat);
    switch (kindOf(view)) {
      case 'maneuver': {
        const unit = myActiveUnit(view, side);
        if (!unit || !isPlaced(unit)) return [];
        return rankedManeuvers(situation(view, side), unit, count).map((order) => ({
          orders: [order],
        }));
      }
      case 'combat':
        return rankedCombat(situation(view, side), false, count);
      default:
        return [];
    }
  };
}
