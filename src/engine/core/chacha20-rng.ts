import { chacha20Words } from './chacha20.js';
import { sha256Bytes } from './hash.js';
import { UniformRng, type Rng } from './rng.js';

const BLOCK_WORDS = 16;
/**
 * Keystream words computed per ChaCha20 call: four blocks (256 bytes), so one call serves many
 * dice. A whole game rolls from about 20 (a dogfight) to about 110 words (A Billion Suns); a
 * larger buffer computed blocks no game reads, on every new or restored match.
 */
const BUFFER_WORDS = 4 * BLOCK_WORDS;
const KEY_WORDS = 8;

/**
 * The ChaCha20 keystream (RFC 8439) read as little-endian 32-bit words. Without the key, its
 * outputs tell nothing of the ones to come, however many are seen. Its state is the key and how
 * many words have been drawn, so a match serializes and resumes it exactly.
 */
class ChaCha20Rng extends UniformRng {
  private readonly words = new Uint32Array(BUFFER_WORDS);
  /** Index of the next word in `words`; at the end, the buffer must be refilled. */
  private next = BUFFER_WORDS;

  constructor(
    /** The key as little-endian words (one key per match, so the fixed zero nonce is safe). */
    private readonly keyWords: readonly number[],
    /** Words drawn from the stream so far. */
    private position: number,
  ) {
    super();
  }

  nextUint32(): number {
    if (this.next === BUFFER_WORDS) this.refill();
    this.position++;
    return this.words[this.next++];
  }

  state(): number[] {
    return [...this.keyWords, this.position];
  }

  /** Fill the buffer with the keystream around `position`, wherever the stream was resumed. */
  private refill(): void {
    const start = this.position - (this.position % BUFFER_WORDS);
    chacha20Words(this.keyWords, start / BLOCK_WORDS, BUFFER_WORDS / BLOCK_WORDS, this.words);
    this.next = this.position - start;
  }
}

/** The ChaCha20 dice stream of a match seed: key = SHA-256("dice:" + seed), as xoroshiro's was. */
export function chacha20FromSeed(seed: string): Rng {
  const key = sha256Bytes(`dice:${seed}`);
  const view = new DataView(key.buffer, key.byteOffset, key.byteLength);
  // A loop: `Array.from({ length })` takes V8's generic path, once for every new match.
  const words: number[] = [];
  for (let i = 0; i < KEY_WORDS; i++) words.push(view.getUint32(i * 4, true));
  return new ChaCha20Rng(words, 0);
}

export function chacha20FromState(state: readonly number[]): Rng {
  const position = state[KEY_WORDS];
  if (
    state.length !== KEY_WORDS + 1 ||
    !state.every((w) => Number.isSafeInteger(w) && w >= 0) ||
    state.slice(0, KEY_WORDS).some((w) => w > 0xffffffff)
  ) {
    throw new RangeError('a ChaCha20 stream state is 8 key words and a position');
  }
  return new ChaCha20Rng(state.slice(0, KEY_WORDS), position);
}
