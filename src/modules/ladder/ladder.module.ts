import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { MatchesModule } from '../matches/index.js';
import { PlayersModule } from '../players/index.js';
import { RatingsModule } from '../ratings/index.js';
import { ArrangedMatches } from './arranged-matches.js';
import { LadderScheduler } from './ladder-scheduler.js';
import { LaddersController } from './ladders.controller.js';
import { LaddersResolver } from './ladders.resolver.js';
import { LaddersService } from './ladders.service.js';

/**
 * Ladders: opt-in, validation games, pairing rounds on pg-boss queues, forfeits and rating of
 * the matches they arrange.
 */
@Module({
  imports: [PlayersModule, MatchRuntimeModule, MatchesModule, RatingsModule],
  controllers: [LaddersController],
  providers: [LaddersService, LaddersResolver, ArrangedMatches, LadderScheduler],
  exports: [LadderScheduler],
})
export class LadderModule {}
