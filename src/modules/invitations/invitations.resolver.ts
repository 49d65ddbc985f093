import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentPlayer, type AuthenticatedPlayer } from '../players/index.js';
import { MatchIdArg } from '../match-runtime/index.js';
import { InvitationDto } from './invitation.dto.js';
import { InvitationsQuery } from './invitations.query.js';
import { InvitationsService } from './invitations.service.js';
import { InvitePlayerInput } from './invite-player.input.js';

const InvitationIdArg = () =>
  Args('invitationId', { type: () => ID, description: 'The invitation id.' });

/** The same doors as REST: invite, list, accept, decline, cancel. */
@Resolver(() => InvitationDto)
export class InvitationsResolver {
  constructor(@Inject(InvitationsService) private readonly invitations: InvitationsService) {}

  @Mutation(() => InvitationDto, {
    description:
      'Invite a player to a seat of your open match; they are seated only if they accept.',
  })
  @Authenticated()
  invitePlayer(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @MatchIdArg() matchId: string,
    @Args('input', { description: 'Whom to invite, to which seat.' }) input: InvitePlayerInput,
  ): Promise<InvitationDto> {
    return this.invitations.invite(matchId, player, input);
  }

  @Query(() => [InvitationDto], {
    description: 'The invitations sent to you, newest first (at most 100).',
  })
  @Authenticated()
  myInvitations(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Args() query: InvitationsQuery,
  ): Promise<InvitationDto[]> {
    return this.invitations.received(player, query.status ?? undefined);
  }

  @Mutation(() => InvitationDto, {
    description: 'Accept an invitation: you take the seat.',
  })
  @Authenticated()
  acceptInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @InvitationIdArg() id: string,
  ): Promise<InvitationDto> {
    return this.invitations.accept(id, player);
  }

  @Mutation(() => InvitationDto, { description: 'Decline an invitation: the seat stays open.' })
  @Authenticated()
  declineInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @InvitationIdArg() id: string,
  ): Promise<InvitationDto> {
    return this.invitations.decline(id, player);
  }

  @Mutation(() => InvitationDto, { description: 'Withdraw an invitation you sent.' })
  @Authenticated()
  cancelInvitation(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @InvitationIdArg() id: string,
  ): Promise<InvitationDto> {
    return this.invitations.cancel(id, player);
  }
}
