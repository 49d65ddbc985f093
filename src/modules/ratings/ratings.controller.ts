import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiRefusals } from '../../common/api-refusals.js';
import { LeaderboardQuery } from './leaderboard.query.js';
import { LeaderboardDto, PlayerRatingsDto } from './rating.dto.js';
import { RatingsService } from './ratings.service.js';

/** Public: boards and rating pages are for everyone to see. */
@ApiTags('ratings')
@Controller()
export class RatingsController {
  constructor(@Inject(RatingsService) private readonly ratings: RatingsService) {}

  @Get('leaderboards/:rulesetId/:scenarioId')
  @ApiOperation({
    operationId: 'getLeaderboard',
    summary: 'A leaderboard',
    description:
      'The OpenSkill ratings of one ruleset and scenario, best ordinal (mu − 3 sigma) first, ' +
      'a page at a time. Ratings with fewer than 10 rated games are marked provisional.',
  })
  @ApiParam({ name: 'rulesetId', example: 'stratoyager', description: 'The ruleset.' })
  @ApiParam({ name: 'scenarioId', example: 'dogfight', description: 'The scenario.' })
  @ApiOkResponse({ type: LeaderboardDto, description: 'A page of the board.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED (INVALID_CURSOR: not a cursor this API gave)' })
  leaderboard(
    @Param('rulesetId') rulesetId: string,
    @Param('scenarioId') scenarioId: string,
    @Query() query: LeaderboardQuery,
  ): Promise<LeaderboardDto> {
    return this.ratings.leaderboard(rulesetId, scenarioId, query);
  }

  @Get('players/:playerId/ratings')
  @ApiOperation({
    operationId: 'getPlayerRatings',
    summary: 'A player’s or bot’s ratings',
    description: 'Its rating on every board it played rated games on, and its latest changes.',
  })
  @ApiParam({ name: 'playerId', format: 'uuid', description: 'The player or bot.' })
  @ApiOkResponse({ type: PlayerRatingsDto, description: 'Ratings and history.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED (playerId is not a uuid)' })
  ofPlayer(@Param('playerId') playerId: string): Promise<PlayerRatingsDto> {
    return this.ratings.ofPlayer(playerId);
  }
}
