/**
 * fast-check arbitraries derived from the JSON Schemas of a published document (OpenAPI's
 * components, a ruleset's decision schema): the subset those documents use — type, enum,
 * properties/required, additionalProperties, items, min/max, min/maxLength, maxItems, format,
 * nullable, allOf/anyOf and `$ref` — in three flavours:
 *
 * - `valid`: what the schema allows, preferring values the running server knows (real ids);
 * - `boundary`: valid shapes with every limit probed at and just past its edge;
 * - `malformed`: the same, with hostile values swapped in, fields dropped and unknown ones added.
 */
import fc from 'fast-check';
import { hostileKey, hostileNumber, hostileString, hostileValue } from './hostile.js';

export type Flavor = 'valid' | 'boundary' | 'malformed';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  nullable?: boolean;
  const?: unknown;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  example?: unknown;
  default?: unknown;
}

/** Values the running server knows, by the name of the field or parameter that carries them. */
export type Dictionary = ReadonlyMap<string, readonly unknown[]>;

/** A schema with the document its `$ref`s point into. */
export interface SchemaDocument {
  schema: Schema;
  resolve(ref: string): Schema;
}

/** Resolves `#/...` JSON Pointers against `root` (OpenAPI components, a ruleset's `definitions`). */
export function pointerResolver(root: unknown): (ref: string) => Schema {
  return (ref) => {
    let at: unknown = root;
    for (const part of ref.replace(/^#\//, '').split('/')) {
      const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
      at = (at as Record<string, unknown> | undefined)?.[key];
    }
    if (!at || typeof at !== 'object') throw new Error(`unresolvable $ref ${ref}`);
    return at as Schema;
  };
}

export interface Derivation {
  flavor: Flavor;
  dictionary: Dictionary;
  /**
   * Schemas the server publishes at run time for fields the document leaves free-form, by field
   * name: a decision's `schema` for `order`, a ruleset's `combatRequestSchema` for `request`...
   */
  shapes: ReadonlyMap<string, readonly SchemaDocument[]>;
  resolve(ref: string): Schema;
}

/** How deep a derived value may go before it is cut short (schemas here are not recursive). */
const MAX_DEPTH = 6;

export function arbitraryFor(
  schema: Schema,
  d: Derivation,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const choices: fc.WeightedArbitrary<unknown>[] = [
    { weight: 1, arbitrary: derive(schema, d, name, depth) },
  ];
  const known = d.dictionary.get(name) ?? [];
  if (known.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...known) });
  for (const shape of depth < MAX_DEPTH ? (d.shapes.get(name) ?? []) : []) {
    // Unnamed, so that the shape's own fields look themselves up but it does not recurse into itself.
    const inShape = { ...d, resolve: shape.resolve };
    choices.push({ weight: 2, arbitrary: derive(shape.schema, inShape, '', depth + 1) });
  }
  const withKnown = choices.length > 1 ? fc.oneof(...choices) : choices[0].arbitrary;
  if (d.flavor !== 'malformed') return withKnown;
  return fc.oneof({ weight: 4, arbitrary: withKnown }, { weight: 1, arbitrary: hostileValue });
}

function derive(schema: Schema, d: Derivation, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(d.resolve(schema.$ref), d, name, depth);
  const own = deriveOwn(schema, d, name, depth);
  return schema.nullable && d.flavor !== 'valid'
    ? fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: fc.constant(null) })
    : own;
}

