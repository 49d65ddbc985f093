import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';

/** Seats by consent: invitations to a match's seats, accepted or declined by the invited. */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [InvitationsController],
  providers: [InvitationsService, InvitationsResolver],
})
export class InvitationsModule {}
