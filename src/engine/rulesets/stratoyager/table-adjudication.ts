/**
 * Stratoyager's stateless adjudication for tables that keep their own map (the contract's
 * `Ruleset.combat`): one attack, a fragshell shot at several units, or a hull-stress test, so a
 * VTT can run a whole turn without a match.
 */
import type { CombatAdjudication } from '../../core/contract.js';
import { attackOdds, attackRequestSchema, resolveAttack } from './combat/adjudicate.js';
import { fragshellVolleySchema, judgeVolley } from './combat/fragshell-volley.js';
import { resolveStressTest, stressTestOdds, stressTestSchema } from './stress-test.js';

/** What a request asks for: one attack, a fragshell shot at several units, or a stress test. */
function kindOf(input: unknown): 'ATTACK' | 'VOLLEY' | 'STRESS' {
  if (input === null || typeof input !== 'object') return 'ATTACK';
  if ('stress' in input) return 'STRESS';
  return 'targets' in input ? 'VOLLEY' : 'ATTACK';
}

export const combatAdjudication: CombatAdjudication = {
  requestSchema: {
    title: 'Stratoyager stateless request',
    oneOf: [
      { title: 'One attack', ...attackRequestSchema },
      fragshellVolleySchema,
      stressTestSchema,
    ],
  },
  resolve(input, dice) {
    const kind = kindOf(input);
    if (kind === 'STRESS') return resolveStressTest(input, dice);
    if (kind === 'VOLLEY') return judgeVolley(input, (request) => resolveAttack(request, dice));
    return resolveAttack(input, dice);
  },
  odds(input) {
    const kind = kindOf(input);
    if (kind === 'STRESS') return stressTestOdds(input);
    if (kind === 'VOLLEY') return judgeVolley(input, attackOdds);
    return attackOdds(input);
  },
};
