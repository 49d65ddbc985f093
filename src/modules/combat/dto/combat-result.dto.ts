import { ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';

@ApiSchema({ name: 'CombatDice' })
@ObjectType('CombatDice', { description: 'The dice an adjudication rolled with.' })
export class CombatDiceDto {
  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'The seed the dice were drawn from (yours, or a fresh one); null for faces.',
  })
  seed!: string | null;

  @ApiField({
    type: () => [Int],
    nullable: true,
    required: true,
    description: 'The faces you supplied; null for a seed.',
  })
  faces!: number[] | null;

  @ApiField({
    type: () => Int,
    nullable: true,
    required: true,
    description: 'How many of the supplied faces the roll used (the rest were not needed).',
  })
  facesUsed!: number | null;
}

@ApiSchema({ name: 'CombatResolution' })
@ObjectType('CombatResolution', { description: 'One attack, rolled.' })
export class CombatResolutionDto {
  @ApiField({
    type: () => ID,
    example: 'stratoyager',
    description: 'The ruleset that judged the attack.',
  })
  rulesetId!: string;

  @ApiField({ type: () => CombatDiceDto, description: 'The dice used.' })
  dice!: CombatDiceDto;

  @JsonField({
    shape: 'object',
    description:
      'The ruleset’s resolution: every roll with its purpose, hits, damage and the result.',
  })
  resolution!: Record<string, unknown>;
}

@ApiSchema({ name: 'CombatOdds' })
@ObjectType('CombatOdds', { description: 'The exact odds of one attack.' })
export class CombatOddsDto {
  @ApiField({
    type: () => ID,
    example: 'stratoyager',
    description: 'The ruleset that judged the attack.',
  })
  rulesetId!: string;

  @JsonField({
    shape: 'object',
    description: 'The ruleset’s exact odds, computed by enumeration (probabilities as fractions).',
  })
  odds!: Record<string, unknown>;
}
