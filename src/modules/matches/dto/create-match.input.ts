import { ID, InputType, Int } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsEnum,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { ApiField } from '../../../common/api-field.js';
import { MAX_SEAT } from '../../../common/integer-bounds.js';
import { JsonField } from '../../../common/json.field.js';
import { DiceModeValue, VisibilityValue } from '../../match-runtime/index.js';

/** A week: the longest a decision may be given. */
export const MAX_DEADLINE_SECONDS = 7 * 24 * 3600;

@ApiSchema({ name: 'SeatAssignment' })
@InputType('SeatAssignment', {
  description:
    'Who holds a seat from the start: you, or a built-in bot (exactly one). Other players are invited.',
})
export class SeatAssignment {
  @ApiField({
    type: () => Int,
    minimum: 0,
    maximum: MAX_SEAT,
    description: { rest: 'The seat, from 0.', graphql: `The seat, from 0 to ${MAX_SEAT}.` },
  })
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat!: number;

  @ApiField({
    type: () => ID,
    optional: true,
    format: 'uuid',
    description:
      'Your own player id: anyone else sits only by joining or accepting an invitation (else 403 CONSENT_REQUIRED).',
  })
  @IsOptional()
  @IsUUID()
  playerId?: string;

  @ApiField({
    type: () => String,
    optional: true,
    example: 'stratoyager/random',
    description: 'A built-in bot of the ruleset, as `<ruleset>/<bot>`.',
  })
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9-]{1,64}\/[a-z0-9-]{1,64}$/, { message: 'bot must be "<ruleset>/<bot>"' })
  bot?: string;
}

@ApiSchema({ name: 'MatchOptions' })
@InputType('MatchOptions', { description: 'How the match is played.' })
export class MatchOptionsInput {
  @ApiField({
    type: () => DiceModeValue,
    optional: true,
    default: 'seeded',
    description: 'Where dice come from.',
  })
  @IsOptional()
  @IsEnum(DiceModeValue)
  dice?: DiceModeValue;

  @ApiField({
    type: () => VisibilityValue,
    optional: true,
    default: 'public',
    description: 'Who may read the match.',
  })
  @IsOptional()
  @IsEnum(VisibilityValue)
  visibility?: VisibilityValue;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: MAX_DEADLINE_SECONDS,
    description:
      "Seconds each decision may take; then the ruleset's default order is applied. Absent: no deadlines.",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_DEADLINE_SECONDS)
  deadlineSeconds?: number;

  @JsonField({
    shape: 'object',
    nullable: true,
    example: { baseTurns: 3 },
    description:
      "Ruleset variants (dogfight, arcade...), as the ruleset's optionsSchema describes them.",
  })
  @IsOptional()
  @IsObject()
  variants?: Record<string, unknown>;
}

@ApiSchema({ name: 'CreateMatchInput' })
@InputType('CreateMatchInput', {
  description: 'A new match: a ruleset, a scenario or a custom setup, seats and options.',
})
export class CreateMatchInput {
  @ApiField({ example: 'stratoyager', description: 'The ruleset (GET /rulesets).' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiField({
    type: () => String,
    optional: true,
    example: 'dogfight',
    description: 'A scenario of the ruleset. Give this or `setup`.',
  })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  scenarioId?: string;

  @JsonField({
    shape: 'object',
    nullable: true,
    description: "A custom setup in the ruleset's setupSchema. Give this or `scenarioId`.",
  })
  @IsOptional()
  @IsObject()
  setup?: Record<string, unknown>;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: MAX_SEAT + 1,
    description: 'How many seats you expect; refused if the scenario or setup has another number.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_SEAT + 1)
  seatCount?: number;

  @ApiField({
    type: () => [SeatAssignment],
    optional: true,
    description:
      'Seats held from the start, by you or built-in bots. Others stay open to join or to invite to; the match starts when all are held.',
  })
  @IsOptional()
  @ArrayMaxSize(64)
  @ValidateNested({ each: true })
  @Type(() => SeatAssignment)
  seats?: SeatAssignment[];

  @ApiField({
    type: () => MatchOptionsInput,
    optional: true,
    description: 'How the match is played.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => MatchOptionsInput)
  options?: MatchOptionsInput;
}
