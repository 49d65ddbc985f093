import { chacha20 } from '@noble/ciphers/chacha.js';
import { chacha20Words } from './chacha20.js';
import { rngFromSeed } from './rng.js';

/** The RFC 8439 keystream of `key` from block `counter`, by @noble/ciphers, as little-endian words. */
function reference(key: readonly number[], counter: number, blocks: number): number[] {
  const keyBytes = new Uint8Array(32);
  const view = new DataView(keyBytes.buffer);
  key.forEach((w, i) => view.setUint32(i * 4, w, true));
  const stream = chacha20(
    keyBytes,
    new Uint8Array(12),
    new Uint8Array(blocks * 64),
    undefined,
    counter,
  );
  const words = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  return Array.from({ length: blocks * 16 }, (_, i) => words.getUint32(i * 4, true));
}

describe('chacha20Words', () => {
  it('is the keystream of @noble/ciphers for random keys and counters', () => {
    const rng = rngFromSeed('chacha20-spec', 'keys');
    for (let n = 0; n < 300; n++) {
      const key = Array.from({ length: 8 }, () => rng.nextUint32());
      const counter = n % 3 === 0 ? rng.nextUint32() % 1000 : rng.nextUint32() >>> 1;
      const blocks = 1 + (n % 4);
      const out = new Uint32Array(blocks * 16);
      chacha20Words(key, counter, blocks, out);
      expect([...out]).toEqual(reference(key, counter, blocks));
    }
  });

  it('gives RFC 8439 A.1 test vector 1 (zero key, block 0)', () => {
    const out = new Uint32Array(16);
    chacha20Words([0, 0, 0, 0, 0, 0, 0, 0], 0, 1, out);
    expect(out[0]).toBe(0xade0b876);
    expect(out[15]).toBe(0x8665eeb2);
  });
});
