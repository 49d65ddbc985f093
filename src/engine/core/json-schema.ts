import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { DriverCodes, type Problem } from './problems.js';
import { quickCheck } from './quick-schema.js';

/** A JSON Schema (draft-07) document. */
export type JsonSchema = Record<string, unknown>;

/**
 * Three checks per schema. Most documents checked are well formed (every order a bot draws),
 * and for those only the yes/no answer matters: the quick check (quick-schema.ts), which can only
 * say yes, gives it for the shapes it knows; else the validator that stops at the first error,
 * without building error objects for each failing `oneOf` or `anyOf` branch on the way. Only a
 * document that one rejects goes through the one that lists every error, compiled on first need.
 * Validity does not depend on `allErrors`, so the problems are those the full check alone gives.
 */
// `strictNumbers`: NaN and the infinities are no JSON numbers. A JSON body can carry 1e999, which
// parses to Infinity and would reach the rules (and be stored as null).
const ajv = new Ajv({ allErrors: true, strict: false, strictNumbers: true });
const quickAjv = new Ajv({ allErrors: false, strict: false, strictNumbers: true });
const full = new WeakMap<JsonSchema, ValidateFunction>();
const quick = new WeakMap<JsonSchema, (value: unknown) => boolean>();

function fullValidator(schema: JsonSchema): ValidateFunction {
  let validate = full.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    full.set(schema, validate);
  }
  return validate;
}

/**
 * Structural check of a document against a schema, as `MALFORMED` problems with JSON Pointer
 * paths. Rulesets run it before their semantic checks. Schemas are compiled once per object, so
 * pass the same schema object each time.
 */
export function schemaProblems(
  schema: JsonSchema,
  value: unknown,
  code: string = DriverCodes.malformed,
): Problem[] {
  if (passes(schema, value)) return [];
  const validate = fullValidator(schema);
  validate(value);
  return (validate.errors ?? []).map((e) => toProblem(e, code));
}

/**
 * Whether the document is valid: the quick check, else the quick validator. That validator is
 * compiled with the check all the same, so a schema Ajv refuses still throws on first use.
 */
function passes(schema: JsonSchema, value: unknown): boolean {
  let check = quick.get(schema);
  if (!check) {
    const validate = quickAjv.compile(schema);
    const surely = quickCheck(schema);
    check = (v) => surely(v) || validate(v);
    quick.set(schema, check);
  }
  return check(value);
}

function toProblem(e: ErrorObject, code: string): Problem {
  const where = e.instancePath || '(the document)';
  let detail = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') {
    const extra = (e.params as { additionalProperty: string }).additionalProperty;
    return {
      code,
      message: `${where} has an unknown property "${extra}"`,
      path: `${e.instancePath}/${extra}`,
    };
  }
  if (e.keyword === 'enum') {
    detail = `must be one of ${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)}`;
  }
  if (e.keyword === 'required') {
    const missing = (e.params as { missingProperty: string }).missingProperty;
    return {
      code,
      message: `${where} is missing "${missing}"`,
      path: `${e.instancePath}/${missing}`,
    };
  }
  return { code, message: `${where} ${detail}`, path: e.instancePath };
}

/**
 * Structural check against a schema whose top level may be a `oneOf` of order shapes: the problems
 * are those of the branch the document is evidently meant for (the one whose `type` constant it
 * names, else the one whose required properties it has most of), not a list from every branch.
 * That branch is tried first: a well-formed order usually passes it, and then no other branch
 * is tried. Branches are tried with the quick checks: errors are listed only for the answer.
 */
export function shapeProblems(
  schema: JsonSchema,
  value: unknown,
  code: string = DriverCodes.malformed,
): Problem[] {
  const branches = schema.oneOf as JsonSchema[] | undefined;
  if (!branches) return schemaProblems(schema, value, code);
  const best = likeliestBranch(branches, value);
  if (passes(best, value)) return [];
  for (const b of branches) {
    if (b !== best && passes(b, value)) return [];
  }
  return schemaProblems(best, value, code);
}

/** The branch whose `type` constant the document names, else the one with most of its required keys. */
function likeliestBranch(branches: readonly JsonSchema[], value: unknown): JsonSchema {
  const o = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  let best = branches[0];
  let bestScore = -1;
  for (const b of branches) {
    const props = (b.properties ?? {}) as Record<string, { const?: unknown }>;
    const required = (b.required ?? []) as string[];
    let score = props.type?.const !== undefined && props.type.const === o.type ? 10 : 0;
    for (const k of required) if (k in o) score++;
    if (score > bestScore) {
      best = b;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The usual order check: structure first (`shapeProblems`); only a well-formed order reaches the
 * rule checks, which may then read it as `O`.
 */
export function checkOrder<O>(
  schema: JsonSchema,
  order: unknown,
  rules: (order: O) => Problem[],
  code: string = DriverCodes.malformed,
): Problem[] {
  const structural = shapeProblems(schema, order, code);
  return structural.length > 0 ? structural : rules(order as O);
}
