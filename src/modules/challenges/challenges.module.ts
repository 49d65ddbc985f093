import { Module } from '@nestjs/common';
import { LadderModule } from '../ladder/index.js';
import { MatchesModule } from '../matches/index.js';
import { PlayersModule } from '../players/index.js';
import { ChallengesController } from './challenges.controller.js';
import { ChallengesResolver } from './challenges.resolver.js';
import { ChallengesService } from './challenges.service.js';

/** Challenges: a game offered to a player, started only if they accept. */
@Module({
  imports: [PlayersModule, MatchesModule, LadderModule],
  controllers: [ChallengesController],
  providers: [ChallengesService, ChallengesResolver],
})
export class ChallengesModule {}
