import { nestsDeeperThan, valueNestsDeeperThan } from './json-depth.js';

const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside one another', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":[{"b":1}],"c":{"d":[]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('12', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });

  it('reads UTF-8 bytes as well as strings', () => {
    expect(nestsDeeperThan(new TextEncoder().encode(`{"é":${nested(5)}}`), 5)).toBe(true);
    expect(nestsDeeperThan(new TextEncoder().encode(`{"é":${nested(4)}}`), 5)).toBe(false);
  });

  it('scans 5,000 levels without recursion', () => {
    expect(nestsDeeperThan(nested(5000), 32)).toBe(true);
  });
});

describe('valueNestsDeeperThan', () => {
  it('measures a parsed value the same way', () => {
    expect(valueNestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(valueNestsDeeperThan({ a: [{ b: [1] }] }, 3)).toBe(true);
    expect(valueNestsDeeperThan(JSON.parse(nested(5000)), 32)).toBe(true);
    expect(valueNestsDeeperThan('text', 0)).toBe(false);
  });
});
