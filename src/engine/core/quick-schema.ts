/**
 * A structural check that can only say yes: a value it passes surely satisfies its JSON Schema,
 * and `schemaProblems` then skips Ajv; anything else (a malformed order, or a part of a schema it
 * does not know) goes to Ajv, which decides and lists the problems. Every order of every game is
 * checked, and Ajv's generated code keeps error bookkeeping on the way even when it stops at the
 * first error: every failing `anyOf` or `oneOf` branch builds error objects that are then
 * thrown away. Each keyword here follows Ajv's own test (which values it applies to, `for...in`
 * over keys, `===` for primitive constants, code points for lengths) or a stricter one.
 */
import {
  allKnown,
  always,
  comparable,
  isObject,
  never,
  NOTES,
  refuter,
  type Check,
  type SchemaObject,
} from './quick-refute.js';

/** Ajv's only dialect here: a document naming another one is left to it. */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

function typeTest(type: unknown): Check {
  switch (type) {
    case 'object':
      return isObject;
    case 'array':
      return Array.isArray;
    case 'null':
      return (v) => v === null;
    case 'number':
      return (v) => typeof v === 'number';
    // Ajv also takes the infinities as integers; those go to Ajv, which decides.
    case 'integer':
      return Number.isInteger;
    case 'string':
      return (v) => typeof v === 'string';
    case 'boolean':
      return (v) => typeof v === 'boolean';
    default:
      return never;
  }
}

function anyType(type: unknown): Check {
  if (!Array.isArray(type)) return typeTest(type);
  return someOf(type.map(typeTest));
}

function someOf(checks: readonly Check[]): Check {
  return (v) => {
    for (let i = 0; i < checks.length; i++) if (checks[i](v)) return true;
    return false;
  };
}

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** At least `min` code points, as Ajv counts them (a surrogate pair is one). */
function hasCodePoints(s: string, min: number): boolean {
  if (s.length >= 2 * min) return true;
  let points = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    if (++points >= min) return true;
  }
  return points >= min;
}

/** The object keywords, which say nothing about a value that is not an object. */
function objectCheck(schema: SchemaObject): Check {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const extra = schema.additionalProperties ?? true;
  const most = schema.maxProperties;
  if (!isObject(properties) || !Array.isArray(required) || (most !== undefined && !count(most)))
    return never;
  const names = Object.keys(properties);
  const checks = names.map((n) => quickCheck(properties[n]));
  const known = new Set(names);
  const extraCheck = extra === true ? null : quickCheck(extra);
  const needed = required as string[];
  return (v) => {
    if (!isObject(v)) return true;
    for (let i = 0; i < needed.length; i++) if (v[needed[i]] === undefined) return false;
    // As Ajv: a property holding undefined is absent, inherited ones are read too.
    for (let i = 0; i < names.length; i++) {
      const x = v[names[i]];
      if (x !== undefined && !checks[i](x)) return false;
    }
    // `for...in`, as Ajv's own loop: inherited enumerable keys count as additional too.
    if (extraCheck !== null)
      for (const key in v) if (!known.has(key) && !extraCheck(v[key])) return false;
    if (most !== undefined && Object.keys(v).length > most) return false;
    return true;
  };
}

/** `oneOf`: a branch that passes, every other surely failing. */
function exactlyOne(branches: readonly unknown[]): Check {
  const passes = branches.map(quickCheck);
  const fails = branches.map(refuter);
  return (v) => {
    let i = 0;
    while (i < passes.length && !passes[i](v)) i++;
    if (i === passes.length) return false;
    for (let j = 0; j < fails.length; j++) if (j !== i && !fails[j](v)) return false;
    return true;
  };
}

const OBJECT_KEYWORDS = new Set([
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
]);

/** One keyword's check; `undefined` for a note, `never` for a keyword or value it does not know. */
function keywordCheck(key: string, rule: unknown): Check | undefined {
  const number = typeof rule === 'number';
  switch (key) {
    case '$schema':
      return rule === DRAFT_07 ? undefined : never;
    case 'type':
      return anyType(rule);
    case 'enum':
      if (!Array.isArray(rule) || !rule.every(comparable)) return never;
      return (v) => rule.includes(v);
    case 'const':
      return comparable(rule) ? (v) => v === rule : never;
    // The number keywords, as Ajv's, fail NaN and pass anything that is not a number.
    case 'minimum':
      return number ? (v) => typeof v !== 'number' || v >= rule : never;
    case 'maximum':
      return number ? (v) => typeof v !== 'number' || v <= rule : never;
    case 'exclusiveMinimum':
      return number ? (v) => typeof v !== 'number' || v > rule : never;
    case 'exclusiveMaximum':
      return number ? (v) => typeof v !== 'number' || v < rule : never;
    // A string has at least as many UTF-16 units as code points.
    case 'maxLength':
      return count(rule) ? (v) => typeof v !== 'string' || v.length <= rule : never;
    case 'minLength':
      return count(rule) ? (v) => typeof v !== 'string' || hasCodePoints(v, rule) : never;
    case 'pattern':
      return typeof rule === 'string' ? patternCheck(rule) : never;
    case 'items': {
      // A tuple (an array of schemas) is left to Ajv. An index loop, as Ajv's: a hole fails.
      if (Array.isArray(rule)) return never;
      const item = quickCheck(rule);
      return (v) => {
        if (!Array.isArray(v)) return true;
        for (let i = 0; i < v.length; i++) if (!item(v[i])) return false;
        return true;
      };
    }
    case 'minItems':
      return count(rule) ? (v) => !Array.isArray(v) || v.length >= rule : never;
    case 'maxItems':
      return count(rule) ? (v) => !Array.isArray(v) || v.length <= rule : never;
    case 'anyOf':
      return Array.isArray(rule) ? someOf(rule.map(quickCheck)) : never;
    case 'oneOf':
      return Array.isArray(rule) ? exactlyOne(rule) : never;
    default:
      return NOTES.has(key) ? undefined : never;
  }
}

/** Ajv's pattern test: a Unicode regular expression, searched for in strings only. */
function patternCheck(pattern: string): Check {
  let rx: RegExp;
  try {
    rx = new RegExp(pattern, 'u');
  } catch {
    return never;
  }
  return (v) => typeof v !== 'string' || rx.test(v);
}

function build(schema: SchemaObject): Check {
  if (!allKnown(schema)) return never;
  const parts: Check[] = [];
  let objectKeywords = false;
  for (const key of Object.keys(schema)) {
    if (OBJECT_KEYWORDS.has(key)) {
      objectKeywords = true;
      continue;
    }
    const part = keywordCheck(key, schema[key]);
    if (part === never) return never;
    if (part) parts.push(part);
  }
  if (objectKeywords) parts.push(objectCheck(schema));
  if (parts.includes(never)) return never;
  if (parts.length === 0) return always;
  if (parts.length === 1) return parts[0];
  return (v) => {
    for (let i = 0; i < parts.length; i++) if (!parts[i](v)) return false;
    return true;
  };
}

const checks = new WeakMap<object, Check>();

/** The yes-only check of a schema (or boolean schema), built once per schema object. */
export function quickCheck(schema: unknown): Check {
  if (schema === true) return always;
  if (!isObject(schema)) return never;
  let check = checks.get(schema);
  if (!check) {
    check = build(schema);
    checks.set(schema, check);
  }
  return check;
}

/** True only when `value` surely satisfies `schema`; false says nothing. */
export function surelyValid(schema: SchemaObject, value: unknown): boolean {
  return quickCheck(schema)(value);
}
