/**
 * For search bots (`Ruleset.redrawHidden`): the only hidden thing in a Stratoyager state, once
 * undisclosed orders are taken back, is the other side's dogfight hand. Its cards not yet played
 * are drawn again from those `viewer` has not seen, so the real ones never reach the search.
 */
import type { Rng } from '../../../core/rng.js';
import type { GameState } from '../model.js';
import { DOGFIGHT_DECK } from './dogfight.js';

export function redrawHidden(state: GameState, viewer: number, rng: Rng): GameState {
  const d = state.dogfight;
  if (!d || (viewer !== 0 && viewer !== 1)) return state;
  const other = viewer === 0 ? 1 : 0;
  const movement = d.moveOrder.length > 0 ? d.movementCards[other] : null;
  const combat =
    d.combatOrder.length > 0 ? d.hands[other].find((c) => c !== d.movementCards[other]) : null;
  const shown = [movement, combat].filter((c): c is number => c !== null && c !== undefined);
  const unseen = DOGFIGHT_DECK.filter((c) => !d.hands[viewer].includes(c) && !shown.includes(c));
  const hand = [...shown];
  while (hand.length < d.hands[other].length)
    hand.push(unseen.splice(rng.int(unseen.length), 1)[0]);
  hand.sort((a, b) => a - b);
  // Copy on write: a cloned state shares its dogfight hands with the match's own (clone.ts).
  const hands: [number[], number[]] = other === 0 ? [hand, d.hands[1]] : [d.hands[0], hand];
  return { ...state, dogfight: { ...d, hands } };
}
