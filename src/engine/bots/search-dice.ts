/**
 * The search bot's dice in a playout: one stream per kind of roll (its purpose, without the
 * bracketed figures), seeded by the iteration. Two candidates played on the same iteration then
 * roll the same faces for the same attack even where one of them rolled something else first:
 * with a single stream, one extra die shifts every later roll, and the candidates meet different
 * luck from the first difference on (common random numbers kept past divergence).
 */
import type { Dice, RollRequest } from '../core/dice.js';
import { rngFromSeed, type Rng } from '../core/rng.js';

/** "to-hit: Viper A salvo (THT 7, 3d6, C)" and "… (THT 6, 2d6, M)" draw from one stream. */
function streamOf(purpose: string): string {
  const cut = purpose.indexOf(' (');
  return cut < 0 ? purpose : purpose.slice(0, cut);
}

export class PurposeDice implements Dice {
  private readonly streams = new Map<string, Rng>();
  constructor(private readonly seed: string) {}

  roll(request: RollRequest): number[] {
    const count = request.count ?? 1;
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`bad dice count ${count}`);
    const key = streamOf(request.purpose);
    let rng = this.streams.get(key);
    if (!rng) this.streams.set(key, (rng = rngFromSeed(this.seed, `dice:${key}`)));
    const faces = new Array<number>(count);
    for (let i = 0; i < count; i++) faces[i] = rng.int(request.sides) + 1;
    return faces;
  }

  d(sides: number, purpose: string, seat?: number): number {
    return this.roll({ purpose, sides, count: 1, ...(seat !== undefined && { seat }) })[0];
  }
}
