/**
 * The ChaCha20 keystream (RFC 8439, 20 rounds, nonce 0) as 32-bit words, computed straight into
 * the caller's buffer. Keystream bytes read as little-endian words are the block function's output
 * words, so no bytes are written and read back. @noble/ciphers, which this replaces on the dice
 * path, XORs into a byte array with checks, views and copies on every call: a new stream for
 * every match, refilled once or twice a game. Checked against @noble/ciphers (chacha20.spec.ts).
 */

/** "expand 32-byte k" as little-endian words. */
const SIGMA0 = 0x61707865;
const SIGMA1 = 0x3320646e;
const SIGMA2 = 0x79622d32;
const SIGMA3 = 0x6b206574;

/**
 * `blocks` keystream blocks of 16 words each, from block `counter` on, into `out` from index 0.
 * `key` is eight words. The counter is the RFC's 32-bit one; it wraps after 2^32 blocks (2^38
 * words), far beyond any match's dice.
 */
export function chacha20Words(
  key: readonly number[],
  counter: number,
  blocks: number,
  out: Uint32Array,
): void {
  const k0 = key[0] | 0;
  const k1 = key[1] | 0;
  const k2 = key[2] | 0;
  const k3 = key[3] | 0;
  const k4 = key[4] | 0;
  const k5 = key[5] | 0;
  const k6 = key[6] | 0;
  const k7 = key[7] | 0;
  for (let b = 0; b < blocks; b++) {
    const c = (counter + b) | 0;
    let x0 = SIGMA0;
    let x1 = SIGMA1;
    let x2 = SIGMA2;
    let x3 = SIGMA3;
    let x4 = k0;
    let x5 = k1;
    let x6 = k2;
    let x7 = k3;
    let x8 = k4;
    let x9 = k5;
    let x10 = k6;
    let x11 = k7;
    let x12 = c;
    let x13 = 0;
    let x14 = 0;
    let x15 = 0;
    for (let round = 0; round < 20; round += 2) {
      // Column rounds, then diagonal rounds: the quarter rounds written out on locals, which V8
      // keeps in registers (on a typed array the same block took five times as long).
      x0 = (x0 + x4) | 0;
      x12 = rotl(x12 ^ x0, 16);
      x8 = (x8 + x12) | 0;
      x4 = rotl(x4 ^ x8, 12);
      x0 = (x0 + x4) | 0;
      x12 = rotl(x12 ^ x0, 8);
      x8 = (x8 + x12) | 0;
      x4 = rotl(x4 ^ x8, 7);
      x1 = (x1 + x5) | 0;
      x13 = rotl(x13 ^ x1, 16);
      x9 = (x9 + x13) | 0;
      x5 = rotl(x5 ^ x9, 12);
      x1 = (x1 + x5) | 0;
      x13 = rotl(x13 ^ x1, 8);
      x9 = (x9 + x13) | 0;
      x5 = rotl(x5 ^ x9, 7);
      x2 = (x2 + x6) | 0;
      x14 = rotl(x14 ^ x2, 16);
      x10 = (x10 + x14) | 0;
      x6 = rotl(x6 ^ x10, 12);
      x2 = (x2 + x6) | 0;
      x14 = rotl(x14 ^ x2, 8);
      x10 = (x10 + x14) | 0;
      x6 = rotl(x6 ^ x10, 7);
      x3 = (x3 + x7) | 0;
      x15 = rotl(x15 ^ x3, 16);
      x11 = (x11 + x15) | 0;
      x7 = rotl(x7 ^ x11, 12);
      x3 = (x3 + x7) | 0;
      x15 = rotl(x15 ^ x3, 8);
      x11 = (x11 + x15) | 0;
      x7 = rotl(x7 ^ x11, 7);
      // Diagonal rounds.
      x0 = (x0 + x5) | 0;
      x15 = rotl(x15 ^ x0, 16);
      x10 = (x10 + x15) | 0;
      x5 = rotl(x5 ^ x10, 12);
      x0 = (x0 + x5) | 0;
      x15 = rotl(x15 ^ x0, 8);
      x10 = (x10 + x15) | 0;
      x5 = rotl(x5 ^ x10, 7);
      x1 = (x1 + x6) | 0;
      x12 = rotl(x12 ^ x1, 16);
      x11 = (x11 + x12) | 0;
      x6 = rotl(x6 ^ x11, 12);
      x1 = (x1 + x6) | 0;
      x12 = rotl(x12 ^ x1, 8);
      x11 = (x11 + x12) | 0;
      x6 = rotl(x6 ^ x11, 7);
      x2 = (x2 + x7) | 0;
      x13 = rotl(x13 ^ x2, 16);
      x8 = (x8 + x13) | 0;
      x7 = rotl(x7 ^ x8, 12);
      x2 = (x2 + x7) | 0;
      x13 = rotl(x13 ^ x2, 8);
      x8 = (x8 + x13) | 0;
      x7 = rotl(x7 ^ x8, 7);
      x3 = (x3 + x4) | 0;
      x14 = rotl(x14 ^ x3, 16);
      x9 = (x9 + x14) | 0;
      x4 = rotl(x4 ^ x9, 12);
      x3 = (x3 + x4) | 0;
      x14 = rotl(x14 ^ x3, 8);
      x9 = (x9 + x14) | 0;
      x4 = rotl(x4 ^ x9, 7);
    }
    const o = b * 16;
    out[o] = x0 + SIGMA0;
    out[o + 1] = x1 + SIGMA1;
    out[o + 2] = x2 + SIGMA2;
    out[o + 3] = x3 + SIGMA3;
    out[o + 4] = x4 + k0;
    out[o + 5] = x5 + k1;
    out[o + 6] = x6 + k2;
    out[o + 7] = x7 + k3;
    out[o + 8] = x8 + k4;
    out[o + 9] = x9 + k5;
    out[o + 10] = x10 + k6;
    out[o + 11] = x11 + k7;
    out[o + 12] = x12 + c;
    out[o + 13] = x13;
    out[o + 14] = x14;
    out[o + 15] = x15;
  }
}

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}
