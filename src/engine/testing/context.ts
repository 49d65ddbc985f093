/**
 * Test harness for rulesets: a StepContext whose dice are a fixed list of faces ("injected dice",
 * as the digests' test vectors give them), and which keeps every event for assertions.
 */
import type { RulesetEvent, StepContext } from '../core/contract.js';
import { LoggedDice, SeededDiceSource, SuppliedDiceSource } from '../core/dice.js';
import { rngFromSeed } from '../core/rng.js';

export interface RecordingContext extends StepContext {
  events: RulesetEvent[];
  /** The `dice.rolled` events only. */
  rolls(): { purpose: string; faces: number[] }[];
}

function recording(make: (emit: (e: RulesetEvent) => void) => LoggedDice): RecordingContext {
  const events: RulesetEvent[] = [];
  const emit = (e: RulesetEvent) => events.push(e);
  return {
    events,
    emit,
    dice: make(emit),
    rolls: () =>
      events
        .filter((e) => e.type === 'dice.rolled')
        .map((e) => ({ purpose: String(e.data.purpose), faces: e.data.faces as number[] })),
  };
}

/** Dice come from `faces` in order; running out throws `DiceNeeded` (a test that rolls too much fails). */
export function injectedDice(faces: readonly number[]): RecordingContext {
  return recording((emit) => new LoggedDice(new SuppliedDiceSource(faces), emit));
}

/** Dice from a seeded stream. */
export function seededDice(seed: string): RecordingContext {
  return recording((emit) => new LoggedDice(new SeededDiceSource(rngFromSeed(seed)), emit));
}
