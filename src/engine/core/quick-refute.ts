/**
 * A structural check that can only say no: true when a value surely fails a JSON Schema, false
 * when it may pass. The quick check (quick-schema.ts) needs it for `oneOf`, which passes only when
 * exactly one branch does: a branch it passes counts only if every other branch surely fails.
 * A schema's keywords are all required at once, so one keyword the value fails is enough; this
 * looks at the few that tell order shapes apart (type, required, const, enum, properties) in a
 * schema whose keywords are all known to the quick check, and says false for any other schema.
 */
/** A schema object: json-schema.ts's `JsonSchema`, named here as that file imports this one. */
export type SchemaObject = Record<string, unknown>;

/** A yes-only or no-only question about a value. */
export type Check = (value: unknown) => boolean;

export const always: Check = () => true;
export const never: Check = () => false;

/** An object as JSON Schema's `object` type (and Ajv) sees it: not null, not an array. */
export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** A schema value Ajv compares with `===`: neither an object nor NaN, which equals nothing. */
export function comparable(v: unknown): boolean {
  return (v === null || (typeof v !== 'object' && typeof v !== 'function')) && v === v;
}

/** Keywords that say nothing about whether a value passes. */
export const NOTES: ReadonlySet<string> = new Set([
  'description',
  'title',
  '$comment',
  'examples',
  'default',
]);

/** Every keyword the quick checks know; a schema with any other is left to Ajv. */
export const KNOWN: ReadonlySet<string> = new Set([
  ...NOTES,
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'minItems',
  'maxItems',
  'anyOf',
  'oneOf',
]);

export function allKnown(schema: SchemaObject): boolean {
  for (const key in schema) if (!KNOWN.has(key)) return false;
  return true;
}

/** Whether `v` may be of JSON type `type` in Ajv's eyes (false: surely not). */
function mayBe(type: unknown, v: unknown): boolean {
  switch (type) {
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'null':
      return v === null;
    case 'number':
      // Ajv runs with `strictNumbers`: NaN and the infinities are not numbers.
      return Number.isFinite(v);
    case 'integer':
      return Number.isInteger(v);
    case 'string':
    case 'boolean':
      return typeof v === type;
    default:
      return true;
  }
}

function buildRefuter(schema: SchemaObject): Check {
  if (!allKnown(schema)) return never;
  const parts: Check[] = [];
  const { type, required, properties } = schema;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    parts.push((v) => !types.some((t) => mayBe(t, v)));
  }
  if (Array.isArray(required)) {
    const names = required as string[];
    parts.push((v) => isObject(v) && names.some((n) => v[n] === undefined));
  }
  if ('const' in schema && comparable(schema.const)) {
    const c = schema.const;
    parts.push((v) => v !== c);
  }
  const allowed = schema.enum;
  if (Array.isArray(allowed) && allowed.every(comparable)) {
    parts.push((v) => !allowed.includes(v));
  }
  if (isObject(properties)) {
    const each = Object.entries(properties).map(([n, s]) => [n, refuter(s)] as const);
    parts.push((v) => {
      if (!isObject(v)) return false;
      for (const [name, fails] of each) {
        const x = v[name];
        if (x !== undefined && fails(x)) return true;
      }
      return false;
    });
  }
  return (v) => parts.some((p) => p(v));
}

const refuters = new WeakMap<object, Check>();

/** The no-only check of a schema (or boolean schema), built once per schema object. */
export function refuter(schema: unknown): Check {
  if (schema === false) return always;
  if (!isObject(schema)) return never;
  let check = refuters.get(schema);
  if (!check) {
    check = buildRefuter(schema);
    refuters.set(schema, check);
  }
  return check;
}

/** True only when `value` surely fails `schema`; false says nothing. */
export function surelyInvalid(schema: SchemaObject, value: unknown): boolean {
  return refuter(schema)(value);
}
