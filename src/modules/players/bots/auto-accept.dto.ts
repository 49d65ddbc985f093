import { Float, InputType, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import { ApiField } from '../../../common/api-field.js';

/** Ordinals far beyond any OpenSkill rating: bounds a client may send without surprises. */
const RATING_BOUND = 1_000_000;

const rulesetIds = {
  type: () => [String],
  optional: true,
  maxItems: 32,
  items: { type: 'string', minLength: 1, maxLength: 64 },
  description: 'Rulesets it accepts challenges on (absent or empty: any).',
} as const;
const rated = {
  type: () => Boolean,
  optional: true,
  description: 'Only rated (true) or only unrated (false) challenges; absent: either.',
} as const;
const bound = (which: 'min' | 'max') =>
  ({
    type: () => Float,
    optional: true,
    minimum: -RATING_BOUND,
    maximum: RATING_BOUND,
    description:
      `The challenger's rating (ordinal on the challenge's ruleset and scenario; 0 for a ` +
      `newcomer) must be at ${which === 'min' ? 'least' : 'most'} this; absent: no bound.`,
  }) as const;

/**
 * A bot's standing consent: a challenge that fits every rule is accepted at once, for its owner.
 * Shared by the input and the answer (the same fields, the same meaning).
 */
@InputType('AutoAcceptInput', {
  description: 'The challenges your bot accepts by itself: every rule given must hold.',
})
export class AutoAcceptInput {
  @ApiField(rulesetIds)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(32)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  rulesetIds?: string[];

  @ApiField(rated)
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @ApiField(bound('min'))
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-RATING_BOUND)
  @Max(RATING_BOUND)
  minOpponentRating?: number;

  @ApiField(bound('max'))
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-RATING_BOUND)
  @Max(RATING_BOUND)
  maxOpponentRating?: number;
}

/** The rules as stored and shown: a field absent from the input is null here. */
@ApiSchema({ name: 'AutoAcceptRules' })
@ObjectType('AutoAcceptRules', {
  description: 'The challenges a bot accepts by itself: every rule given holds.',
})
export class AutoAcceptRulesDto {
  @ApiField({ ...rulesetIds, optional: false, description: 'Rulesets (empty: any).' })
  rulesetIds!: string[];

  @ApiField({ ...rated, optional: false, nullable: true, required: true })
  rated!: boolean | null;

  @ApiField({ ...bound('min'), optional: false, nullable: true, required: true })
  minOpponentRating!: number | null;

  @ApiField({ ...bound('max'), optional: false, nullable: true, required: true })
  maxOpponentRating!: number | null;
}
