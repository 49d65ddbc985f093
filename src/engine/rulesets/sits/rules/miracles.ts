/**
 * Miracle cards (SITS-DC-6, optional rule `miracles`): a side with a miracle commander draws a
 * card a turn break into a face-down blackjack hand; 19 or more is a Miracle, over 21 a bust, and
 * either way the cards go back and the deck is reshuffled with the dice stream.
 */
import type { Dice } from '../../../core/dice.js';
import type { Card, SideState } from '../state.js';
import { rollD100 } from './dice.js';
import type { Report } from './report.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
export const SUITS = ['C', 'D', 'H', 'S'];
export const MIRACLE_VALUE = 19;
export const BUST = 21;

/** The unshuffled deck: A, 2–10, J, Q, K of clubs, diamonds, hearts, spades. */
export function freshDeck(): Card[] {
  return SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
}

/** A d100 read as a uniform choice among k: reroll results at or above 100 − (100 mod k). */
export function uniformBelow(k: number, dice: Dice, purpose: string, secret = false): number {
  const limit = 100 - (100 % k);
  for (;;) {
    const r = rollD100(dice, purpose, undefined, secret);
    if (r < limit) return r % k;
  }
}

/** SITS-DC-6: each card from the top to the second-last swaps with one at or below it, in secret. */
export function shuffle(deck: Card[], dice: Dice, side: string): Card[] {
  const out = [...deck];
  for (let i = 0; i < out.length - 1; i++) {
    const j = i + uniformBelow(out.length - i, dice, `shuffle: side ${side} miracle deck`, true);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function cardValue(card: Card): number {
  const rank = card.slice(0, -1);
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** Blackjack value: aces 1 or 11, whichever is better without going over 21. */
export function handValue(hand: Card[]): number {
  const base = hand.reduce((n, c) => n + cardValue(c), 0);
  const hasAce = hand.some((c) => c.startsWith('A'));
  return hasAce && base + 10 <= BUST ? base + 10 : base;
}

/** Step 2 of a turn break for one side: draw, then bust or Miracle sends the hand back. */
export function drawMiracleCard(side: SideState, dice: Dice, report: Report): void {
  const card = side.deck.shift();
  if (!card) return;
  side.miracleHand.push(card);
  const value = handValue(side.miracleHand);
  const outcome = value > BUST ? 'bust' : value >= MIRACLE_VALUE ? 'miracle' : 'hold';
  report('miracle.drawn', { side: side.id, card, hand: [...side.miracleHand], value, outcome }, [
    side.id,
  ]);
  if (outcome === 'hold') return;
  if (outcome === 'miracle') side.miracleHeld = true;
  side.deck = shuffle([...side.deck, ...side.miracleHand], dice, side.id);
  side.miracleHand = [];
}
