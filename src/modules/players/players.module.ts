import { Module } from '@nestjs/common';
import { PlayerAuthGuard } from './auth/player-auth.guard.js';
import { PlayersController } from './players.controller.js';
import { PlayersResolver } from './players.resolver.js';
import { PlayersService } from './players.service.js';

/** Players and their API keys; exports the auth guard for every module that needs a caller. */
@Module({
  controllers: [PlayersController],
  providers: [PlayersService, PlayersResolver, PlayerAuthGuard],
  exports: [PlayersService, PlayerAuthGuard],
})
export class PlayersModule {}
