/**
 * What a seat (or a spectator) may know (SY-GEN-4): everything on the table is public; another
 * side's hidden submissions, drafts and unplayed dogfight cards are not.
 *
 * The view hands out the state's own units, missiles, pilots and table rather than a copy
 * (`viewSharesState`: the match freezes it, and the rules copy before they write). A deep copy for
 * every bot decision was 8 % of a heuristic game's CPU and half of a search playout's.
 */
import type { Viewer } from '../../core/contract.js';
import type { GameState } from './model.js';

function dogfightView(state: GameState, viewer: Viewer) {
  const d = state.dogfight;
  if (!d) return null;
  const movesRevealed = d.moveOrder.length > 0;
  const combatRevealed = d.combatOrder.length > 0;
  const movement = d.movementCards.map((c, side) => (movesRevealed || side === viewer ? c : null));
  const combat = [0, 1].map((side) =>
    combatRevealed || (side === viewer && d.movementCards[side] !== null)
      ? (d.hands[side].find((c) => c !== d.movementCards[side]) ?? null)
      : null,
  );
  return {
    myHand: viewer === 0 || viewer === 1 ? [...d.hands[viewer]] : null,
    movementCards: movement,
    combatCards: combat,
    moveOrder: [...d.moveOrder],
    combatOrder: [...d.combatOrder],
    step: d.step,
  };
}

export function viewOf(state: GameState, viewer: Viewer) {
  return visible(state, viewer);
}

function visible(state: GameState, viewer: Viewer) {
  const mine = viewer === 0 || viewer === 1 ? viewer : null;
  return {
    viewer,
    turn: state.turn,
    stage: state.stage,
    segment: state.segment,
    segmentCount: state.segmentCount,
    config: state.config,
    scenarioId: state.scenarioId,
    units: state.units,
    missiles: state.missiles,
    pilots: state.pilots,
    obstacles: state.obstacles,
    firstPlacer: state.firstPlacer,
    placement: state.placement,
    deploying: state.deploying,
    arrived: state.arrived,
    active: state.active,
    firstPilot: state.firstPilot,
    dogfight: dogfightView(state, viewer),
    /** Who still owes an order in this stage; nothing of the orders themselves. */
    waitingFor: [0, 1].filter((s) => state.owes[s] && state.submitted[s] === null),
    submitted: state.submitted.map((s) => s !== null),
    mySubmission: mine === null ? null : state.submitted[mine],
    myDraft: mine === null ? null : state.drafts[mine],
    result: state.result,
  };
}
