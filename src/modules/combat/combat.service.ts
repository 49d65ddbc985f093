import { Inject, Injectable } from '@nestjs/common';
import {
  DiceNeeded,
  EngineError,
  problem,
  type CombatAdjudication,
  type Refusal,
} from '../../engine/index.js';
import { CatalogService } from '../catalog/index.js';
import { adjudicationDice, InvalidFace } from './combat-dice.js';
import {
  CombatCode,
  combatNotOffered,
  diceAmbiguous,
  invalidCombatRequest,
  invalidRoll,
} from './combat.problems.js';
import type { AttackOddsInput, ResolveAttackInput } from './dto/combat-input.dto.js';
import type { CombatOddsDto, CombatResolutionDto } from './dto/combat-result.dto.js';

type Answer = ({ ok: true } & Record<string, unknown>) | Refusal;

/**
 * Stateless combat adjudication for tables that keep their own map: one attack, rolled or with
 * its exact odds, judged by the ruleset's rules. Nothing is stored.
 */
@Injectable()
export class CombatService {
  constructor(@Inject(CatalogService) private readonly catalog: CatalogService) {}

  resolve(rulesetId: string, input: ResolveAttackInput): CombatResolutionDto {
    const combat = this.adjudication(rulesetId);
    if (input.dice?.seed !== undefined && input.dice.faces !== undefined) throw diceAmbiguous();
    const { dice, report } = adjudicationDice(input.dice);
    const resolution = judged(rulesetId, () => combat.resolve(input.request, dice));
    return { rulesetId, dice: report(), resolution };
  }

  odds(rulesetId: string, input: AttackOddsInput): CombatOddsDto {
    const combat = this.adjudication(rulesetId);
    return { rulesetId, odds: judged(rulesetId, () => combat.odds(input.request)) };
  }

  private adjudication(rulesetId: string): CombatAdjudication {
    const combat = this.catalog.ruleset(rulesetId).combat;
    if (!combat) throw combatNotOffered(rulesetId);
    return combat;
  }
}

/**
 * The ruleset's answer without its `ok` flag, or the refusal as a 422 problem. The engine's own
 * dice and API errors are the caller's doing too (too few faces, a wrong face): 422, not 500.
 */
function judged(rulesetId: string, ask: () => Answer): Record<string, unknown> {
  let answer: Answer;
  try {
    answer = ask();
  } catch (error) {
    if (error instanceof InvalidFace) throw invalidRoll(error.index, error.message);
    if (error instanceof DiceNeeded) {
      const needed = problem(CombatCode.diceNeeded, `${error.message}: supply more faces`, '/dice');
      throw invalidCombatRequest(rulesetId, [needed]);
    }
    if (error instanceof EngineError) {
      const problems =
        error.problems.length > 0 ? error.problems : [problem(error.code, error.message)];
      throw invalidCombatRequest(rulesetId, problems);
    }
    throw error;
  }
  if (!answer.ok) throw invalidCombatRequest(rulesetId, answer.problems);
  const { ok: _ok, ...rest } = answer;
  return rest;
}
