/**
 * Small operations on the agenda (frames.ts): the innermost frame is the last one.
 */
import { copyFrame } from '../clone.js';
import type { AbsState, Seat } from '../state.js';
import type { DecisionKind, Destroyed, Frame } from './frames.js';

export function top(s: AbsState): Frame | undefined {
  return s.agenda[s.agenda.length - 1];
}

export function pop(s: AbsState): void {
  s.agenda.pop();
}

/**
 * Schedule frames to run in the order given (the first one runs next). Each goes in as the state
 * copy would copy it (`copyFrame`): the shape of every later copy of its type, from the start.
 */
export function schedule(s: AbsState, ...frames: Frame[]): void {
  for (let i = frames.length - 1; i >= 0; i--) s.agenda.push(copyFrame(frames[i]));
}

/** Mark a frame as waiting for `kind` from `seats`; the runner stops there. */
export function waitFor(s: AbsState, f: Frame, kind: DecisionKind, seats: Seat[]): 'wait' {
  f.wait = { id: s.nextWait++, kind, seats: [...seats] };
  return 'wait';
}

/**
 * Models destroyed outside the damage step of an attack (a Go Rogue payment, a malfunction) join
 * the explosion checks of the attack or chain under way; anywhere else their checks happen at once
 * (ABS-TAC-7), in a new chain.
 */
export function settleDestroyed(s: AbsState, destroyed: readonly Destroyed[]): void {
  if (destroyed.length === 0) return;
  for (let i = s.agenda.length - 1; i >= 0; i--) {
    const f = s.agenda[i];
    if (f.f === 'explosion' || f.f === 'rogue_ship') continue;
    if (f.f === 'attack') {
      f.destroyed.push(...destroyed);
      return;
    }
    if (f.f === 'chain') {
      f.queue.push(...destroyed);
      f.all.push(...destroyed);
      return;
    }
    break;
  }
  schedule(s, { f: 'chain', queue: [...destroyed], all: [...destroyed] });
}
