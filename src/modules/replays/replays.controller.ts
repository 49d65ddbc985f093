import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MatchReplay, VerifyResult } from '../../engine/index.js';
import {
  ApiMatchId,
  ApiRefusals,
  MatchIdParam,
  SEAT_VIEW_REFUSALS,
  ViewQuery,
} from '../match-runtime/index.js';
import {
  type AuthenticatedPlayer,
  CurrentPlayer,
  OptionallyAuthenticated,
} from '../players/index.js';
import { ReplayDto, VerifyResultDto } from './replay.dto.js';
import { ReplaysService } from './replays.service.js';

@ApiTags('replays')
@Controller()
export class ReplaysController {
  constructor(@Inject(ReplaysService) private readonly replays: ReplaysService) {}

  @Get('matches/:matchId/replay')
  @OptionallyAuthenticated()
  @ApiOperation({
    summary: "A match's replay",
    description:
      "Config, orders and events, with the seed's SHA-256 from the start and the seed itself once the match is over. While it goes on, other seats' orders show without their content.",
  })
  @ApiMatchId()
  @ApiOkResponse({ type: ReplayDto, description: 'The replay, as you may see it.' })
  @ApiRefusals(SEAT_VIEW_REFUSALS)
  getReplay(
    @CurrentPlayer() player: AuthenticatedPlayer | null,
    @MatchIdParam() matchId: string,
    @Query() query: ViewQuery,
  ): Promise<MatchReplay> {
    return this.replays.replay(matchId, player, query.seat);
  }

  @Post('replays/verify')
  @OptionallyAuthenticated()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Verify a replay',
    description:
      'Re-runs a finished match from its seed and orders, and says whether every event (every roll) and the outcome match.',
  })
  @ApiOkResponse({ type: VerifyResultDto, description: 'The verdict.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED, MALFORMED_JSON',
    413: 'PAYLOAD_TOO_LARGE',
    422: 'UNKNOWN_RULESET',
  })
  verifyReplay(@Body() replay: ReplayDto): VerifyResult {
    return this.replays.verify(replay as unknown as MatchReplay);
  }
}
