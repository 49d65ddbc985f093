/**
 * The quick checks keyword by keyword, at the edges where JavaScript and JSON Schema differ
 * (holes, inherited keys, keys holding undefined, code points, NaN and the infinities,
 * overlapping `oneOf` branches): each answer is also checked against Ajv.
 */
import { Ajv } from 'ajv';
import { schemaProblems, type JsonSchema } from './json-schema.js';
import { surelyInvalid } from './quick-refute.js';
import { surelyValid } from './quick-schema.js';

const oracle = new Ajv({ strict: false, strictNumbers: true });

/** An object whose prototype holds `key` as a getter that no loop over keys lists. */
function behindGetter(key: string, value: unknown): object {
  return Object.create(Object.defineProperty({}, key, { get: () => value, enumerable: false }));
}

const holey = ['a', 'b'];
delete holey[0];
const rocket = '\u{1F680}';

/** Schema, value, the quick check's answer, the refuter's answer. */
const cases: [string, JsonSchema, unknown, boolean, boolean][] = [
  ['type integer', { type: 'integer' }, 3, true, false],
  ['an infinite integer is surely no integer', { type: 'integer' }, Infinity, false, true],
  ['an infinity is surely no number (1e999 in JSON)', { type: 'number' }, Infinity, false, true],
  ['NaN is surely no number', { type: 'number' }, NaN, false, true],
  ['a finite number', { type: 'number' }, -1.5e300, true, false],
  ['a fraction is surely no integer', { type: 'integer' }, 1.5, false, true],
  ['type list', { type: ['string', 'null'] }, null, true, false],
  ['type list, neither', { type: ['string', 'null'] }, 0, false, true],
  ['minimum passes a string', { minimum: 3 }, 'x', true, false],
  ['minimum fails NaN', { minimum: 3 }, NaN, false, false],
  ['exclusiveMinimum', { exclusiveMinimum: 0 }, 0, false, false],
  ['exclusiveMaximum', { exclusiveMaximum: 1 }, 0.5, true, false],
  ['minLength counts code points', { type: 'string', minLength: 2 }, rocket, false, false],
  ['minLength of two rockets', { type: 'string', minLength: 2 }, rocket + rocket, true, false],
  ['maxLength is stricter than Ajv', { maxLength: 1 }, rocket, false, false],
  ['pattern is a Unicode expression', { pattern: '^.$' }, rocket, true, false],
  ['pattern passes a number', { pattern: '^a$' }, 5, true, false],
  ['a hole fails items', { type: 'array', items: { type: 'string' } }, holey, false, false],
  ['minItems', { type: 'array', minItems: 2 }, [1], false, false],
  ['maxItems', { type: 'array', maxItems: 1 }, [1], true, false],
  ['enum has no NaN', { enum: [1, 2] }, NaN, false, true],
  ['const', { const: 'x' }, 'x', true, false],
  ['const against an object', { const: 'x' }, { x: 1 }, false, true],
  ['an object const is left to Ajv', { const: { a: 1 } }, { a: 1 }, false, false],
  [
    'a property behind a getter is read',
    { type: 'object', properties: { a: { type: 'string' } } },
    behindGetter('a', 5),
    false,
    true,
  ],
  [
    'an inherited key is additional',
    { type: 'object', additionalProperties: false },
    Object.create({ extra: 1 }),
    false,
    false,
  ],
  [
    'a known key holding undefined is absent',
    { properties: { a: { type: 'string' } }, additionalProperties: false },
    { a: undefined },
    true,
    false,
  ],
  [
    'an unknown key holding undefined is additional',
    { properties: { a: { type: 'string' } }, additionalProperties: false },
    { b: undefined },
    false,
    false,
  ],
  ['maxProperties', { maxProperties: 1 }, { a: 1, b: 2 }, false, false],
  ['required', { required: ['a'] }, {}, false, true],
  ['required says nothing of a number', { required: ['a'] }, 4, true, false],
  [
    'oneOf: one integer branch',
    { oneOf: [{ type: 'integer' }, { type: 'string' }] },
    2,
    true,
    false,
  ],
  [
    'oneOf: both branches pass',
    { oneOf: [{ type: 'integer' }, { type: 'number' }] },
    2,
    false,
    false,
  ],
  [
    'oneOf: the other refuted',
    { oneOf: [{ type: 'integer' }, { type: 'number' }] },
    2.5,
    true,
    false,
  ],
  [
    'oneOf: a non-object passes both',
    { oneOf: [{ required: ['a'] }, { required: ['b'] }] },
    1,
    false,
    false,
  ],
  [
    'oneOf: the other lacks a key',
    { oneOf: [{ required: ['a'] }, { required: ['b'] }] },
    { a: 1 },
    true,
    false,
  ],
  [
    'oneOf: both keys',
    { oneOf: [{ required: ['a'] }, { required: ['b'] }] },
    { a: 1, b: 1 },
    false,
    false,
  ],
  [
    'refuted through a property constant',
    { type: 'object', properties: { kind: { const: 'volley' } } },
    { kind: 'aoe' },
    false,
    true,
  ],
  ['anyOf', { anyOf: [{ type: 'string' }, { type: 'null' }] }, null, true, false],
  ['an unknown keyword', { type: 'number', not: { const: 1 } }, 2, false, false],
  ['an unknown branch', { anyOf: [{ not: {} }, { type: 'string' }] }, 's', true, false],
  [
    'draft-07',
    { $schema: 'http://json-schema.org/draft-07/schema#', type: 'string' },
    's',
    true,
    false,
  ],
  ['notes', { type: 'string', description: 'a name', examples: ['Ann'] }, 'Bo', true, false],
  ['false', { properties: { a: false } }, { a: 1 }, false, true],
];

describe('the quick checks, keyword by keyword', () => {
  it.each(cases)('%s', (_name, schema, value, yes, refuted) => {
    const valid = oracle.validate(schema, value);
    expect([surelyValid(schema, value), surelyInvalid(schema, value)]).toEqual([yes, refuted]);
    if (yes) expect(valid).toBe(true);
    if (refuted) expect(valid).toBe(false);
  });

  it('leaves a schema Ajv refuses to Ajv, which still throws on first use', () => {
    const badNote: JsonSchema = { type: 'string', description: 5 };
    expect(surelyValid(badNote, 'x')).toBe(true);
    expect(() => schemaProblems(badNote, 'x')).toThrow();
  });
});