function deriveOwn(
  schema: Schema,
  d: Derivation,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.allOf?.length) {
    // The documents use allOf to attach a description to one $ref: merge, the ref's shape first.
    const merged = schema.allOf.reduce<Schema>(
      (acc, part) => ({ ...acc, ...(part.$ref ? d.resolve(part.$ref) : part) }),
      {},
    );
    return derive({ ...merged, nullable: schema.nullable }, d, name, depth);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((alt) => derive(alt, d, name, depth + 1)));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => deriveOwn({ ...schema, type }, d, name, depth)));
  }
  if (schema.enum?.length) return enumOf(schema.enum, d.flavor);
  if ('const' in schema) return enumOf([schema.const], d.flavor);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return numberOf(schema, d.flavor);
    case 'string':
      return stringOf(schema, d.flavor);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayOf(schema, d, name, depth);
    case 'object':
      return objectOf(schema, d, depth);
    default:
      return depth >= MAX_DEPTH ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function enumOf(values: unknown[], flavor: Flavor): fc.Arbitrary<unknown> {
  const valid = fc.constantFrom(...values);
  if (flavor === 'valid') return valid;
  const nearMisses = values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\u0000`]);
  return nearMisses.length
    ? fc.oneof(
        { weight: 3, arbitrary: valid },
        { weight: 1, arbitrary: fc.constantFrom(...nearMisses) },
      )
    : valid;
}

function numberOf(schema: Schema, flavor: Flavor): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? Math.max(min + 1000, 1000) : 1e6);
  const valid: fc.Arbitrary<number> = integer
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  if (flavor === 'valid') return valid;
  const edges = numberEdges(schema);
  if (flavor === 'boundary') return fc.oneof(valid, edges);
  return fc.oneof(valid, edges, hostileNumber);
}

/**
 * The schema's bounds, just inside and just outside, and the storage types' own: a bound the
 * schema does not state is int32's or int64's (or a double's precision).
 */
export function numberEdges(schema: Schema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const stated = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined);
  const edges = stated.flatMap((n) => [n - 1, n, n + 1]);
  if (integer) edges.push((schema.minimum ?? 0) + 0.5);
  edges.push(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 63, 1e21);
  return fc.constantFrom(...edges);
}

function stringOf(schema: Schema, flavor: Flavor): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const valid: fc.Arbitrary<string> =
    schema.format === 'uuid'
      ? fc.uuid()
      : schema.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
        : fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
  const examples = [schema.example, schema.default].filter(
    (v): v is string => typeof v === 'string',
  );
  const withExamples = examples.length ? fc.oneof(valid, fc.constantFrom(...examples)) : valid;
  if (flavor === 'valid') return withExamples;
  const edges = fc.constantFrom(
    'x'.repeat(minLength),
    'x'.repeat(Math.max(0, minLength - 1)),
    'x'.repeat(schema.maxLength ?? 256),
    'x'.repeat((schema.maxLength ?? 256) + 1),
    'é'.repeat(schema.maxLength ?? 256),
    '🚀'.repeat(schema.maxLength ?? 256),
  );
  if (flavor === 'boundary') return fc.oneof(withExamples, edges);
  return fc.oneof(withExamples, edges, hostileString);
}

function arrayOf(
  schema: Schema,
  d: Derivation,
  name: string,
  depth: number,
): fc.Arbitrary<unknown[]> {
  const item =
    depth >= MAX_DEPTH
      ? fc.constant(null)
      : arbitraryFor(firstItem(schema.items), d, name, depth + 1);
  const maxLength = Math.min(schema.maxItems ?? 5, 5);
  const valid = fc.array(item, { minLength: schema.minItems ?? 0, maxLength });
  if (d.flavor === 'valid' || schema.maxItems === undefined) return valid;
  // Past the cap, by one and by a lot, one valid item repeated: a hostile item (a 70,000
  // character string, 20,000 levels of nesting) 20,000 times would make a body of gigabytes.
  const validItem = arbitraryFor(
    firstItem(schema.items),
    { ...d, flavor: 'valid' },
    name,
    depth + 1,
  );
  const over = fc
    .constantFrom(schema.maxItems + 1, schema.maxItems * 20)
    .chain((n) => validItem.map((one) => Array.from({ length: n }, () => one)));
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: over });
}

/** Draft-07 tuples (`items: [a, b]`) are generated as lists of their first item's shape. */
function firstItem(items: Schema | Schema[] | undefined): Schema {
  return (Array.isArray(items) ? items[0] : items) ?? {};
}

function objectOf(
  schema: Schema,
  d: Derivation,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0) {
    // A free-form object (a ruleset's request, setup, variants, order): only the dictionary knows.
    return depth >= MAX_DEPTH
      ? fc.constant({})
      : fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  }
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    names.map((key) => [key, arbitraryFor(properties[key], d, key, depth + 1)]),
  );
  const requiredKeys = d.flavor === 'malformed' ? [] : names.filter((key) => required.has(key));
  const valid = fc.record(model, { requiredKeys });
  if (d.flavor !== 'malformed') return valid;
  // Unknown fields beside the known ones: a strict server refuses them, none crashes on them.
  return fc
    .tuple(valid, fc.dictionary(hostileKey, hostileValue, { maxKeys: 2 }))
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}
