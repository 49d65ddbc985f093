import { Module } from '@nestjs/common';
import { RatingsController } from './ratings.controller.js';
import { RatingsResolver } from './ratings.resolver.js';
import { RatingsService } from './ratings.service.js';

/** OpenSkill ratings per ruleset and scenario, their history, and the leaderboards. */
@Module({
  controllers: [RatingsController],
  providers: [RatingsService, RatingsResolver],
  exports: [RatingsService],
})
export class RatingsModule {}
