import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IntRangePipe, MAX_SEAT } from '../../common/integer-bounds.js';
import {
  Authenticated,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { CreateMatchInput } from './dto/create-match.input.js';
import { MatchDetail, MatchPage, MatchSummary } from './dto/match.dto.js';
import { MatchesQuery } from './dto/matches.query.js';
import { MatchIdArg } from '../match-runtime/index.js';
import { MatchesService } from './matches.service.js';

const seatArg = (description: string) =>
  Args(
    'seat',
    { type: () => Int, nullable: true, description: `${description} From 0 to ${MAX_SEAT}.` },
    new IntRangePipe('seat', 0, MAX_SEAT),
  );

@Resolver(() => MatchDetail)
export class MatchesResolver {
  constructor(@Inject(MatchesService) private readonly service: MatchesService) {}

  @Query(() => MatchDetail, {
    description: "A match and the caller's view of it (a seat it holds, or the public view).",
  })
  @OptionallyAuthenticated()
  match(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Args('id', { type: () => ID, description: 'The match id.' }) id: string,
    @seatArg('Which of your seats to see it as (default: your first).') seat?: number,
  ): Promise<MatchDetail> {
    return this.service.get(id, player, seat ?? undefined);
  }

  @Query(() => MatchPage, { description: 'Public matches and your private ones, newest first.' })
  @OptionallyAuthenticated()
  matches(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Args() query: MatchesQuery,
  ): Promise<MatchPage> {
    return this.service.list(player, query);
  }

  @Mutation(() => MatchDetail, {
    description:
      'Create a match with you and built-in bots seated (other players: invitePlayer, or they join); it starts when every seat is held.',
  })
  @Authenticated()
  createMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args('input', { description: 'The match to create.' }) input: CreateMatchInput,
  ): Promise<MatchDetail> {
    return this.service.create(player, input);
  }

  @Mutation(() => MatchDetail, {
    description: 'Take a seat: the named one, or the first open one.',
  })
  @Authenticated()
  joinMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @seatArg('The seat to take (default: the first open one).') seat?: number,
  ): Promise<MatchDetail> {
    return this.service.join(matchId, player, seat ?? undefined);
  }

  @Mutation(() => MatchSummary, {
    description:
      'Give up your seat before the match starts; a match left with no player is cancelled.',
  })
  @Authenticated()
  leaveMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @seatArg('The seat to give up (default: all of yours).') seat?: number,
  ): Promise<MatchSummary> {
    return this.service.leave(matchId, player, seat ?? undefined);
  }

  @Mutation(() => MatchDetail, {
    description: "Concede: the match ends in the other seats' favour.",
  })
  @Authenticated()
  resign(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @seatArg('The seat that resigns (needed only when you hold several).') seat?: number,
  ): Promise<MatchDetail> {
    return this.service.resign(matchId, player, seat ?? undefined);
  }
}
