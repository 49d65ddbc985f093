/**
 * ABS-OBJ-7: after every CEO battlegroup has activated, each uncontrolled object with a Move value
 * activates once, in ascending seq.
 */
import type { StepContext } from '../../../core/contract.js';
import { activateObject, movingObjects } from '../rules/objects.js';
import type { AbsState } from '../state.js';
import { pop, schedule } from './agenda.js';
import type { UncontrolledFrame } from './frames.js';

export function runUncontrolled(s: AbsState, f: UncontrolledFrame, ctx: StepContext): 'next' {
  if (f.queue === null) f.queue = movingObjects(s);
  for (;;) {
    const id = f.queue.shift();
    if (id === undefined) {
      pop(s);
      return 'next';
    }
    const o = s.objects[id];
    if (!o || o.destroyed) continue;
    const attack = activateObject(s, o, ctx);
    if (attack) {
      schedule(s, attack);
      return 'next';
    }
  }
}
