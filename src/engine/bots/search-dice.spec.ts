import { PurposeDice } from './search-dice.js';

const toHit = (figures: string) => ({ purpose: `to-hit: Viper A salvo (${figures})`, sides: 6 });

describe("the search's dice per kind of roll", () => {
  it('rolls the same faces for the same seed and purposes, and others for another seed', () => {
    const roll = (seed: string) => {
      const dice = new PurposeDice(seed);
      return [dice.roll({ ...toHit('THT 7'), count: 5 }), dice.d(10, 'damage: railgun')];
    };
    expect(roll('a')).toEqual(roll('a'));
    expect(roll('a')).not.toEqual(roll('b'));
  });

  it('gives an attack the same faces whatever was rolled before it, bracketed figures aside', () => {
    const plain = new PurposeDice('s');
    const busy = new PurposeDice('s');
    busy.roll({ purpose: 'evasive action', sides: 6, count: 3 });
    busy.d(6, 'high-g');
    const faces = plain.roll({ ...toHit('THT 7, 3d6, C'), count: 4 });
    expect(busy.roll({ ...toHit('THT 6, 2d6, M'), count: 4 })).toEqual(faces);
    // The next roll of that attack continues its stream: the second salvo is not the first.
    expect(plain.roll({ ...toHit('THT 7'), count: 4 })).not.toEqual(faces);
  });

  it('draws faces between 1 and the sides, and refuses a bad count', () => {
    const dice = new PurposeDice('range');
    const faces = dice.roll({ purpose: 'd20', sides: 20, count: 200 });
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(20);
    expect(() => dice.roll({ purpose: 'x', sides: 6, count: -1 })).toThrow(RangeError);
  });
});
