import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_INT32 } from '../../common/integer-bounds.js';
import {
  MatchEventItem,
  MatchOutcome,
  MatchPhase,
  MatchStatusValue,
} from '../match-runtime/index.js';

export const MAX_EVENTS_PAGE = 1000;
export const DEFAULT_EVENTS_PAGE = 100;

/** `?after=&limit=`; the `matchEventPage` query's paging arguments. */
@ArgsType()
export class EventsQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_INT32,
    default: 0,
    description: 'Only events with a greater seq.',
  })
  @Field(() => Int, {
    nullable: true,
    description: `Only events with a greater seq (0-${MAX_INT32}, default 0).`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  after?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_EVENTS_PAGE,
    default: DEFAULT_EVENTS_PAGE,
    description: 'At most this many events.',
  })
  @Field(() => Int, {
    nullable: true,
    description: `At most this many events (1-${MAX_EVENTS_PAGE}, default ${DEFAULT_EVENTS_PAGE}).`,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_EVENTS_PAGE)
  limit?: number;
}

@ApiSchema({ name: 'EventPage' })
@ObjectType('EventPage', { description: "A page of a match's event log, redacted for you." })
export class EventPage {
  @ApiProperty({ type: [MatchEventItem], description: 'Events you may see, in order.' })
  @Field(() => [MatchEventItem], { description: 'Events you may see, in order.' })
  events!: MatchEventItem[];

  @ApiProperty({
    type: 'integer',
    description:
      "The match's latest event seq now: page on with after = the last seq you got while it is lower.",
  })
  @Field(() => Int, {
    description:
      "The match's latest event seq now: page on with after = the last seq you got while it is lower.",
  })
  lastEventSeq!: number;
}

@ApiSchema({ name: 'PhaseChange' })
@ObjectType('PhaseChange', { description: "A match's status and phase, sent when either changes." })
export class PhaseChange {
  @ApiProperty({ format: 'uuid', description: 'The match.' })
  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @ApiProperty({
    enum: MatchStatusValue,
    enumName: 'MatchStatus',
    description: 'The lifecycle status.',
  })
  @Field(() => MatchStatusValue, { description: 'The lifecycle status.' })
  status!: MatchStatusValue;

  @ApiProperty({ type: MatchPhase, description: 'Where the game is.' })
  @Field(() => MatchPhase, { description: 'Where the game is.' })
  phase!: MatchPhase;

  @ApiPropertyOptional({
    type: MatchOutcome,
    nullable: true,
    description: 'How it ended; null until then.',
  })
  @Field(() => MatchOutcome, { nullable: true, description: 'How it ended; null until then.' })
  outcome!: MatchOutcome | null;

  @ApiProperty({ type: 'integer', description: 'The latest event seq when this was sent.' })
  @Field(() => Int, { description: 'The latest event seq when this was sent.' })
  lastEventSeq!: number;
}
