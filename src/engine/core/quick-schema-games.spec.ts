/**
 * The quick checks (quick-schema.ts, quick-refute.ts) against Ajv on the orders of real games:
 * random games of every scenario of every ruleset, each sampled order and damaged copies of it
 * checked against its decision's schema (and each branch of a top-level `oneOf`, which
 * `shapeProblems` tries alone). The quick check must pass every sampled order, or orders would
 * still go to Ajv; it must never pass what Ajv refuses, and the refuter never refuse what Ajv
 * passes.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { allRulesets } from '../registry.js';
import { acceptingSchema, ORDER_TYPES } from '../rulesets/stratoyager/decisions/schema.js';
import { diceDuel } from '../testing/dice-duel/index.js';
import type { JsonSchema } from './json-schema.js';
import { Match } from './match.js';
import { surelyInvalid } from './quick-refute.js';
import { surelyValid } from './quick-schema.js';
import { rngFromSeed } from './rng.js';

type Json = Record<string, unknown>;

const oracle = new Ajv({ strict: false, strictNumbers: true });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function ajvPasses(schema: JsonSchema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = oracle.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value);
}

/** The object without `key`, which its prototype then holds as a getter no loop lists. */
function hiddenBehind(o: Json, key: string, value: unknown): Json {
  const { [key]: _gone, ...rest } = o;
  const proto = Object.defineProperty({}, key, { get: () => value, enumerable: false });
  return Object.assign(Object.create(proto) as Json, rest);
}

/** Copies of `value` with one thing wrong (or not) at each place: keys gone, added, retyped. */
function damaged(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    const holey = [...value, 'x'];
    delete holey[0];
    const out: unknown[] = [[...value, 'x'], value.slice(1), 'not an array', holey, [], {}];
    value.forEach((item, i) => {
      for (const d of damaged(item)) out.push(value.map((x, j) => (j === i ? d : x)));
    });
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const o = value as Json;
    const out: unknown[] = [
      { ...o, extra: 1 },
      [o],
      null,
      { ...o, toString: undefined },
      Object.assign(Object.create({ extra: 1 }) as Json, o),
    ];
    for (const key of Object.keys(o)) {
      const { [key]: _gone, ...rest } = o;
      out.push(rest, { ...o, [key]: undefined }, hiddenBehind(o, key, 7));
      for (const d of damaged(o[key])) out.push({ ...o, [key]: d });
    }
    return out;
  }
  if (typeof value === 'number')
    return [String(value), NaN, Infinity, -Infinity, value + 0.5, -value - 1, 1e9, -0];
  if (typeof value === 'string')
    return ['', 7, `${value}?`, null, '\u{1F680}', `${value}\u{1F680}`, '\uD800', 'x'.repeat(90)];
  return [null, 0, 'true', !value, undefined];
}

/** The schema and, for a top-level `oneOf`, each branch alone. */
function schemasOf(schema: JsonSchema): JsonSchema[] {
  return [schema, ...((schema.oneOf as JsonSchema[] | undefined) ?? [])];
}

describe('the quick structural checks on the orders of random games', () => {
  it('pass every sampled order, never where Ajv refuses, and refute only what Ajv refuses', () => {
    const tally = { yes: 0, no: 0, refuted: 0, sampled: 0 };
    const stratoyagerOrders = acceptingSchema(ORDER_TYPES);
    for (const ruleset of [...allRulesets(), diceDuel]) {
      for (const scenario of ruleset.scenarios) {
        for (let g = 0; g < 2; g++) {
          const seed = `quick-${g}`;
          const match = Match.create(
            ruleset,
            { rulesetId: ruleset.id, scenarioId: scenario.id },
            seed,
          );
          const chooser = rngFromSeed(seed, 'quick');
          for (let n = 0; !match.isOver && n < 300; n++) {
            const pending = match.pending();
            const d = pending[chooser.int(pending.length)];
            const order = match.sample(d.id, chooser);
            const described = match.describe(d.id).schema;
            expect([ruleset.id, d.id, surelyValid(described, order)]).toEqual([
              ruleset.id,
              d.id,
              true,
            ]);
            tally.sampled++;
            const schemas = schemasOf(described);
            if (ruleset.id === 'stratoyager') schemas.push(stratoyagerOrders);
            // Every fourth order damaged: enough shapes of each kind, in reasonable time.
            const variants = n % 4 === 0 ? [order, ...damaged(order)] : [order];
            for (const schema of schemas) {
              for (const v of variants) {
                const valid = ajvPasses(schema, v);
                if (surelyValid(schema, v)) {
                  tally.yes++;
                  if (!valid) throw new Error(`quick yes, Ajv no: ${JSON.stringify(v)}`);
                } else tally.no++;
                if (surelyInvalid(schema, v)) {
                  tally.refuted++;
                  if (valid) throw new Error(`refuted, Ajv yes: ${JSON.stringify(v)}`);
                }
              }
            }
            expect(match.submit(d.seat, d.id, order).ok).toBe(true);
          }
        }
      }
    }
    expect(tally.sampled).toBeGreaterThan(1000);
    expect(tally.no).toBeGreaterThan(0);
    expect(tally.refuted).toBeGreaterThan(0);
    expect(tally.yes).toBeGreaterThan(tally.sampled);
  }, 300_000);
});
