import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Bytes, sha256Hex } from './hash.js';
import { rngFromSeed } from './rng.js';

/** Strings of every length across three blocks, of ASCII, two- to four-byte and lone surrogates. */
function strings(): string[] {
  const rng = rngFromSeed('sha256-spec', 'strings');
  const alphabets = ['abc', 'é€', '😀', '\ud800', '\udc00', 'x\u0000\u007f\u0080'];
  const out = ['', 'abc', 'dice:bench-0-0', '\ud83d', 'a\ud83d', '\ud83d\ude00\ud83d'];
  for (let length = 0; length < 200; length++) {
    for (let n = 0; n < 6; n++) {
      let s = '';
      while (s.length < length) {
        const alphabet = alphabets[n === 0 ? 0 : rng.int(alphabets.length)];
        s += alphabet[rng.int(alphabet.length)];
      }
      out.push(s);
    }
  }
  return out;
}

describe('sha256', () => {
  it('gives the FIPS 180-4 digests of "abc" and of the empty string', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with @noble/hashes on strings of every length and encoding', () => {
    const all = strings();
    expect(all.length).toBeGreaterThan(1000);
    for (const s of all) {
      const reference = sha256(utf8ToBytes(s));
      expect(bytesToHex(sha256Bytes(s))).toBe(bytesToHex(reference));
      expect(sha256Hex(s)).toBe(bytesToHex(reference));
    }
  });

  it('hashes a long text (a state) as @noble/hashes does', () => {
    const long = JSON.stringify({ units: strings().slice(0, 300) });
    expect(sha256Hex(long)).toBe(bytesToHex(sha256(utf8ToBytes(long))));
  });
});
