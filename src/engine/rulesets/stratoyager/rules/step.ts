/**
 * What comes next after a part of the flow has run: open a stage (the sides that owe it), go on to
 * another part of the turn, or nothing (the game is over). Flow parts return a `Step` instead of
 * calling each other, so `flow.ts` alone says what follows what.
 */
import type { Side, Stage } from '../model.js';

export type Owes = [boolean, boolean];

export type Step =
  | { open: Stage; owes: Owes }
  | { go: 'next-placement' }
  | { go: 'finish-deployment' }
  | { go: 'start-turn'; turn: number }
  | { go: 'initiative' }
  | { go: 'dogfight' }
  | { go: 'segment'; segment: number }
  | { go: 'dogfight-move' }
  | { go: 'dogfight-next' }
  | { go: 'end-of-turn' }
  | null;

export type Go = Extract<Step, { go: string }>;

export function open(stage: Stage, owes: Owes): Step {
  return { open: stage, owes };
}

/** Owed by both sides, or by the one side that has something to submit. */
export function owing(test: (side: Side) => boolean): Owes {
  return [test(0), test(1)];
}
