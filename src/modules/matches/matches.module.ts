import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module.js';
import { DeadlineSweeper } from './deadline-sweeper.js';
import { LiveMatches } from './live-matches.js';
import { MatchPublisher } from './match-publisher.js';
import { MatchWriter } from './match-writer.js';
import { MatchesController } from './matches.controller.js';
import { MatchesResolver } from './matches.resolver.js';
import { MatchesService } from './matches.service.js';

/**
 * The match lifecycle, and the one transaction path every change of a match takes (MatchWriter),
 * which the orders, events and replays modules build on.
 */
@Module({
  imports: [PlayersModule],
  controllers: [MatchesController],
  providers: [
    LiveMatches,
    MatchPublisher,
    MatchWriter,
    MatchesService,
    MatchesResolver,
    DeadlineSweeper,
  ],
  exports: [PlayersModule, LiveMatches, MatchPublisher, MatchWriter, MatchesService],
})
export class MatchesModule {}
