import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
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
  @ApiProperty({ format: 'uuid', description: 'The match id.' })
  @Field(() => ID, { description: 'The match id.' })
  id!: string;

  @ApiProperty({ example: 'stratoyager', description: 'The ruleset.' })
  @Field({ description: 'The ruleset.' })
  rulesetId!: string;

  @ApiProperty({ example: '1.0.0', description: 'The ruleset version the match is played under.' })
  @Field({ description: 'The ruleset version the match is played under.' })
  rulesetVersion!: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'dogfight',
    description: 'The scenario; null for a custom setup.',
  })
  @Field(() => String, { nullable: true, description: 'The scenario; null for a custom setup.' })
  scenarioId!: string | null;

  @ApiProperty({
    enum: MatchStatusValue,
    enumName: 'MatchStatus',
    description: 'The lifecycle status.',
  })
  @Field(() => MatchStatusValue, { description: 'The lifecycle status.' })
  status!: MatchStatusValue;

  @ApiProperty({
    enum: VisibilityValue,
    enumName: 'MatchVisibility',
    description: 'Who may read it.',
  })
  @Field(() => VisibilityValue, { description: 'Who may read it.' })
  visibility!: VisibilityValue;

  @ApiProperty({ enum: DiceModeValue, enumName: 'DiceMode', description: 'Where dice come from.' })
  @Field(() => DiceModeValue, { description: 'Where dice come from.' })
  dice!: DiceModeValue;

  @JsonField({ shape: 'object', description: 'The ruleset variants chosen (its optionsSchema).' })
  variants!: Record<string, unknown>;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description:
      'Seconds each decision may take before its default order is applied; null: no deadlines.',
  })
  @Field(() => Int, {
    nullable: true,
    description:
      'Seconds each decision may take before its default order is applied; null: no deadlines.',
  })
  deadlineSeconds!: number | null;

  @ApiProperty({ type: [MatchSeat], description: 'The seats, in order.' })
  @Field(() => [MatchSeat], { description: 'The seats, in order.' })
  seats!: MatchSeat[];

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

  @ApiProperty({ type: [AwaitedDecision], description: 'The decisions the match waits for now.' })
  @Field(() => [AwaitedDecision], { description: 'The decisions the match waits for now.' })
  awaiting!: AwaitedDecision[];

  @ApiProperty({ description: 'SHA-256 (hex) of the dice seed, published from the start.' })
  @Field({ description: 'SHA-256 (hex) of the dice seed, published from the start.' })
  seedHash!: string;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: 'The dice seed, once the match is over (check it against seedHash).',
  })
  @Field(() => String, {
    nullable: true,
    description: 'The dice seed, once the match is over (check it against seedHash).',
  })
  seed!: string | null;

  @ApiProperty({ type: 'integer', description: 'How many orders have been accepted.' })
  @Field(() => Int, { description: 'How many orders have been accepted.' })
  orderCount!: number;

  @ApiProperty({
    type: 'integer',
    description: 'The sequence number of the latest event (events are numbered from 1).',
  })
  @Field(() => Int, {
    description: 'The sequence number of the latest event (events are numbered from 1).',
  })
  lastEventSeq!: number;

  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'Who created it.',
  })
  @Field(() => ID, { nullable: true, description: 'Who created it.' })
  createdBy!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was created.' })
  @Field({ description: 'When it was created.' })
  createdAt!: Date;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When every seat was filled.',
  })
  @Field(() => Date, { nullable: true, description: 'When every seat was filled.' })
  startedAt!: Date | null;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When it ended.',
  })
  @Field(() => Date, { nullable: true, description: 'When it ended.' })
  finishedAt!: Date | null;

  @ApiProperty({ format: 'date-time', description: 'When it last changed.' })
  @Field({ description: 'When it last changed.' })
  updatedAt!: Date;
}

/** A match as the caller may see it: the summary plus the ruleset's view for the caller's seat. */
@ApiSchema({ name: 'MatchDetail' })
@ObjectType('MatchDetail', {
  description:
    "A match with the caller's view of the game: its seat's view, or the public view for spectators.",
})
export class MatchDetail extends MatchSummary {
  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: 'The seats the caller holds (empty for spectators).',
  })
  @Field(() => [Int], { description: 'The seats the caller holds (empty for spectators).' })
  yourSeats!: number[];

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Whose view `view` is: one of yourSeats, or null for the public view.',
  })
  @Field(() => Int, {
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
  @ApiProperty({ type: [MatchSummary], description: 'The matches.' })
  @Field(() => [MatchSummary], { description: 'The matches.' })
  items!: MatchSummary[];

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
