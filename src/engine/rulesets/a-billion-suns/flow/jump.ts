/**
 * The Jump Phase turns (ABS-JUMP-1) and jump shock (ABS-JUMP-6) after a jump in or a hop.
 */
import type { StepContext } from '../../../core/contract.js';
import { jumpInTokens } from '../rules/jump.js';
import { jumpShockTargets } from '../rules/jump-shock.js';
import { clockwiseFrom, nextSeat, shipInPlay } from '../rules/models.js';
import { classStats } from '../rules/units.js';
import type { AbsState } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import { areaAttack } from './attack.js';
import type { JumpTurnsFrame, ShockFrame } from './frames.js';

export function runJumpTurns(s: AbsState, f: JumpTurnsFrame, ctx: StepContext): 'wait' | 'next' {
  const start = f.turn ?? s.firstJump ?? s.initiative ?? 0;
  const seat = clockwiseFrom(s, start).find((c) => !s.ceos[c].passedJump);
  if (seat === undefined) {
    pop(s);
    return 'next';
  }
  f.turn = seat;
  if (jumpInTokens(s, seat) < 1) {
    // ABS-JUMP-1: a CEO with no Jump In tokens must pass; nothing is left to decide.
    s.ceos[seat].passedJump = true;
    ctx.emit({ type: 'jump.passed', data: { ceo: s.ceos[seat].id, forced: true } });
    f.turn = nextSeat(s, seat);
    return 'next';
  }
  return waitFor(s, f, 'jump_turn', [seat]);
}

/** Arriving ships shock in ascending seq; each target is a separate area attack. */
export function runShock(s: AbsState, f: ShockFrame): 'next' {
  for (;;) {
    const id = f.ships.shift();
    if (id === undefined) {
      pop(s);
      return 'next';
    }
    const ship = s.ships[id];
    if (!shipInPlay(ship)) continue;
    const targets = jumpShockTargets(s, ship);
    if (targets.length === 0) continue;
    const m = classStats(s, ship.classId).mass;
    schedule(
      s,
      ...targets.map((t) =>
        areaAttack('jump_shock', ship.id, m, t.id, {
          attacker: f.ceo,
          sourceBg: ship.bg,
          credit: f.ceo,
        }),
      ),
    );
    return 'next';
  }
}
