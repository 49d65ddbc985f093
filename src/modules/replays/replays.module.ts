import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { ReplaysController } from './replays.controller.js';
import { ReplaysResolver } from './replays.resolver.js';
import { ReplaysService } from './replays.service.js';

/** Replays of matches and their verification. */
@Module({
  imports: [MatchesModule],
  controllers: [ReplaysController],
  providers: [ReplaysService, ReplaysResolver],
})
export class ReplaysModule {}
