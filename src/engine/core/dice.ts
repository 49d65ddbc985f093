import type { RulesetEvent } from './events.js';
import type { Seat } from './seat.js';
import type { Rng } from './rng.js';
import { rollRecord, rulesetEvent, type RollRecord } from './kept-records.js';

export type { RollRecord };

/** What a ruleset asks for: `count` dice of `sides` faces, and why. */
export interface RollRequest {
  /** Why the dice are rolled, in the game's words: "to-hit: Viper A salvo at Raider 2". */
  purpose: string;
  sides: number;
  count?: number;
  /** Whose dice these are (the attacker's, a roll-off participant's); external rolls ask them. */
  seat?: Seat;
  /** Secret rolls (a shuffled deck, a face-down draw): only these seats see the result event. */
  visibleTo?: Seat[];
}

/** Where faces come from: a seeded stream or results rolled at the table. */
export interface DiceSource {
  /** `count` faces of a `sides`-sided die, or throws `DiceNeeded` when it has none to give. */
  faces(request: Required<Pick<RollRequest, 'sides' | 'count'>> & RollRequest): number[];
}

/** The dice a ruleset rolls with. Every roll is logged as an event with its purpose. */
export interface Dice {
  roll(request: RollRequest): number[];
  /** One die. */
  d(sides: number, purpose: string, seat?: Seat): number;
}

export function notation(count: number, sides: number): string {
  return `${count}d${sides}`;
}

/** Draws from a seeded stream: face = int(sides) + 1 (SY-RNG-2), dice in draw order (SY-RNG-3). */
export class SeededDiceSource implements DiceSource {
  /** Whether any die was drawn: if not, the stream is where it was. */
  rolled = false;
  constructor(private readonly rng: Rng) {}
  faces({ sides, count }: { sides: number; count: number }): number[] {
    this.rolled = true;
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) out[i] = this.rng.int(sides) + 1;
    return out;
  }
}

/** Raised by an external source that has no faces left: the match must ask a seat to roll. */
export class DiceNeeded extends Error {
  constructor(readonly request: RollRequest & { count: number }) {
    super(`dice needed: ${notation(request.count, request.sides)} for ${request.purpose}`);
    this.name = 'DiceNeeded';
  }
}

/**
 * Faces supplied from outside (rolled at a table, or injected by a test), consumed in order.
 * When they run out it raises `DiceNeeded`, naming the roll it could not make.
 */
export class SuppliedDiceSource implements DiceSource {
  private next = 0;
  constructor(private readonly supplied: readonly number[]) {}
  faces(request: RollRequest & { sides: number; count: number }): number[] {
    if (this.next + request.count > this.supplied.length) throw new DiceNeeded(request);
    const out = this.supplied.slice(this.next, this.next + request.count);
    this.next += request.count;
    for (const f of out) {
      if (!Number.isInteger(f) || f < 1 || f > request.sides) {
        throw new RangeError(
          `supplied face ${f} is not a d${request.sides} face (${request.purpose})`,
        );
      }
    }
    return out;
  }
  get consumed(): number {
    return this.next;
  }
}

/** Dice over a source that report every roll to `sink` as a `dice.rolled` event. */
export class LoggedDice implements Dice {
  constructor(
    private readonly source: DiceSource,
    private readonly sink: (event: RulesetEvent) => void,
  ) {}

  roll(request: RollRequest): number[] {
    const count = request.count ?? 1;
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad dice count ${count}`);
    if (count === 0) return [];
    // The request itself when it names its count; a copy with the count filled in otherwise.
    const faces = this.source.faces(
      request.count === count
        ? (request as RollRequest & { count: number })
        : { ...request, count },
    );
    let result = 0;
    for (const f of faces) result += f;
    // Kept for the match's life: made by `kept-records.ts`, not by literals.
    const data = rollRecord(request.purpose, notation(count, request.sides), faces, result);
    if (request.seat !== undefined) data.seat = request.seat;
    const event = rulesetEvent('dice.rolled', data);
    if (request.visibleTo) event.visibleTo = request.visibleTo;
    this.report(event);
    return faces;
  }

  /** Where each roll's event goes: to the sink, unless a subclass keeps it itself. */
  protected report(event: RulesetEvent): void {
    this.sink(event);
  }

  d(sides: number, purpose: string, seat?: Seat): number {
    return this.roll({ sides, count: 1, purpose, seat })[0];
  }
}
