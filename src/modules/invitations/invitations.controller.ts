import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { ApiMatchId, ApiRefusals, MatchIdParam } from '../match-runtime/index.js';
import { InvitationDto, InvitationListDto } from './invitation.dto.js';
import { InvitationsQuery } from './invitations.query.js';
import { InvitationsService } from './invitations.service.js';
import { InvitePlayerInput } from './invite-player.input.js';

const INVITATION_ID = 'invitationId';
const ApiInvitationId = () =>
  ApiParam({ name: INVITATION_ID, format: 'uuid', description: 'The invitation id.' });

/** Answers that need a pending invitation. */
const NOT_PENDING =
  'INVITATION_ACCEPTED, INVITATION_DECLINED, INVITATION_CANCELLED, INVITATION_EXPIRED';

@ApiTags('invitations')
@Controller()
@Authenticated()
export class InvitationsController {
  constructor(@Inject(InvitationsService) private readonly invitations: InvitationsService) {}

  @Post('matches/:matchId/invitations')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Invite a player to a seat',
    description:
      'Only the match’s creator invites, while the match is open. The player is seated only by ' +
      'accepting; until then the seat stays open (anyone may join a public match’s open seat).',
  })
  @ApiMatchId()
  @ApiCreatedResponse({ type: InvitationDto, description: 'The invitation, pending.' })
  @ApiRefusals({
    400: 'VALIDATION_FAILED',
    403: 'NOT_MATCH_CREATOR',
    404: 'MATCH_NOT_FOUND',
    409: 'MATCH_NOT_OPEN, SEAT_TAKEN, SEAT_INVITED (a pending invitation holds it)',
    422: 'PLAYER_NOT_FOUND, INVALID_SEATS (no such seat)',
  })
  invitePlayer(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdParam() matchId: string,
    @Body() input: InvitePlayerInput,
  ): Promise<InvitationDto> {
    return this.invitations.invite(matchId, player, input);
  }

  @Get('players/me/invitations')
  @ApiOperation({
    summary: 'Your invitations',
    description: 'The invitations sent to you, newest first (at most 100).',
  })
  @ApiOkResponse({ type: InvitationListDto, description: 'Your invitations.' })
  @ApiRefusals({ 400: 'VALIDATION_FAILED' })
  async listInvitations(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() query: InvitationsQuery,
  ): Promise<InvitationListDto> {
    return { items: await this.invitations.received(player, query.status) };
  }

  @Post(`invitations/:${INVITATION_ID}/accept`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Accept an invitation',
    description: 'You take the seat; the match starts when every seat is held.',
  })
  @ApiInvitationId()
  @ApiOkResponse({ type: InvitationDto, description: 'The invitation, accepted.' })
  @ApiRefusals({
    403: 'NOT_INVITED (you sent it)',
    404: 'INVITATION_NOT_FOUND',
    409: `${NOT_PENDING}, SEAT_TAKEN (someone joined first), MATCH_NOT_OPEN`,
  })
  acceptInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(INVITATION_ID) id: string,
  ): Promise<InvitationDto> {
    return this.invitations.accept(id, player);
  }

  @Post(`invitations/:${INVITATION_ID}/decline`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decline an invitation', description: 'The seat stays open.' })
  @ApiInvitationId()
  @ApiOkResponse({ type: InvitationDto, description: 'The invitation, declined.' })
  @ApiRefusals({
    403: 'NOT_INVITED (you sent it)',
    404: 'INVITATION_NOT_FOUND',
    409: NOT_PENDING,
  })
  declineInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(INVITATION_ID) id: string,
  ): Promise<InvitationDto> {
    return this.invitations.decline(id, player);
  }

  @Post(`invitations/:${INVITATION_ID}/cancel`)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Withdraw an invitation you sent',
    description: 'Before it is answered; the seat may then be offered to someone else.',
  })
  @ApiInvitationId()
  @ApiOkResponse({ type: InvitationDto, description: 'The invitation, cancelled.' })
  @ApiRefusals({
    403: 'NOT_MATCH_CREATOR (it was sent to you: decline it)',
    404: 'INVITATION_NOT_FOUND',
    409: NOT_PENDING,
  })
  cancelInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Param(INVITATION_ID) id: string,
  ): Promise<InvitationDto> {
    return this.invitations.cancel(id, player);
  }
}
