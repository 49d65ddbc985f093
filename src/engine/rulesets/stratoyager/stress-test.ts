/**
 * A stateless hull-stress test (SY-STRESS): the dice one Maneuver Action costs a unit, rolled or as
 * exact odds, so a VTT can run the movement half of a segment without a match. The order is checked
 * as the match checks it (SY-MOV, SY-YAW), on a unit with the stated speed and yaw offset.
 */
import type { Refusal } from '../../core/contract.js';
import { DiceNeeded, type Dice } from '../../core/dice.js';
import { schemaProblems, type JsonSchema } from '../../core/json-schema.js';
import { problem } from '../../core/problems.js';
import { maneuverProblems } from './decisions/maneuver.js';
import { ORDER_SCHEMAS } from './decisions/schema.js';
import type { Hour, ManeuverOrder, ManeuverSpec, UnitType, YawSpec } from './model.js';
import {
  stressBase,
  stressFailsOn,
  stressFailures,
  stressPool,
  stressPurpose,
  stressResult,
  stressToken,
  type StressResult,
} from './rules/stress.js';
import { newUnit } from './setup.js';
import { HOUR_SCHEMA } from './table-schema.js';
import { findUnitType } from './units/index.js';
import { sum, toProbability, type Probability } from './combat/fraction.js';
import { facesAtLeastDistribution } from './combat/odds.js';

export interface StressTestRequest {
  stress: {
    typeId: string;
    /** Speed before the Maneuver Action. */
    speed: number;
    /** (facing − course) before it, in hours (default 0: aligned). */
    facingOffset?: Hour;
    /** The unit already yawed this turn (SY-YAW-1). */
    yawed?: boolean;
    maneuvers: [ManeuverSpec, ManeuverSpec];
    yaw?: YawSpec;
    evasive?: boolean;
  };
}

/** The match's MANEUVER order schema: its maneuvers and yaw, checked the same way here. */
const order = ORDER_SCHEMAS.MANEUVER.properties as Record<string, JsonSchema>;

export const stressTestSchema: JsonSchema = {
  type: 'object',
  title: 'Hull-stress test',
  additionalProperties: false,
  required: ['stress'],
  properties: {
    stress: {
      type: 'object',
      additionalProperties: false,
      required: ['typeId', 'speed', 'maneuvers'],
      properties: {
        typeId: { type: 'string' },
        speed: { type: 'integer', minimum: 0, maximum: 99 },
        facingOffset: HOUR_SCHEMA,
        yawed: { type: 'boolean' },
        maneuvers: order.maneuvers,
        yaw: order.yaw,
        evasive: { type: 'boolean' },
      },
    },
  },
};

interface PreparedTest {
  type: UnitType;
  base: number;
  pool: number;
  failsOn: number;
}

function prepareTest(input: unknown): { ok: true; test: PreparedTest } | Refusal {
  const malformed = schemaProblems(stressTestSchema, input);
  if (malformed.length > 0) return { ok: false, problems: malformed };
  const s = (input as StressTestRequest).stress;
  const type = findUnitType(s.typeId);
  if (!type) {
    const unknown = problem('UNKNOWN_UNIT_TYPE', `no unit type "${s.typeId}"`, '/stress/typeId');
    return { ok: false, problems: [unknown] };
  }
  const unit = { ...newUnit('unit', type.typeId, 0), speed: s.speed, yawed: s.yawed ?? false };
  unit.facing = s.facingOffset ?? 0;
  const order: ManeuverOrder = {
    type: 'MANEUVER',
    unitId: unit.id,
    maneuvers: s.maneuvers,
    yaw: s.yaw,
    evasive: s.evasive,
  };
  const problems = maneuverProblems(unit, order, '/stress');
  if (problems.length > 0) return { ok: false, problems };
  const base = stressBase(order, type);
  return {
    ok: true,
    test: { type, base, pool: stressPool(base, type), failsOn: stressFailsOn(type) },
  };
}

function described(t: PreparedTest) {
  return { typeId: t.type.typeId, base: t.base, pool: t.pool, failsOn: t.failsOn };
}

export type StressTestResolution = ReturnType<typeof described> & {
  ok: true;
  faces: number[];
  failures: number;
  result: StressResult;
  /** The stress token the result leaves (SY-STRESS-4). */
  token: ReturnType<typeof stressToken>;
  /** STRUCTURAL_DAMAGE: one structure lost. */
  structureLost: number;
};

/** Roll the test (no dice when the pool is 0: SY-STRESS-2). */
export function resolveStressTest(input: unknown, dice: Dice): StressTestResolution | Refusal {
  const prepared = prepareTest(input);
  if (!prepared.ok) return prepared;
  const t = prepared.test;
  let faces: number[] = [];
  try {
    if (t.pool > 0) {
      const purpose = stressPurpose(t.type.typeId, t.base, t.pool, t.type);
      faces = dice.roll({ sides: 6, count: t.pool, purpose });
    }
  } catch (e) {
    if (e instanceof DiceNeeded) {
      const needed = problem('DICE_NEEDED', `${e.message}: supply more faces`, '/dice');
      return { ok: false, problems: [needed] };
    }
    throw e;
  }
  const failures = stressFailures(faces, t.type);
  const result = stressResult(failures);
  return {
    ok: true,
    ...described(t),
    faces,
    failures,
    result,
    token: stressToken(result),
    structureLost: result === 'STRUCTURAL_DAMAGE' ? 1 : 0,
  };
}

export type StressTestOdds = ReturnType<typeof described> & {
  ok: true;
  /** Index k: P(exactly k failures). */
  failures: Probability[];
  results: Record<StressResult, Probability>;
};

/** The exact odds of each result: failures are binomial over the pool (SY-STRESS-3, -4). */
export function stressTestOdds(input: unknown): StressTestOdds | Refusal {
  const prepared = prepareTest(input);
  if (!prepared.ok) return prepared;
  const t = prepared.test;
  const failures = facesAtLeastDistribution(t.pool, t.failsOn);
  const results: Record<StressResult, Probability> = {} as Record<StressResult, Probability>;
  const byResult = new Map<StressResult, (typeof failures)[number][]>();
  failures.forEach((p, k) => {
    const r = stressResult(k);
    byResult.set(r, [...(byResult.get(r) ?? []), p]);
  });
  for (const r of ['NONE', 'GREYOUT', 'BLACKOUT', 'STRUCTURAL_DAMAGE', 'DESTROYED'] as const) {
    results[r] = toProbability(sum(byResult.get(r) ?? []));
  }
  return { ok: true, ...described(t), failures: failures.map(toProbability), results };
}
