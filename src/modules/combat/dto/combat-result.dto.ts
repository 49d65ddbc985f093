import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { JsonField } from '../../../common/json.field.js';

@ApiSchema({ name: 'CombatDice' })
@ObjectType('CombatDice', { description: 'The dice an adjudication rolled with.' })
export class CombatDiceDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The seed the dice were drawn from (yours, or a fresh one); null for faces.',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The seed the dice were drawn from (yours, or a fresh one); null for faces.',
  })
  seed!: string | null;

  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'The faces you supplied; null for a seed.',
  })
  @Field(() => [Int], { nullable: true, description: 'The faces you supplied; null for a seed.' })
  faces!: number[] | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'How many of the supplied faces the roll used (the rest were not needed).',
  })
  @Field(() => Int, {
    nullable: true,
    description: 'How many of the supplied faces the roll used (the rest were not needed).',
  })
  facesUsed!: number | null;
}

@ApiSchema({ name: 'CombatResolution' })
@ObjectType('CombatResolution', { description: 'One attack, rolled.' })
export class CombatResolutionDto {
  @ApiProperty({ example: 'stratoyager', description: 'The ruleset that judged the attack.' })
  @Field(() => ID, { description: 'The ruleset that judged the attack.' })
  rulesetId!: string;

  @ApiProperty({ type: CombatDiceDto, description: 'The dice used.' })
  @Field(() => CombatDiceDto, { description: 'The dice used.' })
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
  @ApiProperty({ example: 'stratoyager', description: 'The ruleset that judged the attack.' })
  @Field(() => ID, { description: 'The ruleset that judged the attack.' })
  rulesetId!: string;

  @JsonField({
    shape: 'object',
    description: 'The ruleset’s exact odds, computed by enumeration (probabilities as fractions).',
  })
  odds!: Record<string, unknown>;
}
