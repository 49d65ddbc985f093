import { ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { ApiField } from '../../common/api-field.js';
import { RatingDto } from '../ratings/index.js';

@InputType('CreateLadderInput', { description: 'A ladder: a ruleset, a scenario, a time control.' })
export class CreateLadderInput {
  @ApiField({ example: 'Dogfight ladder', minLength: 1, maxLength: 64, description: 'Its name.' })
  @IsString()
  @Length(1, 64)
  // eslint-disable-next-line no-control-regex
  @Matches(/^[^\u0000-\u001f\u007f]+$/, { message: 'name must not contain control characters' })
  name!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset every game is played under.' })
  @IsString()
  @Length(1, 64)
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario, with two seats.' })
  @IsString()
  @Length(1, 64)
  scenarioId!: string;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: 86_400,
    default: 60,
    description: 'Seconds a bot has for each decision before the default order is played.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  deadlineSeconds?: number;

  @ApiField({
    type: () => Int,
    optional: true,
    minimum: 1,
    maximum: 100,
    default: 3,
    description: 'Missed decisions in a row after which a bot forfeits the game.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  forfeitAfter?: number;
}

@ApiSchema({ name: 'LadderEntry' })
@ObjectType('LadderEntry', { description: 'A player that opted in to a ladder.' })
export class LadderEntryDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The player (a bot).' })
  playerId!: string;

  @ApiField({ example: 'Skirmisher v2', description: 'Its display name.' })
  playerName!: string;

  @ApiField({
    enum: ['validating', 'active'],
    description:
      'Where it stands. active: paired for rated games; validating: playing its validation ' +
      'game against the ' +
      'built-in random bot first.',
  })
  status!: string;

  @ApiField({ format: 'date-time', description: 'When it opted in.' })
  joinedAt!: Date;
}

@ApiSchema({ name: 'Ladder' })
@ObjectType('Ladder', {
  description:
    'Rated games between bots that opted in, paired by rating, each pairing from both seats.',
})
export class LadderDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The ladder id.' })
  id!: string;

  @ApiField({ example: 'Dogfight ladder', description: 'Its name.' })
  name!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario (also the rating board).' })
  scenarioId!: string;

  @ApiField({ type: () => Int, minimum: 1, description: 'Seconds per decision.' })
  deadlineSeconds!: number;

  @ApiField({ type: () => Int, minimum: 1, description: 'Missed decisions in a row that forfeit.' })
  forfeitAfter!: number;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Who created it.' })
  createdBy!: string;

  @ApiField({ format: 'date-time', description: 'When it was created.' })
  createdAt!: Date;

  @ApiField({
    type: () => [LadderEntryDto],
    description: 'Who opted in (withdrawn ones left out).',
  })
  entries!: LadderEntryDto[];
}

@ApiSchema({ name: 'LadderList' })
@ObjectType('LadderList', { description: 'Ladders, oldest first.' })
export class LadderListDto {
  @ApiField({ type: () => [LadderDto], description: 'Oldest first, at most 100.' })
  items!: LadderDto[];
}

@ApiSchema({ name: 'ValidatedRuleset' })
@ObjectType('ValidatedRuleset', { description: 'A ruleset a bot passed its validation game on.' })
export class ValidatedRulesetDto {
  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ format: 'date-time', description: 'When its validation game ended.' })
  passedAt!: Date;
}

@ApiSchema({ name: 'BotProfile' })
@ObjectType('BotProfile', { description: 'A bot account: its owner, rulesets and ratings.' })
export class BotProfileDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The bot’s player id.' })
  id!: string;

  @ApiField({ example: 'Skirmisher v2', description: 'Its display name.' })
  name!: string;

  @ApiField({ type: () => ID, format: 'uuid', description: 'Its owner.' })
  ownerId!: string;

  @ApiField({ example: 'Red Leader', description: 'Its owner’s display name.' })
  ownerName!: string;

  @ApiField({ format: 'date-time', description: 'When it was registered.' })
  createdAt!: Date;

  @ApiField({
    type: () => [ValidatedRulesetDto],
    description: 'Rulesets it may play rated games on (validation game passed).',
  })
  rulesets!: ValidatedRulesetDto[];

  @ApiField({ type: () => [RatingDto], description: 'Its rating on every board it played.' })
  ratings!: RatingDto[];
}
