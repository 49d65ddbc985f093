/**
 * A structural check that can only say yes: a value it passes surely satisfies its JSON Schema,
 * and `schemaProblems` then skips Ajv; anything else (a malformed order, or a part of a schema it
 * does not know) goes to Ajv, which decides and lists the problems. Every order of every game is
 * checked, and Ajv's generated code keeps error bookkeeping on the way even when it stops at the
 * first error: every failing `anyOf` or `oneOf` branch builds error objects that are then
 * thrown away. Each keyword here follows Ajv's own test (which values it applies to, `for...in`
 * over keys, `===` for primitive constants, code points for lengths) or a stricter one.
 *
 * Like Ajv, a schema is compiled into JavaScript source, one function per subschema: a tree of
 * closures, calling each other through call sites that see every kind of check, ran 2-4 times
 * slower than Ajv's own code on the rulesets' orders.
 */
import {
  allKnown,
  comparable,
  NOTES,
  refuter,
  type Check,
  type SchemaObject,
} from './quick-refute.js';

/** Ajv's only dialect here: a document naming another one is left to it. */
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

const OBJECT_KEYWORDS = new Set([
  'properties',
  'required',
  'additionalProperties',
  'maxProperties',
]);

const isObject = (d: string) => `${d} !== null && typeof ${d} === "object" && !Array.isArray(${d})`;

/** Ajv's type tests under `strictNumbers`: no NaN or infinity is a number (JSON has none). */
const TYPE_TESTS: ReadonlyMap<unknown, (d: string) => string> = new Map([
  ['object', isObject],
  ['array', (d: string) => `Array.isArray(${d})`],
  ['null', (d: string) => `${d} === null`],
  ['number', (d: string) => `Number.isFinite(${d})`],
  ['integer', (d: string) => `Number.isInteger(${d})`],
  ['string', (d: string) => `typeof ${d} === "string"`],
  ['boolean', (d: string) => `typeof ${d} === "boolean"`],
]);

/** Ajv's number keywords, by the comparison a number must pass. */
const LIMITS: ReadonlyMap<string, string> = new Map([
  ['minimum', '>='],
  ['maximum', '<='],
  ['exclusiveMinimum', '>'],
  ['exclusiveMaximum', '<'],
]);

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** A primitive as JavaScript source (`comparable` values only: no NaN, no objects). */
function literal(v: unknown): string {
  return typeof v === 'number' ? String(v) : JSON.stringify(v);
}

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

/** Thrown while compiling a subschema the quick check does not know: that subschema says no. */
class Unknown extends Error {}

/**
 * One root schema's compilation into JavaScript source. Nested schemas are written inline, as
 * Ajv does, each failure returning false from the whole function; only the branches of `anyOf`
 * and `oneOf`, whose own answers are needed, are functions of their own.
 */
class Compilation {
  readonly sources: string[] = [];
  readonly patterns: RegExp[] = [];
  readonly refuters: Check[] = [];
  private readonly names = new Map<unknown, string>();
  private vars = 0;
  private depth = 0;

  /** The name of the function that checks `schema`, compiled on first need. */
  fn(schema: unknown): string {
    let name = this.names.get(schema);
    if (name) return name;
    name = `s${this.names.size}`;
    this.names.set(schema, name);
    this.sources.push(`function ${name}(d) {\n${this.inline(schema, 'd')}\nreturn true;\n}`);
    return name;
  }

  /** Statements that return false unless the value in variable `d` passes `schema`. */
  private inline(schema: unknown, d: string): string {
    if (this.depth > 64) return 'return false;';
    this.depth++;
    try {
      return this.body(schema, d);
    } catch (e) {
      if (!(e instanceof Unknown)) throw e;
      return 'return false;';
    } finally {
      this.depth--;
    }
  }

  private variable(prefix: string): string {
    return `${prefix}${this.vars++}`;
  }

