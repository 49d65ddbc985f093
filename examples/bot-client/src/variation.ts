/**
 * New orders from a decision's one legal `example` and its JSON Schema, for decisions whose legal
 * orders are too many to list (a maneuver). `vary` draws other values where the schema allows:
 * each of its listed options (`enum`), or a whole number near the example's. The server has the
 * last word, and when it refuses, a `mender` changes what each problem names (its `path`, a JSON
 * Pointer): another option not yet refused there, or else the example's own value.
 */
import type { Random } from './random.js';

type Json = unknown;
type Schema = Record<string, unknown>;

/** Values a bot should never draw at random: they take its own ship out of the fight. */
const LEAVES_THE_FIGHT = new Set<unknown>(['EJECT', 'WITHDRAW']);

/**
 * How far a number may move from the example's (thrust, speed): mostly down or not at all, as a
 * ship that keeps speeding up soon flies off the table and loses the match by its absence.
 */
const STEP = { down: 2, up: 1 };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const takesItselfOut = (order: Json): boolean =>
  [...LEAVES_THE_FIGHT].some((value) => JSON.stringify(order).includes(JSON.stringify(value)));

/** The schema of `key` inside `schema` (an object's property, an array's item, an anyOf branch). */
function inner(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined;
  if (/^\d+$/.test(key) && isObject(schema.items)) return schema.items;
  const properties = schema.properties;
  if (isObject(properties) && isObject(properties[key])) return properties[key];
  for (const branch of [schema.anyOf, schema.oneOf].flat()) {
    const found = isObject(branch) ? inner(branch, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The values the schema lists for a leaf, but those a bot never draws. */
const options = (schema: Schema | undefined): unknown[] =>
  Array.isArray(schema?.enum) ? schema.enum.filter((v) => !LEAVES_THE_FIGHT.has(v)) : [];

function varyValue(value: Json, schema: Schema | undefined, random: Random): Json {
  if (Array.isArray(value))
    return value.map((v, i) => varyValue(v, inner(schema, String(i)), random));
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, varyValue(v, inner(schema, k), random)]),
    );
  }
  const listed = options(schema);
  if (listed.length > 1) return listed[random.int(listed.length)];
  if (typeof value === 'number' && Number.isInteger(value) && random.chance(1 / 2)) {
    const moved = value - STEP.down + random.int(STEP.down + STEP.up + 1);
    // A quantity keeps its sign (a negative thrust is no thrust at all).
    const minimum = typeof schema?.minimum === 'number' ? schema.minimum : value >= 0 ? 0 : moved;
    return Math.max(minimum, moved);
  }
  return value;
}

/** The example with other values drawn where the schema allows. */
export function vary(example: Json, schema: Schema, random: Random): Json {
  return varyValue(example, schema, random);
}

const pointer = (path: string): string[] =>
  path === ''
    ? []
    : path
        .split('/')
        .slice(1)
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

const has = (value: Json, key: string): boolean =>
  (Array.isArray(value) || isObject(value)) && key in value;

/** The part of `value` the first `depth` keys lead to. */
const at = (value: Json, keys: readonly string[], depth: number): Json =>
  keys.slice(0, depth).reduce<Json>((v, k) => (v as Record<string, Json>)[k], value);

/** Mends refused orders for one decision, remembering what was refused where. */
export function mender(
  example: Json,
  schema: Schema,
  random: Random,
): (order: Json, problems: readonly { path?: string }[]) => Json {
  const refused = new Map<string, Set<string>>();
  return (order, problems) => {
    const mended = structuredClone(order);
    for (const { path = '' } of problems) {
      const keys = pointer(path);
      // The deepest part the path names that both the order and the example have.
      let depth = 0;
      while (
        depth < keys.length &&
        has(at(mended, keys, depth), keys[depth]) &&
        has(at(example, keys, depth), keys[depth])
      )
        depth++;
      // A problem with the whole order: only the example is sure.
      if (depth === 0) return structuredClone(example);
      const named = keys.slice(0, depth);
      const key = named[depth - 1];
      const parent = at(mended, named, depth - 1) as Record<string, Json>;
      const where = named.join('/');
      const seen = refused.get(where) ?? new Set<string>();
      seen.add(JSON.stringify(parent[key]));
      refused.set(where, seen);
      const leaf = named.reduce<Schema | undefined>((s, k) => inner(s, k), schema);
      const untried = options(leaf).filter((v) => !seen.has(JSON.stringify(v)));
      parent[key] =
        untried.length > 0
          ? untried[random.int(untried.length)]
          : structuredClone(at(example, named, depth));
    }
    return mended;
  };
}
