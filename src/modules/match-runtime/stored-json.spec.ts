import { inStoredForm } from './stored-json.js';

describe('inStoredForm (the key order jsonb gives back)', () => {
  it('orders keys shorter first, then by bytes, at every depth, dropping undefined', () => {
    const value = { zeta: 1, b: { dd: 1, c: 2, aaa: [{ yy: 1, x: 2 }] }, a: undefined, é: 3 };
    const stored = inStoredForm(value);
    expect(Object.keys(stored)).toEqual(['b', 'é', 'zeta']);
    expect(Object.keys(stored.b)).toEqual(['c', 'dd', 'aaa']);
    expect(Object.keys(stored.b.aaa[0])).toEqual(['x', 'yy']);
    expect(JSON.stringify(inStoredForm(stored))).toBe(JSON.stringify(stored));
  });

  it('orders non-ASCII keys by their UTF-8 bytes, not their UTF-16 units', () => {
    // Both 4 bytes: EE 80 80 61 before F0 9F 98 80 — though U+D83D (U+1F600's first UTF-16
    // unit) comes before U+E000, and both are 2 units long.
    const stored = inStoredForm({ '\u{1F600}': 1, '\uE000a': 2, é: 3, ab: 4 });
    expect(Object.keys(stored)).toEqual(['ab', 'é', '\uE000a', '\u{1F600}']);
  });

  it('keeps a key named __proto__ as data', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<
      string,
      unknown
    >;
    const stored = inStoredForm(parsed);
    expect(Object.keys(stored)).toEqual(['a', '__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
  });
});
