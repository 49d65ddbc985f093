import { ArgsType, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
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
  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 0,
    maximum: MAX_INT32,
    default: 0,
    description: 'Only events with a greater seq.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_INT32)
  after?: number;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: MAX_EVENTS_PAGE,
    default: DEFAULT_EVENTS_PAGE,
    description: 'At most this many events.',
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
  @ApiField({ type: () => [MatchEventItem], description: 'Events you may see, in order.' })
  events!: MatchEventItem[];

  @ApiField({
    type: () => Int,
    description:
      "The match's latest event seq now: page on with after = the last seq you got while it is lower.",
  })
  lastEventSeq!: number;
}

@ApiSchema({ name: 'PhaseChange' })
@ObjectType('PhaseChange', { description: "A match's status and phase, sent when either changes." })
export class PhaseChange {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ type: () => MatchStatusValue, description: 'The lifecycle status.' })
  status!: MatchStatusValue;

  @ApiField({ type: () => MatchPhase, description: 'Where the game is.' })
  phase!: MatchPhase;

  @ApiField({
    type: () => MatchOutcome,
    nullable: true,
    description: 'How it ended; null until then.',
  })
  outcome!: MatchOutcome | null;

  @ApiField({ type: () => Int, description: 'The latest event seq when this was sent.' })
  lastEventSeq!: number;
}

@ObjectType('MatchEventBatch', {
  description:
    'The events one commit wrote that you may see: one message per accepted order, not one per event.',
})
export class MatchEventBatch {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ type: () => [MatchEventItem], description: 'Events you may see, in order.' })
  events!: MatchEventItem[];

  @ApiField({
    type: () => Int,
    description: 'The last seq of the log this batch covers: resume with after = toSeq.',
  })
  toSeq!: number;
}
