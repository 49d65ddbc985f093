/**
 * SHA-256 (FIPS 180-4) of a string's UTF-8 bytes, for the few hashes a match takes of short text:
 * its seed hash, its dice key and a bot's or sampler's stream. A match is created for every game
 * a bot or a benchmark plays, and @noble/hashes spent more on the set-up of each call (an encoder,
 * a hasher object, its buffers and views, wiping them) than on the rounds. Here the message
 * schedule is one module-level array and the bytes are written straight into it. Checked against
 * @noble/hashes on thousands of strings (sha256.spec.ts).
 */

const K = Uint32Array.of(
  0x428a2f98,
  0x71374491,
  0xb5c0fbcf,
  0xe9b5dba5,
  0x3956c25b,
  0x59f111f1,
  0x923f82a4,
  0xab1c5ed5,
  0xd807aa98,
  0x12835b01,
  0x243185be,
  0x550c7dc3,
  0x72be5d74,
  0x80deb1fe,
  0x9bdc06a7,
  0xc19bf174,
  0xe49b69c1,
  0xefbe4786,
  0x0fc19dc6,
  0x240ca1cc,
  0x2de92c6f,
  0x4a7484aa,
  0x5cb0a9dc,
  0x76f988da,
  0x983e5152,
  0xa831c66d,
  0xb00327c8,
  0xbf597fc7,
  0xc6e00bf3,
  0xd5a79147,
  0x06ca6351,
  0x14292967,
  0x27b70a85,
  0x2e1b2138,
  0x4d2c6dfc,
  0x53380d13,
  0x650a7354,
  0x766a0abb,
  0x81c2c92e,
  0x92722c85,
  0xa2bfe8a1,
  0xa81a664b,
  0xc24b8b70,
  0xc76c51a3,
  0xd192e819,
  0xd6990624,
  0xf40e3585,
  0x106aa070,
  0x19a4c116,
  0x1e376c08,
  0x2748774c,
  0x34b0bcb5,
  0x391c0cb3,
  0x4ed8aa4a,
  0x5b9cca4f,
  0x682e6ff3,
  0x748f82ee,
  0x78a5636f,
  0x84c87814,
  0x8cc70208,
  0x90befffa,
  0xa4506ceb,
  0xbef9a3f7,
  0xc67178f2,
);

const INITIAL = Uint32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

/** The hash state and the message schedule, reused by every call (a call runs to its end). */
const H = new Uint32Array(8);
const W = new Uint32Array(64);
const encoder = new TextEncoder();

/** The 32-byte digest of `text` encoded as UTF-8 (a lone surrogate as U+FFFD, as TextEncoder). */
export function sha256OfText(text: string): Uint8Array {
  H.set(INITIAL);
  const bytes = asciiOnly(text) ? undefined : encoder.encode(text);
  const length = bytes ? bytes.length : text.length;
  // Message, the 0x80 marker, zeros, and the bit length in the last 8 bytes of the last block.
  const blocks = Math.ceil((length + 9) / 64);
  for (let block = 0; block < blocks; block++) {
    const start = block * 64;
    for (let word = 0; word < 16; word++) {
      let w = 0;
      for (let k = 0; k < 4; k++) {
        const i = start + word * 4 + k;
        const byte = i < length ? (bytes ? bytes[i] : text.charCodeAt(i)) : i === length ? 0x80 : 0;
        w = (w << 8) | byte;
      }
      W[word] = w;
    }
    if (block === blocks - 1) {
      // Lengths below 2^29 bytes: the high word of the bit count is zero.
      W[14] = Math.floor(length / 0x20000000);
      W[15] = length * 8;
    }
    compress();
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const h = H[i];
    out[i * 4] = h >>> 24;
    out[i * 4 + 1] = h >>> 16;
    out[i * 4 + 2] = h >>> 8;
    out[i * 4 + 3] = h;
  }
  return out;
}

function asciiOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One 64-byte block, already in `W[0..15]`, into `H`. */
function compress(): void {
  for (let t = 16; t < 64; t++) {
    const w15 = W[t - 15];
    const w2 = W[t - 2];
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
  }
  let a = H[0];
  let b = H[1];
  let c = H[2];
  let d = H[3];
  let e = H[4];
  let f = H[5];
  let g = H[6];
  let h = H[7];
  for (let t = 0; t < 64; t++) {
    const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[t] + W[t]) | 0;
    const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  H[0] += a;
  H[1] += b;
  H[2] += c;
  H[3] += d;
  H[4] += e;
  H[5] += f;
  H[6] += g;
  H[7] += h;
}
