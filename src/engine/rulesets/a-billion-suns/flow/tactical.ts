/**
 * The Tactical Phase (ABS-ACT-1): CEOs take turns clockwise activating battlegroups; each
 * activation runs its six steps (ABS-ACT-3) for every active battlegroup before the next step.
 */
import type { StepContext } from '../../../core/contract.js';
import { canFire } from '../rules/attack.js';
import { endActivation, mayActivate } from '../rules/activation.js';
import { jumpOut, jumpOutPoint } from '../rules/jump-out.js';
import { bgInPlay, clockwiseFrom } from '../rules/models.js';
import { hasScanTarget } from '../rules/scan.js';
import type { AbsState } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import type { ActivationFrame, TacticalTurnsFrame } from './frames.js';

export function runTacticalTurns(s: AbsState, f: TacticalTurnsFrame): 'wait' | 'next' {
  const start = f.turn ?? s.firstTactical ?? s.initiative ?? 0;
  const seat = clockwiseFrom(s, start).find((c) => mayActivate(s, c));
  if (seat === undefined) {
    pop(s);
    return 'next';
  }
  f.turn = seat;
  return waitFor(s, f, 'activate', [seat]);
}

/** The active battlegroup whose attacks or scan are being asked for, if it is still in play. */
export function currentBattlegroup(s: AbsState, f: ActivationFrame): string | null {
  const id = s.activation?.bgs[f.index];
  return id !== undefined && bgInPlay(s, id) ? id : null;
}

export function hasAttack(s: AbsState, bgId: string): boolean {
  const bg = bgInPlay(s, bgId);
  return !!bg && canFire(s, bg.ceo, bg, 'active', []);
}

export function runActivation(s: AbsState, f: ActivationFrame, ctx: StepContext): 'wait' | 'next' {
  const act = s.activation!;
  if (!act.bgs.some((id) => bgInPlay(s, id))) {
    pop(s);
    endActivation(s, ctx);
    return 'next';
  }
  switch (f.stage) {
    case 'orders':
      return waitFor(s, f, 'orders', [act.ceo]);
    case 'movement':
      return waitFor(s, f, 'movement', [act.ceo]);
    case 'passive': {
      f.stage = 'jump_out';
      const ceos = clockwiseFrom(s, act.ceo).filter((c) => c !== act.ceo);
      schedule(s, { f: 'passive', ceos, index: 0, attacked: [], objects: null });
      return 'next';
    }
    case 'jump_out': {
      for (const id of act.bgs) {
        const bg = bgInPlay(s, id);
        if (!bg || bg.order !== 'jump_out') continue;
        const via = jumpOutPoint(s, bg);
        if (via) jumpOut(s, bg, via, ctx);
        else ctx.emit({ type: 'jump_out.failed', data: { battlegroup: id } });
      }
      f.stage = 'attacks';
      f.index = 0;
      return 'next';
    }
    case 'attacks': {
      for (; f.index < act.bgs.length; f.index++) {
        const id = currentBattlegroup(s, f);
        if (id && hasAttack(s, id)) return waitFor(s, f, 'attacks', [act.ceo]);
      }
      f.stage = 'scan';
      f.index = 0;
      return 'next';
    }
    case 'scan': {
      for (; f.index < act.bgs.length; f.index++) {
        const id = currentBattlegroup(s, f);
        if (id && hasScanTarget(s, s.battlegroups[id])) return waitFor(s, f, 'scan', [act.ceo]);
      }
      pop(s);
      endActivation(s, ctx);
      return 'next';
    }
  }
}
