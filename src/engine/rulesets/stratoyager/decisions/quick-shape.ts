/**
 * A structural check that can only say yes: a submission it passes surely satisfies its JSON
 * Schema, and the envelope then skips Ajv; anything else (a malformed order, or a shape it does not
 * know) goes to Ajv, which gives the problems. It knows the few keywords of schema.ts and
 * answers false for any other. Every order of every game is checked, and Ajv's generated code,
 * with its error bookkeeping for `anyOf`, was most of the envelope's time.
 */
import type { JsonSchema } from '../../../core/json-schema.js';

type Check = (value: unknown) => boolean;

const never: Check = () => false;

/** Keywords that say nothing about whether a value passes. */
const NOTES = new Set(['description', 'title', '$comment', 'examples']);

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function typeCheck(type: unknown): Check {
  switch (type) {
    case 'object':
      return isObject;
    case 'array':
      return Array.isArray;
    case 'string':
      return (v) => typeof v === 'string';
    // Ajv also passes NaN and the infinities; those go to Ajv, which decides.
    case 'number':
      return (v) => Number.isFinite(v);
    case 'integer':
      return (v) => Number.isInteger(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    default:
      return never;
  }
}

function primitive(v: unknown): boolean {
  return v === null || (typeof v !== 'object' && typeof v !== 'function');
}

function objectCheck(schema: JsonSchema): Check {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  const checks = new Map(names.map((n) => [n, compile(properties[n])]));
  const required = (schema.required ?? []) as string[];
  const extra = schema.additionalProperties;
  const extraCheck =
    extra === undefined || extra === true
      ? null
      : extra === false
        ? never
        : compile(extra as JsonSchema);
  return (v) => {
    const o = v as Record<string, unknown>;
    for (const name of required) if (o[name] === undefined) return false;
    // `for...in`, as Ajv's own loop: inherited enumerable keys count too.
    for (const key in o) {
      const value = o[key];
      // A key holding undefined: Ajv's answer depends on the keyword; let it give it.
      if (value === undefined) return false;
      const check = checks.get(key) ?? extraCheck;
      if (check !== null && !check(value)) return false;
    }
    return true;
  };
}

/** The check of one schema, compiled once (`compile` caches by schema object). */
function build(schema: JsonSchema): Check {
  const parts: Check[] = [];
  for (const key of Object.keys(schema)) {
    const rule = schema[key];
    switch (key) {
      case 'type':
        parts.push(typeCheck(rule));
        break;
      case 'properties':
      case 'required':
      case 'additionalProperties':
        break;
      case 'items': {
        if (Array.isArray(rule)) return never;
        const item = compile(rule as JsonSchema);
        parts.push((v) => Array.isArray(v) && v.every((x) => item(x)));
        break;
      }
      case 'enum': {
        const allowed = rule as unknown[];
        if (!allowed.every(primitive)) return never;
        parts.push((v) => allowed.includes(v));
        break;
      }
      case 'const':
        if (!primitive(rule)) return never;
        parts.push((v) => v === rule);
        break;
      case 'minLength': {
        // Ajv counts code points; a string has at least as many UTF-16 units, so ask it near 0.
        const min = rule as number;
        parts.push((v) => typeof v === 'string' && min <= 1 && v.length >= min);
        break;
      }
      case 'minimum':
        parts.push((v) => typeof v === 'number' && v >= (rule as number));
        break;
      case 'maximum':
        parts.push((v) => typeof v === 'number' && v <= (rule as number));
        break;
      case 'anyOf': {
        const branches = (rule as JsonSchema[]).map(compile);
        parts.push((v) => branches.some((b) => b(v)));
        break;
      }
      default:
        if (!NOTES.has(key)) return never;
    }
  }
  if ('properties' in schema || 'required' in schema || 'additionalProperties' in schema) {
    const object = objectCheck(schema);
    // As in JSON Schema, the object keywords say nothing about a value that is not an object.
    parts.push((v) => !isObject(v) || object(v));
  }
  return (v) => parts.every((p) => p(v));
}

const compiled = new WeakMap<JsonSchema, Check>();

function compile(schema: JsonSchema | boolean): Check {
  if (schema === true) return () => true;
  if (schema === false || !isObject(schema)) return never;
  let check = compiled.get(schema);
  if (!check) {
    check = build(schema);
    compiled.set(schema, check);
  }
  return check;
}

/** True only when `value` surely satisfies `schema`; false says nothing. */
export function surelyMatches(schema: JsonSchema, value: unknown): boolean {
  return compile(schema)(value);
}
