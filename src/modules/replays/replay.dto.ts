import { InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
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
import { ApiField } from '../../common/api-field.js';
import { MAX_INT32, MAX_SEAT } from '../../common/integer-bounds.js';
import { ANY_JSON } from '../../common/json.field.js';
import { JsonScalar } from '../../common/json.scalar.js';
import {
  CURRENT_DICE_GENERATOR,
  DICE_GENERATOR_IDS,
  findDiceGenerator,
} from '../../engine/index.js';

const LOG_KINDS = ['order', 'default', 'roll', 'resign'] as const;
const GENERATOR_TEXT =
  'The dice generator the seed drives, name and version: chacha20-v1 (ChaCha20) for new matches, xoroshiro128plus-v1 for matches created before it. Absent: the one the match.created event names, else xoroshiro128plus-v1.';
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
  @ApiField({
    type: () => Int,
    minimum: 1,
    maximum: MAX_INT32,
    description: 'Position in the order log, from 1.',
  })
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  seq!: number;

  @ApiField({
    type: () => Int,
    nullable: true,
    minimum: 0,
    maximum: MAX_SEAT,
    description: { rest: 'The seat it was for.', graphql: `The seat it was for (0-${MAX_SEAT}).` },
  })
  @ValidateIf((_o, v) => v !== null)
  @IsInt()
  @Min(0)
  @Max(MAX_SEAT)
  seat!: number | null;

  @ApiField({ description: 'The decision it answered (`resign` for a resignation).' })
  @IsString()
  @Length(1, 200)
  decisionId!: string;

  @ApiField({
    type: () => String,
    enum: LOG_KINDS,
    description:
      'What it records: order (a seat chose), default (a deadline passed), roll (dice from the ' +
      'table), resign.',
  })
  @IsIn(LOG_KINDS)
  kind!: (typeof LOG_KINDS)[number];

  @ApiField({
    type: () => JsonScalar,
    nullable: true,
    anyOf: ANY_JSON,
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
  @ApiField({
    type: () => Int,
    minimum: 1,
    maximum: MAX_INT32,
    description: 'Position in the event log, from 1.',
  })
  @IsInt()
  @Min(1)
  @Max(MAX_INT32)
  seq!: number;

  @ApiField({ description: 'What happened.' })
  @IsString()
  @Length(1, 200)
  type!: string;

  @ApiField({
    type: () => [Int],
    optional: true,
    items: { type: 'integer', minimum: 0, maximum: MAX_SEAT },
    openApiType: 'array',
    description: {
      rest: 'The seats it was shown to; absent: public.',
      graphql: 'The seats it was shown to; null: public.',
    },
  })
  @NullAsAbsent()
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(MAX_SEAT, { each: true })
  visibleTo?: number[];

  @ApiField({
    type: () => JsonScalar,
    additionalProperties: true,
    openApiType: 'object',
    description: 'The details.',
  })
  @IsObject()
  data!: Record<string, unknown>;
}

/** The engine's outcome, as the replay records it (scores keyed by seat). */
@ApiSchema({ name: 'ReplayOutcome' })
@ObjectType('ReplayOutcome', { description: 'How a re-run match ended.' })
export class ReplayOutcome {
  @ApiField({
    type: () => [Int],
    items: { type: 'integer', minimum: 0, maximum: MAX_SEAT },
    openApiType: 'array',
    description: 'Seats that won; empty for a draw.',
  })
  winners!: number[];

  @ApiField({ description: 'True for a draw.' })
  draw!: boolean;

  @ApiField({ description: 'Machine-readable reason.' })
  reason!: string;

  @ApiField({ description: 'A human sentence.' })
  summary!: string;

  @ApiField({
    type: () => JsonScalar,
    optional: true,
    additionalProperties: { type: 'number' },
    openApiType: 'object',
    description: 'Score per seat number, where the ruleset keeps them.',
  })
  scores?: Record<string, number>;
}

/** A match's inputs and outputs: enough to re-run it and check every roll. */
@ApiSchema({ name: 'Replay' })
@ObjectType('Replay', { description: "A match's inputs and outputs: enough to re-run it." })
@InputType('ReplayInput', { description: 'A replay to verify, as `matchReplay` returned it.' })
export class ReplayDto {
  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiField({ example: '1.0.0', description: 'The ruleset version it was played under.' })
  @IsString()
  @Length(1, 64)
  rulesetVersion!: string;

  @ApiField({
    type: () => JsonScalar,
    additionalProperties: true,
    openApiType: 'object',
    description:
      'The match config the engine was given (rulesetId, scenarioId or setup, options, dice).',
  })
  @IsObject()
  config!: Record<string, unknown>;

  @ApiField({ description: 'SHA-256 (hex) of the seed, published when the match was created.' })
  @IsString()
  @Length(1, 128)
  seedHash!: string;

  @ApiField({
    type: () => String,
    optional: true,
    description: 'The seed: present once the match is over.',
  })
  @NullAsAbsent()
  @IsOptional()
  @IsString()
  @Length(1, 512)
  seed?: string;

  @ApiField({
    type: () => String,
    optional: true,
    enum: DICE_GENERATOR_IDS,
    example: CURRENT_DICE_GENERATOR,
    description: GENERATOR_TEXT,
  })
  @NullAsAbsent()
  @IsOptional()
  @IsIn(DICE_GENERATOR_IDS)
  generator?: string;

  @ApiField({
    example: findDiceGenerator(CURRENT_DICE_GENERATOR)?.algorithm,
    description: 'How the seed drives the generator, in words.',
  })
  @IsString()
  @Length(1, 256)
  rngAlgorithm!: string;

  @ApiField({ type: () => [ReplayOrder], description: 'The order log.' })
  @IsArray()
  @ArrayMaxSize(MAX_LOG)
  @ValidateNested({ each: true })
  @Type(() => ReplayOrder)
  orders!: ReplayOrder[];

  @ApiField({
    type: () => [ReplayEvent],
    description: 'The event log (redacted for you while the match goes on).',
  })
  @IsArray()
  @ArrayMaxSize(MAX_LOG)
  @ValidateNested({ each: true })
  @Type(() => ReplayEvent)
  events!: ReplayEvent[];

  @ApiField({
    type: () => JsonScalar,
    nullable: true,
    openApiType: ReplayOutcome,
    description: {
      rest: 'How it ended; null while it goes on.',
      graphql: 'How it ended (winners, draw, reason, summary, scores); null while it goes on.',
    },
  })
  // JSON rather than ReplayOutcome: the same field is input too, and GraphQL inputs take no object types.
  @IsDefined()
  @ValidateIf((_o, v) => v !== null)
  @IsObject()
  @WinnersAreSeats()
  outcome!: Record<string, unknown> | null;
}

@ApiSchema({ name: 'ReplayProblem' })
@ObjectType('ReplayProblem', { description: 'A difference between a replay and its re-run.' })
export class ReplayProblem {
  @ApiField({ example: 'EVENT_MISMATCH', description: 'Stable code.' })
  code!: string;

  @ApiField({ description: 'For humans.' })
  message!: string;

  @ApiField({ example: '/events/41', description: 'JSON Pointer into the replay.' })
  path!: string;
}

@ApiSchema({ name: 'VerifyResult' })
@ObjectType('VerifyResult', { description: "A replay's verdict." })
export class VerifyResultDto {
  @ApiField({
    description: 'True when the re-run gives every event (every roll) and the outcome claimed.',
  })
  ok!: boolean;

  @ApiField({
    type: () => [ReplayProblem],
    description: 'What does not match (at most 20 differences).',
  })
  problems!: ReplayProblem[];

  @ApiField({
    type: () => ReplayOutcome,
    nullable: true,
    description: 'The outcome the re-run reached.',
  })
  outcome!: ReplayOutcome | null;
}
