import { chacha20FromSeed, chacha20FromState } from './chacha20-rng.js';
import { rngFromSeed, rngFromState, type Rng } from './rng.js';

/**
 * A named, versioned way to turn a match seed into dice (SY-RNG-1). Each match records the one it
 * was created with and keeps it for life: replaying, continuing and verifying all use it, so a
 * new generator never changes an old match's rolls.
 */
export interface DiceGenerator {
  /** Name and version, e.g. `chacha20-v1`. A change to any face it gives needs a new version. */
  readonly id: string;
  /** How the seed drives it, for anyone checking a replay by hand. */
  readonly algorithm: string;
  /** What the `match.created` event says of the dice. */
  readonly announced: Readonly<Record<string, string>>;
  fromSeed(seed: string): Rng;
  fromState(state: readonly number[]): Rng;
}

export const CHACHA20_V1 = 'chacha20-v1';
export const XOROSHIRO128PLUS_V1 = 'xoroshiro128plus-v1';

const CHACHA20_ALGORITHM =
  'ChaCha20 (RFC 8439), key = SHA-256("dice:" + seed), nonce 0, counter from 0; little-endian 32-bit words; d(n) = int(n) + 1 by rejection (SY-RNG-2)';
/** As the first generator's matches recorded it, word for word: their logs must replay as written. */
const XOROSHIRO_ALGORITHM = 'xoroshiro128+ (pure-rand), state = first 16 bytes of SHA-256(seed)';

const GENERATORS: readonly DiceGenerator[] = [
  {
    id: CHACHA20_V1,
    algorithm: CHACHA20_ALGORITHM,
    announced: { generator: CHACHA20_V1, rngAlgorithm: CHACHA20_ALGORITHM },
    fromSeed: chacha20FromSeed,
    fromState: chacha20FromState,
  },
  {
    // Predictable: about 128 observed d6 faces give its state away. Kept for old matches only.
    id: XOROSHIRO128PLUS_V1,
    algorithm: XOROSHIRO_ALGORITHM,
    // Its matches were created before generators had names: their creation event must read as it did.
    announced: { rngAlgorithm: XOROSHIRO_ALGORITHM },
    fromSeed: (seed) => rngFromSeed(seed),
    fromState: rngFromState,
  },
];

/** New matches roll with this one. */
export const CURRENT_DICE_GENERATOR = CHACHA20_V1;
/** Matches, snapshots and replays that name no generator were made with this one. */
export const UNNAMED_DICE_GENERATOR = XOROSHIRO128PLUS_V1;
/** The problem code for a generator this engine does not know. */
export const UNKNOWN_DICE_GENERATOR = 'UNKNOWN_DICE_GENERATOR';
export const DICE_GENERATOR_IDS: readonly string[] = GENERATORS.map((g) => g.id);

export function findDiceGenerator(id: string): DiceGenerator | undefined {
  return GENERATORS.find((g) => g.id === id);
}
