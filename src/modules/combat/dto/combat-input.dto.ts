import { InputType, Int } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';

/** More faces than any single attack could roll: a bound, not a rule. */
export const MAX_FACES = 1000;
/** The largest face a die may show (d1000 and below). */
const MAX_FACE = 1000;

@ApiSchema({ name: 'CombatDiceInput' })
@InputType('CombatDiceInput', {
  description:
    'The dice: a seed (reproducible), or faces rolled at the table. Give one; neither means a fresh seed.',
})
export class CombatDiceInput {
  @ApiField({
    type: () => String,
    optional: true,
    minLength: 1,
    maxLength: 256,
    example: 'table-7/turn-3',
    description:
      'Draw the dice from this seed: the same seed and request always give the same roll.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 256)
  seed?: string;

  @ApiField({
    type: () => [Int],
    optional: true,
    maxItems: MAX_FACES,
    items: { type: 'integer', minimum: 1, maximum: MAX_FACE },
    example: [6, 2, 5, 3],
    description: {
      rest:
        'Faces rolled at the table, used in the order the rules roll them (the answer lists each ' +
        'roll and its purpose). Too few: 422 with a DICE_NEEDED error naming the missing roll.',
      graphql:
        'Faces rolled at the table, used in the order the rules roll them. Too few: a DICE_NEEDED error.',
    },
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_FACES)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(MAX_FACE, { each: true })
  faces?: number[];
}

@ApiSchema({ name: 'AttackOddsInput' })
@InputType('AttackOddsInput', { description: 'An attack to compute the exact odds of.' })
export class AttackOddsInput {
  @JsonField({
    shape: 'object',
    description:
      'The attack, in the ruleset’s words: the JSON Schema is the ruleset’s `combatRequestSchema`. ' +
      'Rulesets with a board take positions, headings and obstacles (the engine measures range, ' +
      'aspect, arcs and line of sight and echoes them as `derived`) or the values you measured.',
    example: {
      weapon: 'MAIN_WEAPON',
      attacker: { typeId: 'guardian-151a', speed: 4, at: { x: 4, y: 4, facing: 0 } },
      defender: { typeId: 'blackbuck-mk-ii', speed: 3, at: { x: 4, y: 9, facing: 0 } },
    },
  })
  @IsObject()
  request!: Record<string, unknown>;
}

@ApiSchema({ name: 'ResolveAttackInput' })
@InputType('ResolveAttackInput', {
  description: 'An attack to roll, and the dice to roll it with.',
})
export class ResolveAttackInput extends AttackOddsInput {
  @ApiField({
    type: () => CombatDiceInput,
    optional: true,
    description: 'The dice: `{seed}` or `{faces}`. Absent: a fresh seed, reported in the answer.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CombatDiceInput)
  dice?: CombatDiceInput;
}
