import { Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiSchema } from '@nestjs/swagger';
import { ApiField } from '../../common/api-field.js';

/** A player's skill on one board (a ruleset and scenario). */
@ApiSchema({ name: 'Rating' })
@ObjectType('Rating', {
  description:
    'A player’s OpenSkill rating on one ruleset and scenario. Boards sort by ordinal (mu − 3 sigma).',
})
export class RatingDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The player.' })
  playerId!: string;

  @ApiField({ example: 'Red Leader', description: 'The player’s display name.' })
  playerName!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario.' })
  scenarioId!: string;

  @ApiField({ type: () => Float, description: 'Estimated skill (OpenSkill mu; a newcomer 25).' })
  mu!: number;

  @ApiField({ type: () => Float, description: 'Uncertainty of mu (a newcomer 8.33).' })
  sigma!: number;

  @ApiField({
    type: () => Float,
    description:
      'The ordinal, mu − 3 sigma: what the board sorts by (a skill very probably exceeded).',
  })
  ordinal!: number;

  @ApiField({ type: () => Int, minimum: 0, description: 'Rated games played.' })
  games!: number;

  @ApiField({ type: () => Int, minimum: 0, description: 'Rated games won.' })
  wins!: number;

  @ApiField({ type: () => Int, minimum: 0, description: 'Rated games drawn.' })
  draws!: number;

  @ApiField({ type: () => Int, minimum: 0, description: 'Rated games lost.' })
  losses!: number;

  @ApiField({ description: 'Fewer rated games than a settled rating needs: take it lightly.' })
  provisional!: boolean;

  @ApiField({ format: 'date-time', description: 'When it last changed.' })
  updatedAt!: Date;
}

@ApiSchema({ name: 'Leaderboard' })
@ObjectType('Leaderboard', { description: 'A page of a ruleset and scenario’s ratings.' })
export class LeaderboardDto {
  @ApiField({ type: () => [RatingDto], description: 'Best first.' })
  items!: RatingDto[];

  @ApiField({
    type: () => String,
    nullable: true,
    required: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

/** One rated game's effect on a player. */
@ApiSchema({ name: 'RatingChange' })
@ObjectType('RatingChange', { description: 'What one rated game did to a player’s rating.' })
export class RatingChangeDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The match.' })
  matchId!: string;

  @ApiField({ example: 'stratoyager', description: 'The ruleset.' })
  rulesetId!: string;

  @ApiField({ example: 'dogfight', description: 'The scenario.' })
  scenarioId!: string;

  @ApiField({ enum: ['win', 'draw', 'loss'], description: 'The result: win, draw or loss.' })
  result!: string;

  @ApiField({ type: () => Float, description: 'Its mu before the game.' })
  muBefore!: number;

  @ApiField({ type: () => Float, description: 'Its sigma before the game.' })
  sigmaBefore!: number;

  @ApiField({ type: () => Float, description: 'Its mu after the game.' })
  mu!: number;

  @ApiField({ type: () => Float, description: 'Its sigma after the game.' })
  sigma!: number;

  @ApiField({ type: () => Float, description: 'Its ordinal (mu − 3 sigma) after the game.' })
  ordinal!: number;

  @ApiField({ format: 'date-time', description: 'When the game ended.' })
  createdAt!: Date;
}

/** A player's or bot's rating page. */
@ApiSchema({ name: 'PlayerRatings' })
@ObjectType('PlayerRatings', { description: 'A player’s ratings and its latest rated games.' })
export class PlayerRatingsDto {
  @ApiField({ type: () => ID, format: 'uuid', description: 'The player.' })
  playerId!: string;

  @ApiField({ type: () => [RatingDto], description: 'One per ruleset and scenario played rated.' })
  ratings!: RatingDto[];

  @ApiField({ type: () => [RatingChangeDto], description: 'The latest 50 changes, newest first.' })
  history!: RatingChangeDto[];
}
