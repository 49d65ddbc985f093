/**
 * Dice Duel's state: plain JSON (the driver copies it on every accepted order). Each seat's
 * energy, bonus and undisclosed stance are private; `view.ts` decides who sees what.
 */
import type { Seat } from '../../core/contract.js';

export type Stance = 'attack' | 'defend';

/** The order of a `stance` decision. */
export interface DuelOrder {
  stance: Stance;
  effort: number;
}

export interface Duelist {
  hp: number;
  energy: number;
  /** Added to every attack die (DD-SETUP-2); secret from the other seat. */
  bonus: number;
}

export interface DuelState {
  round: number;
  maxRounds: number;
  duelists: Duelist[];
  /** This round's stances, hidden until both are in (DD-ROUND-1). */
  orders: (DuelOrder | null)[];
  resigned: Seat | null;
}

/** DD-END-1: the duel ends after the last round, when a duelist falls, or on resignation. */
export function isOver(s: DuelState): boolean {
  return s.resigned !== null || s.round > s.maxRounds || s.duelists.some((d) => d.hp <= 0);
}
