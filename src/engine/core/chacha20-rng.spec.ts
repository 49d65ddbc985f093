import { chacha20FromSeed, chacha20FromState } from './chacha20-rng.js';
import { SeededDiceSource } from './dice.js';
import { rngFromSeed } from './rng.js';

const RECORDED_SEED = 'salvo recorded vector';

describe('ChaCha20 dice stream (chacha20-v1)', () => {
  it('SY-RNG-1: is the RFC 8439 ChaCha20 keystream (A.1 test vectors 1 and 2: zero key, zero nonce)', () => {
    const zeroKey = [0, 0, 0, 0, 0, 0, 0, 0];
    // Keystream bytes 76 b8 e0 ad (block 0) and 9f 07 e7 be (block 1), read little-endian.
    expect(chacha20FromState([...zeroKey, 0]).nextUint32()).toBe(0xade0b876);
    expect(chacha20FromState([...zeroKey, 16]).nextUint32()).toBe(0xbee7079f);
  });

  it('SY-RNG-1: the stream of a seed equals a recorded vector, so no library update changes every replay', () => {
    const rng = chacha20FromSeed(RECORDED_SEED);
    expect(Array.from({ length: 8 }, () => rng.nextUint32())).toEqual([
      3671073490, 91271820, 2582363136, 1368776040, 1015200183, 1302383411, 2854494862, 3160781715,
    ]);
    expect(chacha20FromSeed(RECORDED_SEED).state()).toEqual([
      776444714, 3687175841, 1895824897, 1687431788, 2298309237, 2450929624, 1586742128, 3482513333,
      0,
    ]);
  });

  it('SY-RNG-2: the first faces of each die the rulesets roll equal recorded vectors', () => {
    const recorded: Record<number, number[]> = {
      2: [1, 1, 1, 1, 2, 2, 1, 2, 1, 1, 2, 1, 2, 1, 2, 1, 2, 2, 2, 1, 1, 2, 2, 1],
      3: [2, 1, 1, 1, 1, 3, 2, 1, 2, 3, 2, 2, 1, 3, 1, 2, 3, 2, 3, 1, 1, 1, 2, 3],
      4: [3, 1, 1, 1, 4, 4, 3, 4, 3, 3, 2, 1, 4, 3, 2, 3, 4, 2, 2, 3, 3, 4, 2, 1],
      5: [1, 1, 2, 1, 4, 2, 3, 1, 5, 3, 2, 1, 2, 5, 1, 3, 4, 2, 1, 2, 1, 3, 1, 5],
      6: [5, 1, 1, 1, 4, 6, 5, 4, 5, 3, 2, 5, 4, 3, 4, 5, 6, 2, 6, 1, 1, 4, 2, 3],
      8: [3, 5, 1, 1, 8, 4, 7, 4, 7, 3, 6, 1, 8, 3, 6, 3, 4, 6, 2, 3, 7, 4, 2, 1],
      10: [1, 1, 7, 1, 4, 2, 3, 6, 5, 3, 2, 1, 2, 5, 6, 3, 4, 2, 6, 7, 1, 8, 6, 5],
      12: [11, 1, 1, 1, 4, 12, 11, 4, 11, 3, 2, 5, 4, 3, 10, 11, 12, 2, 6, 7, 7, 4, 2, 9],
      20: [11, 1, 17, 1, 4, 12, 3, 16, 15, 3, 2, 1, 12, 15, 6, 3, 4, 2, 6, 7, 11, 8, 6, 5],
    };
    for (const [sides, faces] of Object.entries(recorded)) {
      const dice = new SeededDiceSource(chacha20FromSeed(RECORDED_SEED));
      expect([sides, dice.faces({ sides: Number(sides), count: faces.length })]).toEqual([
        sides,
        faces,
      ]);
    }
  });

  it('is keyed by the seed alone, and is not the old xoroshiro128+ stream', () => {
    const draws = (seed: string) => {
      const rng = chacha20FromSeed(seed);
      return Array.from({ length: 4 }, () => rng.nextUint32());
    };
    expect(draws('match-1')).toEqual(draws('match-1'));
    expect(draws('match-2')).not.toEqual(draws('match-1'));
    const old = rngFromSeed('match-1');
    expect(draws('match-1')).not.toEqual(Array.from({ length: 4 }, () => old.nextUint32()));
  });

  it('resumes from its serialized state at any point, inside or across keystream buffers', () => {
    const straight = chacha20FromSeed('resume');
    const expected = Array.from({ length: 300 }, () => straight.nextUint32());
    for (const cut of [0, 1, 15, 16, 63, 64, 65, 130, 299]) {
      const rng = chacha20FromSeed('resume');
      const before = Array.from({ length: cut }, () => rng.nextUint32());
      const resumed = chacha20FromState(JSON.parse(JSON.stringify(rng.state())) as number[]);
      const after = Array.from({ length: 300 - cut }, () => resumed.nextUint32());
      expect([cut, [...before, ...after]]).toEqual([cut, expected]);
    }
  });

  it('refuses a state that is not a key and a position', () => {
    expect(() => chacha20FromState([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => chacha20FromState([0, 0, 0, 0, 0, 0, 0, 2 ** 32, 0])).toThrow(RangeError);
    expect(() => chacha20FromState([0, 0, 0, 0, 0, 0, 0, 0, -1])).toThrow(RangeError);
  });
});
