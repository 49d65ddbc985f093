import { ID, Int, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../../common/page-info.js';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../../common/api-field.js';
import { JsonField } from '../../../common/json.field.js';
import {
  AwaitedDecision,
  DiceModeValue,
  MatchOutcome,
  MatchPhase,
  MatchSeat,
  MatchStatusValue,
  VisibilityValue,
} from '../../match-runtime/index.js';

/** What anyone allowed to see a match may know of it. */
@ApiSchema({ name: 'MatchSummary' })
@ObjectType('MatchSummary', { description: 'A match as anyone allowed to see it may know it.' })
export class MatchSummary {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match id.' })
  id!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ example: '1.0.0', description: 'The ruleset version the match is played under.' })
  rulesetVersion!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    example: 'dogfight',
    description: 'The scenario; null for a custom setup.',
  })
  scenarioId!: string | null;

  @ApiField({ type: () => MatchStatusValue, description: 'The lifecycle status.' })
  status!: MatchStatusValue;

  @ApiField({ type: () => VisibilityValue, description: 'Who may read it.' })
  visibility!: VisibilityValue;

  @ApiField({ type: () => DiceModeValue, description: 'Where dice come from.' })
  dice!: DiceModeValue;

  @JsonField({ shape: 'object', description: 'The ruleset variants chosen (its optionsSchema).' })
  variants!: Record<string, unknown>;

  @ApiField({
    type: () => Int,
    nullable: true,
    description:
      'Seconds each decision may take before its default order is applied; null: no deadlines.',
  })
  deadlineSeconds!: number | null;

  @ApiField({ type: () => [MatchSeat], description: 'The seats, in order.' })
  seats!: MatchSeat[];

  @ApiField({ type: () => MatchPhase, description: 'Where the game is.' })
  phase!: MatchPhase;

  @ApiField({
    type: () => MatchOutcome,
    nullable: true,
    description: 'How it ended; null until then.',
  })
  outcome!: MatchOutcome | null;

  @ApiField({
    type: () => [AwaitedDecision],
    description: 'The decisions the match waits for now.',
  })
  awaiting!: AwaitedDecision[];

  @ApiField({ description: 'SHA-256 (hex) of the dice seed, published from the start.' })
  seedHash!: string;

  @ApiField({
    type: () => String,
    nullable: true,
    description: 'The dice seed, once the match is over (check it against seedHash).',
  })
  seed!: string | null;

  @ApiField({ type: () => Int, description: 'How many orders have been accepted.' })
  orderCount!: number;

  @ApiField({
    type: () => Int,
    description: 'The sequence number of the latest event (events are numbered from 1).',
  })
  lastEventSeq!: number;

  @ApiField({ type: () => ID, nullable: true, format: 'uuid', description: 'Who created it.' })
  createdBy!: string | null;

  @ApiField({ format: 'date-time', description: 'When it was created.' })
  createdAt!: Date;

  @ApiField({ type: () => Date, nullable: true, description: 'When every seat was filled.' })
  startedAt!: Date | null;

  @ApiField({ type: () => Date, nullable: true, description: 'When it ended.' })
  finishedAt!: Date | null;

  @ApiField({ format: 'date-time', description: 'When it last changed.' })
  updatedAt!: Date;
}

/** A match as the caller may see it: the summary plus the ruleset's view for the caller's seat. */
@ApiSchema({ name: 'MatchDetail' })
@ObjectType('MatchDetail', {
  description:
    "A match with the caller's view of the game: its seat's view, or the public view for spectators.",
})
export class MatchDetail extends MatchSummary {
  @ApiField({
    type: () => [Int],
    description: 'The seats the caller holds (empty for spectators).',
  })
  yourSeats!: number[];

  @ApiField({
    type: () => Int,
    nullable: true,
    description: 'Whose view `view` is: one of yourSeats, or null for the public view.',
  })
  viewSeat!: number | null;

  @JsonField({
    description: "The ruleset's view of the game for viewSeat: never another seat's secrets.",
  })
  view!: unknown;
}

@ApiSchema({ name: 'MatchPage' })
@ObjectType('MatchPage', { description: 'A page of matches, newest first.' })
export class MatchPage {
  @ApiField({ type: () => [MatchSummary], description: 'The matches.' })
  items!: MatchSummary[];

  @ApiField({
    type: () => String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;

  @ApiField({ type: () => PageInfo, description: 'The same, as Relay clients read it.' })
  pageInfo!: PageInfo;
}
