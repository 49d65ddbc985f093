/**
 * The dice of one adjudication: a seeded stream (the caller's seed, or a fresh one the answer
 * reports so the roll can be reproduced), or faces rolled at the table and consumed in order.
 */
import { randomUUID } from 'node:crypto';
import {
  LoggedDice,
  rngFromSeed,
  SeededDiceSource,
  SuppliedDiceSource,
  type Dice,
  type DiceSource,
  type RollRequest,
} from '../../engine/index.js';

/** A supplied face that is not a face of the die the rules asked for. */
export class InvalidFace extends Error {
  constructor(
    readonly index: number,
    readonly face: number,
    readonly sides: number,
    readonly purpose: string,
  ) {
    super(`face ${face} is not a d${sides} face (needed for ${purpose})`);
    this.name = 'InvalidFace';
  }
}

/**
 * Supplied faces that say which face was wrong: the engine's source throws a bare RangeError,
 * and a VTT needs the index to point its user at the bad die.
 */
class TableDiceSource implements DiceSource {
  private readonly inner: SuppliedDiceSource;
  constructor(private readonly supplied: readonly number[]) {
    this.inner = new SuppliedDiceSource(supplied);
  }

  faces(request: RollRequest & { sides: number; count: number }): number[] {
    const start = this.inner.consumed;
    for (let i = start; i < Math.min(start + request.count, this.supplied.length); i++) {
      const face = this.supplied[i];
      if (!Number.isInteger(face) || face < 1 || face > request.sides) {
        throw new InvalidFace(i, face, request.sides, request.purpose);
      }
    }
    return this.inner.faces(request);
  }

  get consumed(): number {
    return this.inner.consumed;
  }
}

export interface DiceChoice {
  seed?: string;
  faces?: number[];
}

/** What the dice were, for the answer: enough to reproduce or audit the roll. */
export interface DiceReport {
  seed: string | null;
  faces: number[] | null;
  facesUsed: number | null;
}

export interface AdjudicationDice {
  dice: Dice;
  report(): DiceReport;
}

/** Dice from the caller's choice; `seed` and `faces` are exclusive (checked by the caller). */
export function adjudicationDice(choice: DiceChoice | undefined): AdjudicationDice {
  if (choice?.faces) {
    const source = new TableDiceSource(choice.faces);
    return {
      dice: new LoggedDice(source, () => undefined),
      report: () => ({ seed: null, faces: [...choice.faces!], facesUsed: source.consumed }),
    };
  }
  const seed = choice?.seed ?? randomUUID();
  return {
    dice: new LoggedDice(new SeededDiceSource(rngFromSeed(seed)), () => undefined),
    report: () => ({ seed, faces: null, facesUsed: null }),
  };
}
