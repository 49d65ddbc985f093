import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { DriverCodes, type Problem } from './problems.js';

/** A JSON Schema (draft-07) document. */
export type JsonSchema = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

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
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => toProblem(e, code));
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
