import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CombatService } from './combat.service.js';
import { AttackOddsInput, ResolveAttackInput } from './dto/combat-input.dto.js';
import { CombatOddsDto, CombatResolutionDto } from './dto/combat-result.dto.js';

const rulesetIdArg = {
  type: () => ID,
  description: 'A ruleset whose `combatAdjudication` is true.',
};

@Resolver()
export class CombatResolver {
  constructor(@Inject(CombatService) private readonly combat: CombatService) {}

  // A mutation: it rolls dice (a fresh seed when none is given), though it stores nothing.
  @Mutation(() => CombatResolutionDto, {
    description:
      'Roll one attack outside any match. Errors: RULESET_NOT_FOUND, COMBAT_NOT_OFFERED, ' +
      'VALIDATION_FAILED, INVALID_COMBAT_REQUEST, INVALID_ROLL.',
  })
  resolveAttack(
    @Args('rulesetId', rulesetIdArg) rulesetId: string,
    @Args('input', { description: 'The attack: who shoots what at whom, and its dice.' })
    input: ResolveAttackInput,
  ): CombatResolutionDto {
    return this.combat.resolve(rulesetId, input);
  }

  @Query(() => CombatOddsDto, {
    description:
      'The exact odds of one attack. Errors: RULESET_NOT_FOUND, COMBAT_NOT_OFFERED, ' +
      'VALIDATION_FAILED, INVALID_COMBAT_REQUEST.',
  })
  attackOdds(
    @Args('rulesetId', rulesetIdArg) rulesetId: string,
    @Args('input', { description: 'The attack whose odds to compute.' }) input: AttackOddsInput,
  ): CombatOddsDto {
    return this.combat.odds(rulesetId, input);
  }
}
