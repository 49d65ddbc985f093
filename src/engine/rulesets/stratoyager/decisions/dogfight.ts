/** DOGFIGHT_CARDS (SY-DOG-3): each side picks one of its two cards as its Movement card. */
import type { Rng } from '../../../core/rng.js';
import type { DogfightCardChoice, GameState, Side, Submission } from '../model.js';
import { exactlyOne, ordersOfType, problem, type Problem } from './common.js';
import { sideKind, turnIds, when } from './kind.js';

export function validateDogfightCards(state: GameState, side: Side, sub: Submission): Problem[] {
  const found = ordersOfType<DogfightCardChoice>(sub.orders, 'DOGFIGHT_CARDS');
  const out = exactlyOne(found.length, 'DOGFIGHT_CARDS');
  const hand = state.dogfight?.hands[side] ?? [];
  for (const { order, index } of found) {
    if (!hand.includes(order.movementCard)) {
      out.push(
        problem(
          'CARD_NOT_HELD',
          `${order.movementCard} is not one of your cards [${hand.join(', ')}]`,
          `/orders/${index}/movementCard`,
        ),
      );
    }
  }
  return out;
}

export function dogfightChoices(state: GameState, side: Side): Submission[] {
  return state.dogfight!.hands[side].map((c) => ({
    orders: [{ type: 'DOGFIGHT_CARDS', movementCard: c }],
  }));
}

export function sampleDogfightCards(state: GameState, side: Side, rng: Rng): Submission {
  const choices = dogfightChoices(state, side);
  return choices[rng.int(choices.length)];
}

/** The lower card moves first: a pilot who does not choose keeps the initiative in movement. */
export function defaultDogfightCards(state: GameState, side: Side): Submission {
  const hand = state.dogfight!.hands[side];
  return { orders: [{ type: 'DOGFIGHT_CARDS', movementCard: Math.min(...hand) }] };
}

export const dogfightCardsKind = sideKind({
  types: ['DOGFIGHT_CARDS'],
  note: 'One DOGFIGHT_CARDS order naming the Movement card (SY-DOG-3).',
  simultaneous: true,
  id: turnIds('dogfight.cards'),
  prompt: (state) => `${when(state)} (dogfight): choose your Movement card`,
  rules: validateDogfightCards,
  choices: dogfightChoices,
  sample: sampleDogfightCards,
  defaultOrder: defaultDogfightCards,
});
