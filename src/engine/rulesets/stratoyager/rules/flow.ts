/**
 * Stratoyager's flow: the one place that says what waits now and what opens after a stage closes.
 * A stage names the sides that owe a submission; hidden submissions are kept in the state until
 * the last one arrives, then the stage closes (SY-GEN-4) and its `close` says what comes next. A
 * stage nobody owes anything in closes at once.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Flow } from '../../../core/define-ruleset.js';
import type { GameState, Side, Stage } from '../model.js';
import {
  closeDeployInitiative,
  closePlacement,
  closeReserves,
  finishDeployment,
  nextPlacement,
  startDeployment,
} from './deployment-flow.js';
import {
  closeDogfightCards,
  closeDogfightCombat,
  closeDogfightManeuver,
  nextStep,
  openMove,
  startDogfight,
} from './dogfight.js';
import { closeCombatOrders, closeManeuverOrders, startSegment } from './segment-flow.js';
import type { Go, Step } from './step.js';
import {
  beginInitiative,
  closeInitiative,
  closeTurnStart,
  endOfTurn,
  startTurn,
} from './turn-sequence.js';

interface StageRow {
  /** The decision kind the stage asks for. */
  kind(state: GameState): string;
  /** Everyone has submitted: reveal, resolve, and say what comes next. */
  close(state: GameState, ctx: StepContext): Step;
}

const over = (): Step => {
  throw new Error('the game is over: no stage to close');
};

export const STAGES: Record<Stage, StageRow> = {
  DEPLOY_RESERVES: { kind: () => 'reserves', close: closeReserves },
  DEPLOY_INITIATIVE: { kind: () => 'deployment_cards', close: closeDeployInitiative },
  DEPLOY_PLACEMENT: { kind: () => 'placement', close: closePlacement },
  TURN_START: { kind: () => 'turn_start', close: closeTurnStart },
  INITIATIVE: { kind: () => 'initiative', close: closeInitiative },
  DOGFIGHT_CARDS: { kind: () => 'dogfight_cards', close: closeDogfightCards },
  MANEUVER_ORDERS: {
    kind: () => 'maneuver',
    close: (s, ctx) => (s.dogfight ? closeDogfightManeuver(s, ctx) : closeManeuverOrders(s, ctx)),
  },
  COMBAT_ORDERS: {
    kind: (s) => (s.dogfight?.step === 4 ? 'fire_at_will' : 'combat'),
    close: (s, ctx) => (s.dogfight ? closeDogfightCombat(s, ctx) : closeCombatOrders(s, ctx)),
  },
  GAME_OVER: { kind: () => 'none', close: over },
};

/** The parts of the turn a step can go on to. */
const GO: {
  [K in Go['go']]: (state: GameState, step: Extract<Go, { go: K }>, ctx: StepContext) => Step;
} = {
  'next-placement': (s) => nextPlacement(s),
  'finish-deployment': (s) => finishDeployment(s),
  'start-turn': (s, step, ctx) => startTurn(s, step.turn, ctx),
  initiative: (s) => beginInitiative(s),
  dogfight: (s, _step, ctx) => startDogfight(s, ctx),
  segment: (s, step, ctx) => startSegment(s, step.segment, ctx),
  'dogfight-move': (s) => openMove(s),
  'dogfight-next': (s, _step, ctx) => nextStep(s, ctx),
  'end-of-turn': (s, _step, ctx) => endOfTurn(s, ctx),
};

function owesNothingMore(state: GameState): boolean {
  return (
    (!state.owes[0] || state.submitted[0] !== null) &&
    (!state.owes[1] || state.submitted[1] !== null)
  );
}

const SIDES = [0, 1] as const;

/** Run the flow from `step` until a stage waits for someone or the game is over. */
export function run(state: GameState, step: Step, ctx: StepContext): void {
  let next = step;
  while (next) {
    if ('open' in next) {
      state.stage = next.open;
      state.owes = next.owes;
      state.submitted = [null, null];
      state.drafts = [null, null];
      if (next.owes[0] || next.owes[1]) return;
      next = STAGES[state.stage].close(state, ctx);
    } else {
      next = (GO[next.go] as (s: GameState, g: Go, c: StepContext) => Step)(state, next, ctx);
    }
  }
}

export const flow: Flow<GameState, null> = {
  open(state) {
    if (state.result) return null;
    const seats: Side[] = [];
    for (const side of SIDES)
      if (state.owes[side] && state.submitted[side] === null) seats.push(side);
    return { kind: STAGES[state.stage].kind(state), seats, at: null };
  },
  advance(state, ctx) {
    if (state.stage !== 'GAME_OVER' && owesNothingMore(state))
      run(state, STAGES[state.stage].close(state, ctx), ctx);
  },
};

// Entry points for setup and for tests that start a part of the game by hand.

export function beginDeployment(state: GameState, ctx: StepContext): void {
  run(state, startDeployment(state), ctx);
}

export function beginTurn(state: GameState, turn: number, ctx: StepContext): void {
  run(state, { go: 'start-turn', turn }, ctx);
}

export function finishTurn(state: GameState, ctx: StepContext): void {
  run(state, { go: 'end-of-turn' }, ctx);
}

export function beginDogfight(state: GameState, ctx: StepContext): void {
  run(state, { go: 'dogfight' }, ctx);
}
