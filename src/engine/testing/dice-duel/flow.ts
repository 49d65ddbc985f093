/**
 * What waits now and what opens after a step closes. Dice Duel has one step per round: the
 * stances, owed by the seats that have not chosen yet; it closes when both have.
 */
import type { Flow } from '../../core/define-ruleset.js';
import { resolveRound } from './rules/round.js';
import { isOver, type DuelState } from './state.js';

export const flow: Flow<DuelState, null> = {
  open(s) {
    if (isOver(s)) return null;
    const seats = [0, 1].filter((seat) => s.orders[seat] === null);
    return { kind: 'stance', seats, at: null };
  },
  advance(s, ctx) {
    if (!isOver(s) && s.orders.every((o) => o !== null)) resolveRound(s, ctx);
  },
};
