import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiRefusals } from '../../common/api-refusals.js';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { ChallengeDto, ChallengeInput, ChallengeListDto } from './challenge.dto.js';
import { ChallengesService } from './challenges.service.js';

const ApiChallengeId = () =>
  ApiParam({ name: 'challengeId', format: 'uuid', description: 'The challenge id.' });
const ANSWER_REFUSALS = {
  403: 'NOT_CHALLENGED (the challenger cannot answer)',
  404: 'CHALLENGE_NOT_FOUND',
  409: 'CHALLENGE_NOT_PENDING',
};

@ApiTags('challenges')
@Controller()
@Authenticated()
export class ChallengesController {
  constructor(@Inject(ChallengesService) private readonly challenges: ChallengesService) {}

  @Post('challenges')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    operationId: 'createChallenge',
    summary: 'Challenge a player',
    description:
      'Offers a game (you in seat 0); it starts only when they accept. They hear of it on the ' +
      '`challengeReceived` subscription and in `GET /players/me/challenges`.',
  })
  @ApiCreatedResponse({ type: ChallengeDto, description: 'The challenge, pending.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED (UNKNOWN_RULESET, UNKNOWN_SCENARIO, SELF_CHALLENGE)',
    409: 'VALIDATION_REQUIRED (rated, and a player has not passed validation)',
    422: 'PLAYER_NOT_FOUND',
  })
  create(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() input: ChallengeInput,
  ): Promise<ChallengeDto> {
    return this.challenges.create(player, input);
  }

  @Get('players/me/challenges')
  @ApiOperation({ operationId: 'listMyChallenges', summary: 'Challenges to and from you' })
  @ApiOkResponse({ type: ChallengeListDto, description: 'Newest first, at most 100.' })
  async mine(@CurrentPlayer() player: AuthenticatedPlayer): Promise<ChallengeListDto> {
    return { items: await this.challenges.mine(player) };
  }

  @Post('challenges/:challengeId/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'acceptChallenge',
    summary: 'Accept a challenge',
    description: 'The match starts at once, both players seated.',
  })
  @ApiChallengeId()
  @ApiOkResponse({ type: ChallengeDto, description: 'The challenge, with its match.' })
  @ApiRefusals(ANSWER_REFUSALS)
  accept(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('challengeId') id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.accept(id, player);
  }

  @Post('challenges/:challengeId/decline')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'declineChallenge', summary: 'Decline a challenge' })
  @ApiChallengeId()
  @ApiOkResponse({ type: ChallengeDto, description: 'The challenge, declined.' })
  @ApiRefusals(ANSWER_REFUSALS)
  decline(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param('challengeId') id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.decline(id, player);
  }
}
