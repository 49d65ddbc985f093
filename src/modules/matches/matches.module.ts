import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { MatchesController } from './matches.controller.js';
import { MatchesResolver } from './matches.resolver.js';
import { MatchesService } from './matches.service.js';

/** The match lifecycle: create, list, read, join, leave, resign (over the match runtime). */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [MatchesController],
  providers: [MatchesService, MatchesResolver],
  exports: [MatchesService],
})
export class MatchesModule {}
