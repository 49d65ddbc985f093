/**
 * Stateless combat (`Ruleset.combat`, SE-D-8): one direct-fire system at one ship, judged outside
 * any match with the same rule functions a match uses. `resolve` rolls it (to hit, interception,
 * damage marked hit by hit, so armor lost to one hit counts against the next); `odds` gives the
 * exact distributions of hits, hits left after interception and structure points of one hit.
 */
import type { CombatAdjudication, StepContext } from '../../../core/contract.js';
import type { Dice } from '../../../core/dice.js';
import { expectation, probabilities } from '../../../core/exact.js';
import { checkOrder } from '../../../core/json-schema.js';
import { weaponDef } from '../data/data.js';
import { applyHits, rollInterception } from '../rules/hits.js';
import { interceptValue } from '../rules/interception.js';
import { weaponOfSystem } from '../rules/systems.js';
import { factorHits } from '../rules/to-hit.js';
import type { PendingHit } from '../state.js';
import { damageCounts, dieModifierOf, hitCounts, rollPlan, survivingCounts } from './odds.js';
import {
  requestProblems,
  requestSchema,
  situationOf,
  type AttackRequest,
  type TableRequest,
} from './request.js';
import type { AttackTable } from './table-schema.js';
import { measureOnTable, type TableDerived } from './table.js';
import { problem, type Problem } from '../../../core/problems.js';

type Checked =
  | { ok: true; request: AttackRequest; derived: TableDerived | null }
  | { ok: false; problems: Problem[] };

/** Structure, then the table's measurements (or the stated range and section), then the rules. */
function check(input: unknown): Checked {
  let measured: { request: AttackRequest; derived: TableDerived | null } | null = null;
  const problems = checkOrder<TableRequest>(
    requestSchema,
    input,
    (r) => {
      if (r.table) {
        const m = measureOnTable(r as TableRequest & { table: AttackTable });
        if ('problems' in m) return m.problems;
        measured = m;
      } else {
        const missing: Problem[] = [];
        if (r.range === undefined)
          missing.push(problem('GEOMETRY_NEEDED', 'give `range`, or `table`', '/range'));
        if (r.target.section === undefined)
          missing.push(
            problem('GEOMETRY_NEEDED', 'give `target.section`, or `table`', '/target/section'),
          );
        if (missing.length > 0) return missing;
        measured = { request: r as AttackRequest, derived: null };
      }
      return requestProblems(measured.request);
    },
    'INVALID_REQUEST',
  );
  if (problems.length > 0 || !measured) return { ok: false, problems };
  const m = measured as { request: AttackRequest; derived: TableDerived | null };
  return { ok: true, request: m.request, derived: m.derived };
}

function resolve(request: unknown, dice: Dice) {
  const checked = check(request);
  if (!checked.ok) return checked;
  const r = checked.request;
  const sit = situationOf(r);
  const events: { type: string; data: Record<string, unknown> }[] = [];
  const ctx: StepContext = { dice, emit: (e) => events.push({ type: e.type, data: e.data }) };
  const { factors, tn } = rollPlan(sit, r);
  const rolls = dice.roll({ purpose: `to-hit, TN ${tn}`, sides: 10, count: factors.length });
  const n = rolls.reduce((sum, roll, i) => sum + factorHits(roll, tn, factors[i]), 0);
  const w = weaponOfSystem(sit.attacker, r.attacker.system);
  const hits: PendingHit[] = Array.from({ length: n }, (_, i) => ({
    id: `h-${i + 1}`,
    attacker: 'attacker',
    system: r.attacker.system,
    weapon: w.id,
    int: interceptValue(w),
    pulse: false,
    dieModifier: dieModifierOf(sit, r),
    origin: { x: 0, y: 0 },
    section: r.target.section,
  }));
  const dice0 = r.intercept_dice ?? 0;
  const allocations = hits
    .filter((h) => h.int > 0)
    .slice(0, dice0)
    .map((h) => ({
      hit: h.id,
      dice: [{ ship: 'target', pool: 'close_defense' as const, count: 1 }],
    }));
  const surviving = rollInterception(sit.state, sit.target, hits, allocations, ctx);
  applyHits(sit.state, sit.target, surviving, ctx);
  const sec = sit.target.sections[r.target.section];
  return {
    ok: true as const,
    derived: checked.derived,
    targetNumber: tn,
    rolls,
    hits: n,
    intercepted: n - surviving.length,
    damage: events.filter((e) => e.type === 'damage.dealt').map((e) => e.data),
    target: {
      destroyed: sit.target.status === 'destroyed',
      armorMarked: sec.armorMarked,
      blocksMarked: sec.blocksMarked,
      primaryMarked: sit.target.primaryMarked,
      shieldCapacity: sit.target.shields?.[r.target.section].capacity ?? null,
    },
  };
}

function odds(request: unknown) {
  const checked = check(request);
  if (!checked.ok) return checked;
  const r = checked.request;
  const sit = situationOf(r);
  const hits = hitCounts(sit, r);
  const surviving = survivingCounts(sit, r, hits);
  const damage = damageCounts(sit, r);
  return {
    ok: true as const,
    derived: checked.derived,
    targetNumber: rollPlan(sit, r).tn,
    weapon: weaponDef(weaponOfSystem(sit.attacker, r.attacker.system).id).name,
    hits: probabilities(hits),
    expectedHits: expectation(hits),
    hitsAfterInterception: probabilities(surviving),
    structurePerHit: probabilities(damage),
    expectedStructurePerHit: expectation(damage),
  };
}

export const seCombat: CombatAdjudication = { requestSchema, resolve, odds };
