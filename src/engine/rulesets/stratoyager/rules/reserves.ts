/** Reserves (SY-RES): arrival rolls from turn 2, automatic from turn 4. */
import type { StepContext } from '../../../core/contract.js';
import type { GameState } from '../model.js';

/** Turn from which every reserve arrives without a roll. */
export const AUTOMATIC_ARRIVAL_TURN = 4;

/** SY-RES-1: a d6 <= t + 2 arrives in turns 2 and 3. */
export function arrivesOn(turn: number, face: number): boolean {
  return face <= turn + 2;
}

/** SY-RES-1: roll for every reserve, side 0 first, canonical order; the ids that arrive. */
export function rollReserveArrivals(state: GameState, ctx: StepContext): string[] {
  if (state.turn < 2) return [];
  const arrived: string[] = [];
  for (const side of [0, 1] as const) {
    for (const u of state.units) {
      if (u.side !== side || u.status !== 'RESERVE') continue;
      let face: number | null = null;
      const arrives =
        state.turn >= AUTOMATIC_ARRIVAL_TURN ||
        arrivesOn(
          state.turn,
          (face = ctx.dice.d(
            6,
            `reserve arrival: ${u.id} (turn ${state.turn}, needs ${state.turn + 2} or less)`,
            side,
          )),
        );
      ctx.emit({
        type: arrives ? 'reserve.arrived' : 'reserve.delayed',
        data: { unitId: u.id, side, turn: state.turn, roll: face },
      });
      if (arrives) arrived.push(u.id);
    }
  }
  return arrived;
}
