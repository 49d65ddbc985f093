/**
 * Abandoned yagers in DRIFT mode (SY-CA-11): an inertia move at the end of every later turn,
 * before LMD; off the table or in an obstacle, they are gone.
 */
import type { StepContext } from '../../../core/contract.js';
import type { GameState } from '../model.js';
import { inObstacle, onTable } from './geometry.js';
import { inertiaMove } from './movement.js';
import { removeUnit } from './removal.js';
import { isDrifting } from './units.js';

export function driftAbandonedYagers(state: GameState, ctx: StepContext): void {
  for (const u of state.units) {
    if (!isDrifting(u) || !u.removal || u.removal.turn >= state.turn) continue;
    const from = u.pos!;
    const out = inertiaMove({ pos: from, course: u.course, facing: u.facing, speed: u.speed });
    u.pos = out.pos;
    ctx.emit({ type: 'unit.drifted', data: { unitId: u.id, from, to: out.pos } });
    const gone = !onTable(state.config, out.pos)
      ? 'drifted off the table'
      : inObstacle(state.obstacles, out.pos)
        ? 'drifted into an obstacle'
        : null;
    if (gone)
      removeUnit(
        state,
        u,
        'ABANDONED',
        { turn: state.turn, segment: 'TURN_END', cause: gone },
        ctx,
      );
  }
}
