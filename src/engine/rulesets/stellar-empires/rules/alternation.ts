/** Alternating units (SE-MOV-2, SE-HIT-1): initiative loser first, bigger sides move in bursts. */
import type { Side } from '../state.js';

/**
 * SE-MOV-2: with l units left to the loser and w to the winner, the next pair: the loser moves nL,
 * then the winner nW. A side with nothing left yields the whole pair to the other.
 */
export function nextPair(l: number, w: number): { loser: number; winner: number } {
  if (l === 0) return { loser: 0, winner: w };
  if (w === 0) return { loser: l, winner: 0 };
  const winner = w >= 2 * l ? Math.floor(w / l) : 1;
  const loser = l >= 2 * w ? Math.floor(l / w) : 1;
  return { loser: Math.min(loser, l), winner: Math.min(winner, w) };
}

/** The full sequence of sides for fixed counts (what SE-EX-7 lists). */
export function sequence(loserSide: Side, l: number, w: number): Side[] {
  const out: Side[] = [];
  const winnerSide = (1 - loserSide) as Side;
  while (l > 0 || w > 0) {
    const p = nextPair(l, w);
    for (let i = 0; i < p.loser; i++) out.push(loserSide);
    for (let i = 0; i < p.winner; i++) out.push(winnerSide);
    l -= p.loser;
    w -= p.winner;
  }
  return out;
}
