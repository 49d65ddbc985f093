/**
 * Stateless combat (`Ruleset.combat`): one attack judged outside any match, for tables that keep
 * their own state. It calls the same rule functions a match does, so the two cannot disagree.
 */
import type { CombatAdjudication } from '../../core/contract.js';
import { checkOrder, type JsonSchema } from '../../core/json-schema.js';
import { DUELIST } from './catalog.js';
import { damageOf, hitsOf } from './rules/round.js';

export interface AttackRequest {
  effort: number;
  bonus: number;
  defending: boolean;
}

const requestSchema: JsonSchema = {
  type: 'object',
  required: ['effort', 'bonus', 'defending'],
  additionalProperties: false,
  properties: {
    effort: { type: 'integer', minimum: 1, maximum: DUELIST.maxEffort },
    bonus: { type: 'integer', minimum: 0, maximum: 1 },
    defending: { type: 'boolean' },
  },
};

/** Exact chances of each damage total, by enumerating every face of every die. */
export function damageOdds(request: AttackRequest): Record<number, number> {
  const odds: Record<number, number> = {};
  const dice = request.effort;
  const outcomes = 6 ** dice;
  for (let i = 0; i < outcomes; i++) {
    const faces = Array.from({ length: dice }, (_, k) => (Math.floor(i / 6 ** k) % 6) + 1);
    const damage = damageOf(hitsOf(faces, request.bonus), request.defending);
    odds[damage] = (odds[damage] ?? 0) + 1 / outcomes;
  }
  return odds;
}

export const combat: CombatAdjudication = {
  requestSchema,
  resolve(request, dice) {
    const problems = checkOrder(requestSchema, request, () => [], 'INVALID_REQUEST');
    if (problems.length > 0) return { ok: false, problems };
    const r = request as AttackRequest;
    const faces = dice.roll({
      purpose: `attack with effort ${r.effort}`,
      sides: 6,
      count: r.effort,
    });
    return { ok: true, faces, damage: damageOf(hitsOf(faces, r.bonus), r.defending) };
  },
  odds(request) {
    const problems = checkOrder(requestSchema, request, () => [], 'INVALID_REQUEST');
    if (problems.length > 0) return { ok: false, problems };
    return { ok: true, damage: damageOdds(request as AttackRequest) };
  },
};
