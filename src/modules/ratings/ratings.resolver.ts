import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { LeaderboardArgs } from './leaderboard.query.js';
import { LeaderboardDto, PlayerRatingsDto } from './rating.dto.js';
import { RatingsService } from './ratings.service.js';

/** The same doors as REST: a board, a player's ratings. */
@Resolver()
export class RatingsResolver {
  constructor(@Inject(RatingsService) private readonly ratings: RatingsService) {}

  @Query(() => LeaderboardDto, {
    description: 'A ruleset and scenario’s ratings, best ordinal (mu − 3 sigma) first.',
  })
  leaderboard(@Args() args: LeaderboardArgs): Promise<LeaderboardDto> {
    return this.ratings.leaderboard(args.rulesetId, args.scenarioId, args);
  }

  @Query(() => PlayerRatingsDto, { description: 'A player’s or bot’s ratings and history.' })
  playerRatings(
    @Args('playerId', { type: () => ID, description: 'The player or bot.' }) playerId: string,
  ): Promise<PlayerRatingsDto> {
    return this.ratings.ofPlayer(playerId);
  }
}
