import { Module } from '@nestjs/common';
import { PlayerAuthGuard } from './auth/player-auth.guard.js';
import { BotAccountsController } from './bots/bot-accounts.controller.js';
import { BotAccountsResolver } from './bots/bot-accounts.resolver.js';
import { BotAccountsService } from './bots/bot-accounts.service.js';
import { PlayersController } from './players.controller.js';
import { PlayersResolver } from './players.resolver.js';
import { PlayersService } from './players.service.js';

/** Players and their API keys; exports the auth guard for every module that needs a caller. */
@Module({
  controllers: [PlayersController, BotAccountsController],
  providers: [
    PlayersService,
    PlayersResolver,
    PlayerAuthGuard,
    BotAccountsService,
    BotAccountsResolver,
  ],
  exports: [PlayersService, PlayerAuthGuard, BotAccountsService],
})
export class PlayersModule {}
