/**
 * The round (ABS-GEN-1): Command Phase (helms, initiative), the first-player choices, and the End
 * Phase (ABS-END-1).
 */
import type { StepContext } from '../../../core/contract.js';
import { rollInitiative } from '../rules/command.js';
import { scoreEndOfRound } from '../rules/contracts.js';
import type { AbsState } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import type {
  EndFrame,
  FirstPlayerFrame,
  HelmFrame,
  InitiativeFrame,
  PhaseFrame,
  RoundFrame,
} from './frames.js';

export function runRound(s: AbsState, _f: RoundFrame, ctx: StepContext): 'next' {
  pop(s);
  s.round += 1;
  s.phase = 'command';
  s.initiative = null;
  s.firstJump = null;
  s.firstTactical = null;
  for (const c of s.ceos) {
    c.helm = null;
    c.secretHelm = null;
    c.passedJump = false;
  }
  ctx.emit({ type: 'round.started', data: { round: s.round } });
  schedule(
    s,
    { f: 'helm' },
    { f: 'initiative' },
    { f: 'phase', phase: 'jump' },
    { f: 'first_player', phase: 'jump' },
    { f: 'jump_turns', turn: null },
    { f: 'phase', phase: 'tactical' },
    { f: 'first_player', phase: 'tactical' },
    { f: 'tactical_turns', turn: null },
    { f: 'uncontrolled', queue: null },
    { f: 'end' },
  );
  return 'next';
}

export function runPhase(s: AbsState, f: PhaseFrame, ctx: StepContext): 'next' {
  pop(s);
  s.phase = f.phase;
  ctx.emit({ type: 'phase.started', data: { round: s.round, phase: f.phase } });
  return 'next';
}

/** ABS-CMD-2/3: wait for every secret helm, then reveal them all at once. */
export function runHelm(s: AbsState, f: HelmFrame, ctx: StepContext): 'wait' | 'next' {
  const owing = s.ceos.filter((c) => c.secretHelm === null).map((c) => c.seat);
  if (owing.length > 0) return waitFor(s, f, 'helm', owing);
  for (const c of s.ceos) {
    c.helm = c.secretHelm;
    c.secretHelm = null;
  }
  ctx.emit({
    type: 'helms.revealed',
    data: { round: s.round, helms: s.ceos.map((c) => ({ ceo: c.id, ...c.helm })) },
  });
  pop(s);
  return 'next';
}

export function runInitiative(s: AbsState, _f: InitiativeFrame, ctx: StepContext): 'next' {
  pop(s);
  rollInitiative(s, ctx);
  return 'next';
}

/** ABS-CMD-6: the initiative holder picks who goes first, at the start of each phase. */
export function runFirstPlayer(s: AbsState, f: FirstPlayerFrame): 'wait' {
  return waitFor(s, f, 'first_player', [s.initiative ?? 0]);
}

/** ABS-END-1: score, discard tokens, clear activations, then end the game or start a round. */
export function runEnd(s: AbsState, _f: EndFrame, ctx: StepContext): 'next' {
  pop(s);
  s.phase = 'end';
  scoreEndOfRound(s, ctx);
  ctx.emit({
    type: 'cmd_tokens.discarded',
    data: { discarded: s.ceos.map((c) => ({ ceo: c.id, ...(c.helm ?? {}) })) },
  });
  for (const c of s.ceos) if (c.helm) c.helm = { seizeInitiative: 0, jumpIn: 0, tactical: 0 };
  for (const bg of Object.values(s.battlegroups)) bg.activated = false;
  ctx.emit({
    type: 'round.ended',
    data: { round: s.round, credits: s.ceos.map((c) => ({ ceo: c.id, credits: c.credits })) },
  });
  if (s.round >= s.roundLimit) {
    s.phase = 'over';
    s.endedBy = 'rounds';
    ctx.emit({
      type: 'game.ended',
      data: { profits: s.ceos.map((c) => ({ ceo: c.id, profit: c.credits })) },
    });
    return 'next';
  }
  schedule(s, { f: 'round' });
  return 'next';
}
