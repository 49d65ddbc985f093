/**
 * What a seat (or a spectator) may know (SY-GEN-4): everything on the table is public; another
 * side's hidden submissions, drafts and unplayed dogfight cards are not.
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

/** A deep copy of JSON values: a view never aliases the state it was made from. */
function detached<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(detached) as T;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = detached((value as Record<string, unknown>)[key]);
  return out as T;
}

export function viewOf(state: GameState, viewer: Viewer) {
  return detached(visible(state, viewer));
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
