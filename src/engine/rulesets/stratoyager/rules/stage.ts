/**
 * Stages that wait for orders. A stage names the sides that owe a submission; hidden submissions
 * are kept in the state until the last one arrives, then the stage closes (SY-GEN-4). A stage
 * nobody owes anything in closes at once.
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameState, Side, Stage, Submission } from '../model.js';
import { noteFinalManeuver } from './arcade.js';
import { closeDeployInitiative, closeReserves, placeUnit } from './deployment-flow.js';
import { closeDogfightCards, closeDogfightCombat, closeDogfightManeuver } from './dogfight.js';
import { closeCombatOrders, closeManeuverOrders } from './segment-flow.js';
import { closeInitiative, closeTurnStart } from './turn-sequence.js';

export function openStage(
  state: GameState,
  stage: Stage,
  owes: [boolean, boolean],
  ctx: StepContext,
): void {
  state.stage = stage;
  state.owes = owes;
  state.submitted = [null, null];
  state.drafts = [null, null];
  if (!owes[0] && !owes[1]) closeStage(state, ctx);
}

/** Owed by both sides, or by the one side that has something to submit. */
export function owing(test: (side: Side) => boolean): [boolean, boolean] {
  return [test(0), test(1)];
}

function closeStage(state: GameState, ctx: StepContext): void {
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return closeReserves(state, ctx);
    case 'DEPLOY_INITIATIVE':
      return closeDeployInitiative(state, ctx);
    case 'TURN_START':
      return closeTurnStart(state, ctx);
    case 'INITIATIVE':
      return closeInitiative(state, ctx);
    case 'DOGFIGHT_CARDS':
      return closeDogfightCards(state, ctx);
    case 'MANEUVER_ORDERS':
      return state.dogfight ? closeDogfightManeuver(state, ctx) : closeManeuverOrders(state, ctx);
    case 'COMBAT_ORDERS':
      return state.dogfight ? closeDogfightCombat(state, ctx) : closeCombatOrders(state, ctx);
    case 'DEPLOY_PLACEMENT':
    case 'GAME_OVER':
      throw new Error(`stage ${state.stage} does not close by submissions`);
  }
}

/** A valid submission from `side`: kept hidden, and the stage closes once nobody owes anything. */
export function acceptSubmission(
  state: GameState,
  side: Side,
  sub: Submission,
  ctx: StepContext,
): void {
  if (state.stage === 'DEPLOY_PLACEMENT') {
    placeUnit(state, side, sub, ctx);
    return;
  }
  if (sub.draft) {
    state.drafts[side] = sub;
    return;
  }
  state.submitted[side] = sub;
  state.drafts[side] = null;
  if (state.stage === 'MANEUVER_ORDERS') noteFinalManeuver(state, side, ctx);
  if ((!state.owes[0] || state.submitted[0]) && (!state.owes[1] || state.submitted[1]))
    closeStage(state, ctx);
}
