/**
 * Values a hostile client sends where the API expects something else: numbers outside every
 * range, strings no form would hold, nesting no parser should follow, types that do not match.
 * Shared by the REST and GraphQL request generators.
 */
import fc from 'fast-check';

/** Integers and floats at and past the edges of every integer type a server might use. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    1e-300,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    2 ** 63,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * Numbers as text, for query strings and headers: what `Number()` and `parseInt` disagree on,
 * and what JSON cannot say (`NaN`, `Infinity`).
 */
export const hostileNumeral: fc.Arbitrary<string> = fc.oneof(
  hostileNumber.map(String),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '0x10',
    '0b1',
    '1_000',
    ' 1',
    '1 ',
    '+1',
    '--1',
    '1.',
    '.5',
    '',
    '00000000000000000000000000000001',
    '9'.repeat(400),
    '1,2',
  ),
);

/** Strings of every kind: empty, long, control characters, unicode, injection-shaped. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\n\r\t',
    '\u202e\u200b\ufeff',
    '🚀'.repeat(40),
    '\ud800',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '"; DROP TABLE matches; --',
    '%00',
    '../../../etc/passwd',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'stratoyager/random',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uuid(),
  fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/**
 * Nesting deeper than any document needs, to find parsers and transformers that recurse without
 * a bound. Generated as a marker string and spelled out only when the request is serialised
 * (`jsonText`, `expandDeep`): thousands of levels of real objects would overflow the fuzzer's own
 * stack (JSON.stringify, fast-check's cloning) before the server's.
 */
export const deepValue: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(50, 500, 2_000, 5_000, 20_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => `⟦deep ${kind} ${depth}⟧`);

const DEEP_MARKER = /"?⟦deep (array|object) (\d+)⟧"?/g;

/** `[[[…1…]]]` or `{"a":{"a":…1…}}` (GraphQL syntax: `{a: {a: …}}`), `depth` levels down. */
function deepText(kind: string, depth: number, syntax: 'json' | 'graphql'): string {
  if (kind === 'array') return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  const open = syntax === 'json' ? '{"a":' : '{a: ';
  return `${open.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Spells out the deep-nesting markers in serialised text (quoted in JSON, or bare). */
export function expandDeep(text: string, syntax: 'json' | 'graphql' = 'json'): string {
  return text.replace(DEEP_MARKER, (_, kind: string, depth: string) =>
    deepText(kind, Number(depth), syntax),
  );
}

/** `JSON.stringify`, with deep-nesting markers spelled out. */
export function jsonText(value: unknown): string {
  return expandDeep(JSON.stringify(value) ?? 'null');
}

/** Keys that reach prototypes or confuse mappers. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '', '$where', 'a.b', '0'),
  fc.string({ maxLength: 12 }),
);

/** Any value at all, of any JSON type, for a slot that expects one particular type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: deepValue },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileNumber, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(hostileKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
);

/**
 * Raw bodies that are not the JSON they claim to be (or are JSON of a shape no handler expects),
 * sent with a JSON content type.
 */
export const malformedJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '[',
    '{"a":',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '\ufeff{}',
    '{"a":1,"a":2}',
    "{'a':1}",
    '{"a":1e999999}',
    '{"a":-1e999999}',
    `{"a":${'9'.repeat(5_000)}}`,
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
  fc.string({ maxLength: 60 }),
  fc
    .constantFrom(2_000, 10_000, 60_000)
    .chain((depth) =>
      fc.constantFrom('['.repeat(depth), `${'['.repeat(depth)}${']'.repeat(depth)}`),
    ),
  fc.constantFrom(1_000, 5_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);
