import { Body, Controller, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CombatService } from './combat.service.js';
import { AttackOddsInput, ResolveAttackInput } from './dto/combat-input.dto.js';
import { CombatOddsDto, CombatResolutionDto } from './dto/combat-result.dto.js';

const RULESET_ID = ApiParam({
  name: 'rulesetId',
  description: 'A ruleset whose `combatAdjudication` is true.',
  example: 'stratoyager',
});
const NOT_FOUND = ApiNotFoundResponse({
  description:
    'RULESET_NOT_FOUND: no such ruleset; COMBAT_NOT_OFFERED: the ruleset has no adjudication.',
});
const BAD_REQUEST = ApiBadRequestResponse({
  description: 'VALIDATION_FAILED: the body is not `{request, dice?}` (errors[] per field).',
});

/** Stateless adjudication for VTT and Discord tables that keep their own map. */
@ApiTags('combat')
@Controller('rulesets/:rulesetId/combat')
export class CombatController {
  constructor(@Inject(CombatService) private readonly combat: CombatService) {}

  @Post('resolve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Roll one attack',
    description:
      'Judges one attack outside any match: the to-hit roll, re-rolls, damage, and the result, ' +
      'with every die and what it was for. Dice from a seed, or faces you rolled. Stores nothing.',
  })
  @RULESET_ID
  @ApiOkResponse({ type: CombatResolutionDto, description: 'The attack, rolled.' })
  @BAD_REQUEST
  @NOT_FOUND
  @ApiUnprocessableEntityResponse({
    description:
      'INVALID_COMBAT_REQUEST: the rules refuse the attack (errors[] with the ruleset’s codes, ' +
      'DICE_NEEDED when the faces ran out); INVALID_ROLL: a face is not a face of the die rolled.',
  })
  resolveAttack(
    @Param('rulesetId') rulesetId: string,
    @Body() input: ResolveAttackInput,
  ): CombatResolutionDto {
    return this.combat.resolve(rulesetId, input);
  }

  @Post('odds')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'The exact odds of one attack',
    description: 'The same checks as `resolve`; probabilities by enumeration, not by sampling.',
  })
  @RULESET_ID
  @ApiOkResponse({ type: CombatOddsDto, description: 'The odds.' })
  @BAD_REQUEST
  @NOT_FOUND
  @ApiUnprocessableEntityResponse({
    description: 'INVALID_COMBAT_REQUEST: the rules refuse the attack (errors[] with their codes).',
  })
  getAttackOdds(
    @Param('rulesetId') rulesetId: string,
    @Body() input: AttackOddsInput,
  ): CombatOddsDto {
    return this.combat.odds(rulesetId, input);
  }
}
