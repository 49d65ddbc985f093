import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_INT32, MAX_SEAT } from '../../common/integer-bounds.js';
import { ANY_JSON } from '../../common/json.field.js';
import { JsonScalar } from '../../common/json.scalar.js';

const LOG_KINDS = ['order', 'default', 'roll', 'resign'] as const;
/** Far beyond any real match; bounds the work one verification may ask for. */
const MAX_LOG = 100_000;

/** The outcome is JSON (see below), but its `winners` are seat numbers like every other seat. */
const WinnersAreSeats = (): PropertyDecorator =>
  ValidateBy({
    name: 'winnersAreSeats',
    validator: {
      validate: (outcome: unknown) => {
        const winners = (outcome as { winners?: unknown } | null)?.winners;
        return (
          winners === undefined ||
          (Array.isArray(winners) &&
            winners.every((w) => Number.isInteger(w) && w >= 0 && w <= MAX_SEAT))
        );
      },
      defaultMessage: () => `outcome.winners must be seat numbers from 0 to ${MAX_SEAT}`,
    },
  });

/**
 * GraphQL gives an absent optional field as null; the engine's replay leaves it out, and a verified
 * replay must read exactly as it was served.
 */
const NullAsAbsent = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => value ?? undefined);

// One class per shape for both directions: the replay GraphQL returns is the one it verifies.
@ApiSchema({ name: 'ReplayOrder' })
@ObjectType('ReplayOrder', { description: 'An entry of the order log.' })
@InputType('ReplayOrderInput', { description: 'An entry of the order log.' })
export class ReplayOrder {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_INT32,
    description: 'Position in the order log, from 1.',
  })
  @Field(() => Int, { description: 'Position in the order log, from 1.' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  seq!: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_SEAT,
    nullable: true,
    description: 'The seat it was for.',
  })
  @Field(() => Int, { nullable: true, description: `The seat it was for (0-${MAX_SEAT}).` })
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat!: number | null;

  @ApiProperty({ description: 'The decision it answered (`resign` for a resignation).' })
  @Field({ description: 'The decision it answered (`resign` for a resignation).' })
  @IsString()
  @Length(1, 200)
  decisionId!: string;

  @ApiProperty({
    enum: LOG_KINDS,
    description:
      'order (a seat chose), default (a deadline passed), roll (dice from the table), resign.',
  })
  @Field(() => String, {
    description:
      'order (a seat chose), default (a deadline passed), roll (dice from the table), resign.',
  })
  @IsIn(LOG_KINDS)
  kind!: (typeof LOG_KINDS)[number];

  @ApiPropertyOptional({
    anyOf: ANY_JSON,
    nullable: true,
    description:
      "The order; null for another seat's order while the match goes on (it may be hidden).",
  })
  @Field(() => JsonScalar, {
    nullable: true,
    description:
      "The order; null for another seat's order while the match goes on (it may be hidden).",
  })
  @IsOptional()
  order!: unknown;
}

@ApiSchema({ name: 'ReplayEvent' })
@ObjectType('ReplayEvent', { description: 'An entry of the event log.' })
@InputType('ReplayEventInput', { description: 'An entry of the event log.' })
export class ReplayEvent {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_INT32,
    description: 'Position in the event log, from 1.',
  })
  @Field(() => Int, { description: 'Position in the event log, from 1.' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  seq!: number;

  @ApiProperty({ description: 'What happened.' })
  @Field({ description: 'What happened.' })
  @IsString()
  @Length(1, 200)
  type!: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'integer', minimum: 0, maximum: MAX_SEAT },
    description: 'The seats it was shown to; absent: public.',
  })
  @Field(() => [Int], { nullable: true, description: 'The seats it was shown to; null: public.' })
  @NullAsAbsent()
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_SEAT, { each: true })
  visibleTo?: number[];

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The details.' })
  @Field(() => JsonScalar, { description: 'The details.' })
  @IsObject()
  data!: Record<string, unknown>;
}

/** The engine's outcome, as the replay records it (scores keyed by seat). */
@ApiSchema({ name: 'ReplayOutcome' })
@ObjectType('ReplayOutcome', { description: 'How a re-run match ended.' })
export class ReplayOutcome {
  @ApiProperty({
    type: 'array',
    items: { type: 'integer', minimum: 0, maximum: MAX_SEAT },
    description: 'Seats that won; empty for a draw.',
  })
  @Field(() => [Int], { description: 'Seats that won; empty for a draw.' })
  winners!: number[];

  @ApiProperty({ description: 'True for a draw.' })
  @Field({ description: 'True for a draw.' })
  draw!: boolean;

  @ApiProperty({ description: 'Machine-readable reason.' })
  @Field({ description: 'Machine-readable reason.' })
  reason!: string;