  private body(schema: unknown, d: string): string {
    if (schema === true) return '';
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) throw new Unknown();
    const s = schema as SchemaObject;
    if (!allKnown(s)) throw new Unknown();
    const lines: string[] = [];
    for (const key of Object.keys(s)) {
      if (NOTES.has(key) || OBJECT_KEYWORDS.has(key)) continue;
      lines.push(this.keyword(key, s[key], d));
    }
    if (Object.keys(s).some((k) => OBJECT_KEYWORDS.has(k))) lines.push(this.object(s, d));
    return lines.join('\n');
  }

  private keyword(key: string, rule: unknown, d: string): string {
    const fail = (test: string) => `if (${test}) return false;`;
    switch (key) {
      case '$schema':
        if (rule !== DRAFT_07) throw new Unknown();
        return '';
      case 'type': {
        const types = Array.isArray(rule) ? rule : [rule];
        const tests = types.map((t) => TYPE_TESTS.get(t));
        if (tests.length === 0) throw new Unknown();
        return fail(`!(${tests.map((t) => (t ? `(${t(d)})` : 'false')).join(' || ')})`);
      }
      case 'enum':
        if (!Array.isArray(rule) || rule.length === 0 || !rule.every(comparable))
          throw new Unknown();
        return fail(rule.map((v) => `${d} !== ${literal(v)}`).join(' && '));
      case 'const':
        if (!comparable(rule)) throw new Unknown();
        return fail(`${d} !== ${literal(rule)}`);
      // The number keywords, as Ajv's, fail NaN and pass anything that is not a number.
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        if (!Number.isFinite(rule)) throw new Unknown();
        return fail(`typeof ${d} === "number" && !(${d} ${LIMITS.get(key)} ${literal(rule)})`);
      // A string has at least as many UTF-16 units as code points.
      case 'maxLength':
        if (!count(rule)) throw new Unknown();
        return fail(`typeof ${d} === "string" && ${d}.length > ${rule}`);
      case 'minLength':
        if (!count(rule)) throw new Unknown();
        return fail(`typeof ${d} === "string" && !hasCodePoints(${d}, ${rule})`);
      case 'pattern':
        return fail(`typeof ${d} === "string" && !patterns[${this.pattern(rule)}].test(${d})`);
      case 'items': {
        // A tuple (an array of schemas) is left to Ajv. An index loop, as Ajv's: a hole fails.
        if (Array.isArray(rule)) throw new Unknown();
        const [i, item] = [this.variable('i'), this.variable('v')];
        return `if (Array.isArray(${d})) for (let ${i} = 0; ${i} < ${d}.length; ${i}++) {
const ${item} = ${d}[${i}];
${this.inline(rule, item)}
}`;
      }
      case 'minItems':
        if (!count(rule)) throw new Unknown();
        return fail(`Array.isArray(${d}) && ${d}.length < ${rule}`);
      case 'maxItems':
        if (!count(rule)) throw new Unknown();
        return fail(`Array.isArray(${d}) && ${d}.length > ${rule}`);
      case 'anyOf':
        if (!Array.isArray(rule) || rule.length === 0) throw new Unknown();
        return fail(`!(${rule.map((b) => `${this.fn(b)}(${d})`).join(' || ')})`);
      case 'oneOf':
        return this.exactlyOne(rule, d);
      default:
        throw new Unknown();
    }
  }

  private pattern(rule: unknown): number {
    if (typeof rule !== 'string') throw new Unknown();
    try {
      // Ajv's pattern: a Unicode regular expression, searched for in strings only.
      this.patterns.push(new RegExp(rule, 'u'));
    } catch {
      throw new Unknown();
    }
    return this.patterns.length - 1;
  }

  /** `oneOf`: a branch that passes, every other surely failing (quick-refute.ts). */
  private exactlyOne(rule: unknown, d: string): string {
    if (!Array.isArray(rule) || rule.length === 0) throw new Unknown();
    const passes = rule.map((b) => this.fn(b));
    const fails = rule.map((b) => {
      this.refuters.push(refuter(b));
      return `refuters[${this.refuters.length - 1}]`;
    });
    const i = this.variable('n');
    const which = passes.map((p, k) => `${p}(${d}) ? ${k} : `).join('') + '-1';
    const others = fails.map((f, k) => `if (${i} !== ${k} && !${f}(${d})) return false;`);
    return `const ${i} = ${which};\nif (${i} < 0) return false;\n${others.join('\n')}`;
  }

  /** The object keywords, which say nothing about a value that is not an object. */
  private object(s: SchemaObject, d: string): string {
    const properties = s.properties ?? {};
    const required = s.required ?? [];
    const extra = s.additionalProperties ?? true;
    const most = s.maxProperties;
    if (properties === null || typeof properties !== 'object' || Array.isArray(properties))
      throw new Unknown();
    if (!Array.isArray(required) || !required.every((r) => typeof r === 'string'))
      throw new Unknown();
    if (most !== undefined && !count(most)) throw new Unknown();
    const props = properties as SchemaObject;
    const names = Object.keys(props);
    const lines = required.map((r) => `if (${d}[${literal(r)}] === undefined) return false;`);
    // As Ajv: a property holding undefined is absent, inherited ones are read too.
    for (const n of names) {
      const v = this.variable('v');
      lines.push(`const ${v} = ${d}[${literal(n)}];`);
      lines.push(`if (${v} !== undefined) {\n${this.inline(props[n], v)}\n}`);
    }
    if (extra !== true) {
      // `for...in`, as Ajv's own loop: inherited enumerable keys count as additional too.
      const k = this.variable('k');
      const known = names.map((n) => `${k} === ${literal(n)}`).join(' || ') || 'false';
      const v = this.variable('v');
      const check = `const ${v} = ${d}[${k}];\n${this.inline(extra, v)}`;
      lines.push(`for (const ${k} in ${d}) if (!(${known})) {\n${check}\n}`);
    }
    if (most !== undefined) lines.push(`if (Object.keys(${d}).length > ${most}) return false;`);
    return `if (${isObject(d)}) {\n${lines.join('\n')}\n}`;
  }
}

function build(schema: SchemaObject): Check {
  const c = new Compilation();
  const root = c.fn(schema);
  const source = `"use strict";\n${c.sources.join('\n')}\nreturn ${root};`;
  // Source built from the schema's keywords, numbers and JSON-quoted strings, as Ajv builds its own.
  const make = new Function('patterns', 'refuters', 'hasCodePoints', source) as (
    patterns: RegExp[],
    refuters: Check[],
    codePoints: typeof hasCodePoints,
  ) => Check;
  return make(c.patterns, c.refuters, hasCodePoints);
}

const checks = new WeakMap<object, Check>();

/** The yes-only check of a schema, built once per schema object. */
export function quickCheck(schema: SchemaObject): Check {
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
