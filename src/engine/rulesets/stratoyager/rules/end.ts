/** Game length and end (SY-END): early end, absence, the extra-turn roll. */
import type { StepContext } from '../../../core/contract.js';
import type { GameState, Side } from '../model.js';
import { isCombatCapable } from './units.js';

/** SY-END-3, SY-END-4: a side with no ON_TABLE, RESERVE or OFF_TABLE unit. */
export function sideWithoutCombatCapableUnits(state: GameState): boolean {
  const capable = [false, false];
  for (const u of state.units) if (isCombatCapable(u)) capable[u.side] = true;
  return !capable[0] || !capable[1];
}

/** SY-END-5: no reserves, not on the table this turn, and some unit off the table or withdrawn. */
export function isAbsent(state: GameState, side: Side): boolean {
  let leftTable = false;
  for (const u of state.units) {
    if (u.side !== side) continue;
    if (u.status === 'RESERVE' || u.onTableThisTurn) return false;
    if (u.status === 'OFF_TABLE' || u.status === 'WITHDRAWN') leftTable = true;
  }
  return leftTable;
}

/** SY-END-1: at TURN_END of the last base turn, d6 >= extraTurnOn gives one more turn. */
export function rollExtraTurn(state: GameState, ctx: StepContext): boolean {
  const need = state.config.extraTurnOn;
  const face = ctx.dice.d(6, `extra turn: turn ${state.turn + 1} is played on ${need}+`);
  const extra = face >= need;
  ctx.emit({ type: 'extra_turn.rolled', data: { roll: face, needed: need, extraTurn: extra } });
  return extra;
}
