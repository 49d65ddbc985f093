/**
 * The heuristic Stratoyager bot. It sees only its seat's view and the order description, and
 * plays by weighing the game's own rules: maneuvers that bring enemies into its front arc at a
 * good range without needless hull stress or leaving the table, the best-valued combat action
 * (shots, locks and launches, countermeasures against incoming missiles, shields, Fire at Will),
 * and sensible deployment. Anything it has no opinion on takes the engine's example order.
 */
import type { Bot, BotTurn } from '../../../bots/bot.js';
import type { GameState, Submission } from '../model.js';
import { STAGES } from '../rules/flow.js';
import { chooseCombat } from './combat.js';
import { chooseManeuver } from './maneuver.js';
import { dogfightCards, initiative, placement, turnStart } from './setup.js';
import { isPlaced, myActiveUnit, sideOf, situation, type SeatView } from './situation.js';

/**
 * The kind of decision the view's stage asks for, by the flow's own table (rules/flow.ts), which
 * reads no more of the state than the view shows (the dogfight's step). `turn.decision` would
 * say the same, but it comes from the engine's description of the decision, which lists every
 * legal order of a combat one.
 */
export function kindOf(view: SeatView): string {
  return STAGES[view.stage].kind(view as unknown as GameState);
}

function decide(turn: BotTurn): Submission {
  const view = turn.view as SeatView;
  // Read only where it is used: describing a decision is work (a combat one lists every order).
  const example = () => turn.description.example as Submission;
  const side = sideOf(turn.seat);
  switch (kindOf(view)) {
    case 'maneuver': {
      const unit = myActiveUnit(view, side);
      const order = unit && isPlaced(unit) ? chooseManeuver(situation(view, side), unit) : null;
      return order ? { orders: [order] } : example();
    }
    case 'combat':
      return chooseCombat(situation(view, side), false);
    case 'fire_at_will':
      return chooseCombat(situation(view, side), true);
    case 'placement':
      return placement(view, side, example());
    case 'turn_start':
      return turnStart(view, side, example());
    case 'initiative':
      return initiative(view, side);
    case 'dogfight_cards':
      return dogfightCards(view, example());
    default:
      return example();
  }
}

export const heuristicBot: Bot = {
  id: 'heuristic',
  name: 'Heuristic pilot',
  description:
    'Closes to good range with enemies in its front arc, avoids needless hull stress and the table edge, weighs every combat action by its exact odds, locks and launches missiles, and uses countermeasures against incoming ones.',
  decide,
};
