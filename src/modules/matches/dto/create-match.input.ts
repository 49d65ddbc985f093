import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
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
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_SEAT, description: 'The seat, from 0.' })
  @Field(() => Int, { description: `The seat, from 0 to ${MAX_SEAT}.` })
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat!: number;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'Your own player id: anyone else sits only by joining or accepting an invitation (else 403 CONSENT_REQUIRED).',
  })
  @Field(() => ID, {
    nullable: true,
    description:
      'Your own player id: anyone else sits only by joining or accepting an invitation (else 403 CONSENT_REQUIRED).',
  })
  @IsOptional()
  @IsUUID()
  playerId?: string;

  @ApiPropertyOptional({
    example: 'stratoyager/random',
    description: 'A built-in bot of the ruleset, as `<ruleset>/<bot>`.',
  })
  @Field(() => String, {
    nullable: true,
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
  @ApiPropertyOptional({
    enum: DiceModeValue,
    enumName: 'DiceMode',
    default: 'seeded',
    description: 'Where dice come from.',
  })
  @Field(() => DiceModeValue, {
    nullable: true,
    description: 'Where dice come from (default seeded).',
  })
  @IsOptional()
  @IsEnum(DiceModeValue)
  dice?: DiceModeValue;

  @ApiPropertyOptional({
    enum: VisibilityValue,
    enumName: 'MatchVisibility',
    default: 'public',
    description: 'Who may read the match.',
  })
  @Field(() => VisibilityValue, {
    nullable: true,
    description: 'Who may read the match (default public).',
  })
  @IsOptional()
  @IsEnum(VisibilityValue)
  visibility?: VisibilityValue;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_DEADLINE_SECONDS,
    description:
      "Seconds each decision may take; then the ruleset's default order is applied. Absent: no deadlines.",
  })
  @Field(() => Int, {
    nullable: true,
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
  @ApiProperty({ example: 'stratoyager', description: 'The ruleset (GET /rulesets).' })
  @Field({ description: 'The ruleset (GET /rulesets).' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiPropertyOptional({
    example: 'dogfight',
    description: 'A scenario of the ruleset. Give this or `setup`.',
  })
  @Field(() => String, {
    nullable: true,
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

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SEAT + 1,
    description: 'How many seats you expect; refused if the scenario or setup has another number.',
  })
  @Field(() => Int, {
    nullable: true,
    description: 'How many seats you expect; refused if the scenario or setup has another number.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_SEAT + 1)
  seatCount?: number;

  @ApiPropertyOptional({
    type: [SeatAssignment],
    description:
      'Seats held from the start, by you or built-in bots. Others stay open to join or to invite to; the match starts when all are held.',
  })
  @Field(() => [SeatAssignment], {
    nullable: true,
    description:
      'Seats held from the start, by you or built-in bots. Others stay open to join or to invite to; the match starts when all are held.',
  })
  @IsOptional()
  @ArrayMaxSize(64)
  @ValidateNested({ each: true })
  @Type(() => SeatAssignment)
  seats?: SeatAssignment[];

  @ApiPropertyOptional({ type: MatchOptionsInput, description: 'How the match is played.' })
  @Field(() => MatchOptionsInput, { nullable: true, description: 'How the match is played.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => MatchOptionsInput)
  options?: MatchOptionsInput;
}
