import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Authenticated,
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { CreateMatchInput } from './dto/create-match.input.js';
import { MatchDetail, MatchPage, MatchSummary } from './dto/match.dto.js';
import { MatchesQuery } from './dto/matches.query.js';
import { SeatChoice } from './dto/seat-choice.input.js';
import {
  ApiMatchId,
  ApiRefusals,
  MatchIdParam,
  SEAT_VIEW_REFUSALS,
  ViewQuery,
} from '../match-runtime/index.js';
import { MatchesService } from './matches.service.js';

@ApiTags('matches')
@Controller('matches')
export class MatchesController {
  constructor(@Inject(MatchesService) private readonly matches: MatchesService) {}

  @Post()
  @Authenticated()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Create a match',
    description:
      'From a scenario or a custom setup. You and built-in bots may be seated at once; other players join an open seat or accept an invitation (POST /matches/{matchId}/invitations). The match starts when every seat is held.',
  })
  @ApiCreatedResponse({ type: MatchDetail, description: 'The new match, as you see it.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED',
    403: 'CONSENT_REQUIRED (a seat given to another player; errors[] names it)',
    422: "UNKNOWN_RULESET, INVALID_SETUP (the ruleset's problems in errors[]), INVALID_SEATS",
  })
  createMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: CreateMatchInput,
  ): Promise<MatchDetail> {
    return this.matches.create(player, input);
  }

  @Get()
  @OptionallyAuthenticated()
  @ApiOperation({
    summary: 'List matches',
    description: 'Public matches, and your private ones; newest first, by cursor.',
  })
  @ApiOkResponse({ type: MatchPage, description: 'A page of matches.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED (including INVALID_CURSOR)' })
  listMatches(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @Query() query: MatchesQuery,
  ): Promise<MatchPage> {
    return this.matches.list(player, query);
  }

  @Get(':matchId')
  @OptionallyAuthenticated()
  @ApiOperation({
    summary: 'A match and your view of it',
    description:
      "The summary and the ruleset's view for your seat; spectators get the public view.",
  })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchDetail, description: 'The match and your view of it.' })
  @ApiRefusals(SEAT_VIEW_REFUSALS)
  getMatch(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: ViewQuery,
  ): Promise<MatchDetail> {
    return this.matches.get(matchId, player, query.seat);
  }

  @Post(':matchId/join')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Take a seat', description: 'The named seat, or the first open one.' })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchDetail, description: 'The match, with your seat.' })
  @ApiRefusals({
    404: 'MATCH_NOT_FOUND',
    409: 'MATCH_NOT_OPEN, SEAT_TAKEN, ALREADY_SEATED, NO_OPEN_SEAT',
    422: 'INVALID_SEATS (no such seat)',
  })
  joinMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() choice: SeatChoice,
  ): Promise<MatchDetail> {
    return this.matches.join(matchId, player, choice.seat);
  }

  @Post(':matchId/leave')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Give up your seat before the match starts',
    description: 'The named seat, or all of yours. A match left with no player is cancelled.',
  })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchSummary, description: 'The match after you left it.' })
  @ApiRefusals({
    403: 'NOT_A_SEAT',
    404: 'MATCH_NOT_FOUND',
    409: 'MATCH_NOT_OPEN (resign instead)',
  })
  leaveMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() choice: SeatChoice,
  ): Promise<MatchSummary> {
    return this.matches.leave(matchId, player, choice.seat);
  }

  @Post(':matchId/resign')
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Concede',
    description: "The match ends at once in the other seats' favour.",
  })
  @ApiMatchId()
  @ApiOkResponse({ type: MatchDetail, description: 'The match, over.' })
  @ApiRefusals({
    403: 'NOT_A_SEAT',
    404: 'MATCH_NOT_FOUND',
    409: 'MATCH_NOT_ACTIVE, MATCH_OVER',
    422: 'INVALID_SEATS (SEAT_REQUIRED when you hold several)',
  })
  resignMatch(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() choice: SeatChoice,
  ): Promise<MatchDetail> {
    return this.matches.resign(matchId, player, choice.seat);
  }
}
