/**
 * The envelope's quick structural check (decisions/quick-shape.ts) may only say yes where Ajv
 * does: checked on every sampled submission of random games and on damaged copies of them. It
 * must also say yes to the sampled submissions, or every order would still go to Ajv.
 */
import { schemaProblems, type JsonSchema } from '../../../core/json-schema.js';
import { Match } from '../../../core/match.js';
import { rngFromSeed } from '../../../core/rng.js';
import { stratoyager } from '../index.js';
import { surelyMatches } from '../decisions/quick-shape.js';
import { acceptingSchema, ORDER_TYPES } from '../decisions/schema.js';

type Json = Record<string, unknown>;

/** Copies of `value` with one thing wrong (or not) at each place: keys gone, added, retyped. */
function damaged(value: unknown): unknown[] {
  if (Array.isArray(value)) {
    const out: unknown[] = [[...value, 'x'], value.slice(1), 'not an array'];
    value.forEach((item, i) => {
      for (const d of damaged(item)) out.push(value.map((x, j) => (j === i ? d : x)));
    });
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const o = value as Json;
    const out: unknown[] = [{ ...o, extra: 1 }, [o], { ...o, toString: undefined }];
    for (const key of Object.keys(o)) {
      const { [key]: _gone, ...rest } = o;
      out.push(rest, { ...o, [key]: undefined });
      for (const d of damaged(o[key])) out.push({ ...o, [key]: d });
    }
    return out;
  }
  if (typeof value === 'number') return [String(value), NaN, Infinity, value + 0.5, -1, 1e9];
  if (typeof value === 'string') return ['', 7, `${value}?`, null];
  return [null, 0, 'true'];
}

describe('the quick structural check of submissions', () => {
  it('passes every sampled submission and never passes one Ajv refuses', () => {
    const everyType: JsonSchema = acceptingSchema(ORDER_TYPES);
    let quickYes = 0;
    let quickNo = 0;
    for (const scenario of stratoyager.scenarios) {
      for (let g = 0; g < 3; g++) {
        const seed = `quick-${g}`;
        const match = Match.create(
          stratoyager,
          { rulesetId: stratoyager.id, scenarioId: scenario.id },
          seed,
        );
        const chooser = rngFromSeed(seed, 'quick');
        for (let n = 0; !match.isOver && n < 400; n++) {
          const pending = match.pending();
          const d = pending[chooser.int(pending.length)];
          const order = match.sample(d.id, chooser);
          const described = match.describe(d.id).schema;
          expect(surelyMatches(described, order)).toBe(true);
          expect(surelyMatches(everyType, order)).toBe(true);
          for (const schema of [described, everyType]) {
            for (const bad of damaged(order)) {
              if (!surelyMatches(schema, bad)) {
                quickNo++;
                continue;
              }
              quickYes++;
              expect(schemaProblems(schema, bad)).toEqual([]);
            }
          }
          expect(match.submit(d.seat, d.id, order).ok).toBe(true);
        }
      }
    }
    expect(quickYes).toBeGreaterThan(0);
    expect(quickNo).toBeGreaterThan(quickYes);
  }, 120_000);
});
