/**
 * A Billion Suns' flow: the agenda (frames.ts) run until a frame waits for decisions. What waits
 * is the innermost frame's `wait`; each frame type's runner says what it does and what it
 * schedules next. Seats that resigned get the default order at once.
 */
import type { StepContext } from '../../../core/contract.js';
import type { Flow } from '../../../core/define-ruleset.js';
import { KINDS } from '../decisions/index.js';
import { notPending } from '../decisions/kind.js';
import type { AbsState } from '../state.js';
import { top, waitFor } from './agenda.js';
import { runAttack } from './attack.js';
import { runChain, runExplosion } from './explosions.js';
import type { Frame, FrameOf } from './frames.js';
import { runJumpTurns, runShock } from './jump.js';
import { runMove, runRedAlert } from './movement.js';
import { runPassive } from './passive.js';
import { runEnd, runFirstPlayer, runHelm, runInitiative, runPhase, runRound } from './round.js';
import { runActivation, runTacticalTurns } from './tactical.js';
import { runUncontrolled } from './uncontrolled.js';

type Runner<F extends Frame> = (s: AbsState, f: F, ctx: StepContext) => 'wait' | 'next';

const RUNNERS: { [K in Frame['f']]: Runner<FrameOf<K>> } = {
  round: runRound,
  phase: runPhase,
  helm: runHelm,
  initiative: runInitiative,
  first_player: runFirstPlayer,
  jump_turns: runJumpTurns,
  tactical_turns: runTacticalTurns,
  activation: runActivation,
  move: runMove,
  passive: runPassive,
  shock: runShock,
  attack: runAttack,
  chain: runChain,
  explosion: runExplosion,
  red_alert: runRedAlert,
  uncontrolled: runUncontrolled,
  end: runEnd,
  rogue_ship: (s, f) => waitFor(s, f, 'rogue_ship', [f.seat]),
};

const MAX_STEPS = 1_000_000;

/** The first of `seats` that resigned; a loop, not `find`: no closure each time the agenda waits. */
function resignedSeat(s: AbsState, seats: readonly number[]): number | undefined {
  for (const seat of seats) if (s.ceos[seat].resigned) return seat;
  return undefined;
}

/** Run the agenda until it waits for a decision nobody can skip, or the game is over. */
export function advance(s: AbsState, ctx: StepContext): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    const f = top(s);
    if (!f) return;
    if (f.resume) {
      const { seat, submission } = f.resume;
      f.resume = undefined;
      KINDS[f.wait!.kind].apply(s, seat, f, submission, ctx);
      continue;
    }
    if (f.wait) {
      const resigned = resignedSeat(s, f.wait.seats);
      if (resigned === undefined) return;
      const k = KINDS[f.wait.kind];
      k.apply(s, resigned, f, k.defaultOrder(s, resigned, f), ctx);
      continue;
    }
    (RUNNERS[f.f] as Runner<Frame>)(s, f, ctx);
  }
  throw new Error('a-billion-suns: the agenda did not settle');
}

export const flow: Flow<AbsState, Frame> = {
  open(s) {
    const f = top(s);
    if (!f?.wait || s.phase === 'over') return null;
    return { kind: f.wait.kind, seats: f.wait.seats, at: f };
  },
  advance,
  notPending,
};