  @ApiProperty({ description: 'A human sentence.' })
  @Field({ description: 'A human sentence.' })
  summary!: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'number' },
    description: 'Score per seat number, where the ruleset keeps them.',
  })
  @Field(() => JsonScalar, {
    nullable: true,
    description: 'Score per seat number, where the ruleset keeps them.',
  })
  scores?: Record<string, number>;
}

/** A match's inputs and outputs: enough to re-run it and check every roll. */
@ApiSchema({ name: 'Replay' })
@ObjectType('Replay', { description: "A match's inputs and outputs: enough to re-run it." })
@InputType('ReplayInput', { description: 'A replay to verify, as `matchReplay` returned it.' })
export class ReplayDto {
  @ApiProperty({ example: 'stratoyager', description: 'The ruleset.' })
  @Field({ description: 'The ruleset.' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiProperty({ example: '1.0.0', description: 'The ruleset version it was played under.' })
  @Field({ description: 'The ruleset version it was played under.' })
  @IsString()
  @Length(1, 64)
  rulesetVersion!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The match config the engine was given (rulesetId, scenarioId or setup, options, dice).',
  })
  @Field(() => JsonScalar, {
    description:
      'The match config the engine was given (rulesetId, scenarioId or setup, options, dice).',
  })
  @IsObject()
  config!: Record<string, unknown>;

  @ApiProperty({ description: 'SHA-256 (hex) of the seed, published when the match was created.' })
  @Field({ description: 'SHA-256 (hex) of the seed, published when the match was created.' })
  @IsString()
  @Length(1, 128)
  seedHash!: string;

  @ApiPropertyOptional({ description: 'The seed: present once the match is over.' })
  @Field(() => String, { nullable: true, description: 'The seed: present once the match is over.' })
  @NullAsAbsent()
  @IsOptional()
  @IsString()
  @Length(1, 512)
  seed?: string;

  @ApiProperty({
    example: 'xoroshiro128+ (pure-rand), state = first 16 bytes of SHA-256(seed)',
    description: 'The generator the seed drives, and how.',
  })
  @Field({ description: 'The generator the seed drives, and how.' })
  @IsString()
  @Length(1, 256)
  rngAlgorithm!: string;

  @ApiProperty({ type: [ReplayOrder], description: 'The order log.' })
  @Field(() => [ReplayOrder], { description: 'The order log.' })
  @IsArray()
  @ArrayMaxSize(MAX_LOG)
  @ValidateNested({ each: true })
  @Type(() => ReplayOrder)
  orders!: ReplayOrder[];

  @ApiProperty({
    type: [ReplayEvent],
    description: 'The event log (redacted for you while the match goes on).',
  })
  @Field(() => [ReplayEvent], {
    description: 'The event log (redacted for you while the match goes on).',
  })
  @IsArray()
  @ArrayMaxSize(MAX_LOG)
  @ValidateNested({ each: true })
  @Type(() => ReplayEvent)
  events!: ReplayEvent[];

  @ApiPropertyOptional({
    type: ReplayOutcome,
    nullable: true,
    description: 'How it ended; null while it goes on.',
  })
  // JSON rather than ReplayOutcome: the same field is input too, and GraphQL inputs take no object types.
  @Field(() => JsonScalar, {
    nullable: true,
    description: 'How it ended (winners, draw, reason, summary, scores); null while it goes on.',
  })
  @IsDefined()
  @ValidateIf((_o, v) => v !== null)
  @IsObject()
  @WinnersAreSeats()
  outcome!: Record<string, unknown> | null;
}

@ApiSchema({ name: 'ReplayProblem' })
@ObjectType('ReplayProblem', { description: 'A difference between a replay and its re-run.' })
export class ReplayProblem {
  @ApiProperty({ example: 'EVENT_MISMATCH', description: 'Stable code.' })
  @Field({ description: 'Stable code.' })
  code!: string;

  @ApiProperty({ description: 'For humans.' })
  @Field({ description: 'For humans.' })
  message!: string;

  @ApiProperty({ example: '/events/41', description: 'JSON Pointer into the replay.' })
  @Field({ description: 'JSON Pointer into the replay.' })
  path!: string;
}

@ApiSchema({ name: 'VerifyResult' })
@ObjectType('VerifyResult', { description: "A replay's verdict." })
export class VerifyResultDto {
  @ApiProperty({
    description: 'True when the re-run gives every event (every roll) and the outcome claimed.',
  })
  @Field({
    description: 'True when the re-run gives every event (every roll) and the outcome claimed.',
  })
  ok!: boolean;

  @ApiProperty({
    type: [ReplayProblem],
    description: 'What does not match (at most 20 differences).',
  })
  @Field(() => [ReplayProblem], { description: 'What does not match (at most 20 differences).' })
  problems!: ReplayProblem[];

  @ApiPropertyOptional({
    type: ReplayOutcome,
    nullable: true,
    description: 'The outcome the re-run reached.',
  })
  @Field(() => ReplayOutcome, { nullable: true, description: 'The outcome the re-run reached.' })
  outcome!: ReplayOutcome | null;
}
