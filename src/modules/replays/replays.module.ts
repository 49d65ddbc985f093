import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { ReplaysController } from './replays.controller.js';
import { ReplaysResolver } from './replays.resolver.js';
import { ReplaysService } from './replays.service.js';

/** Replays of matches and their verification. */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [ReplaysController],
  providers: [ReplaysService, ReplaysResolver],
})
export class ReplaysModule {}
