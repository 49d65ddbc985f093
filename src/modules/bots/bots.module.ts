import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { BotRunner } from './bot-runner.js';
import { BotSweeper } from './bot-sweeper.js';

/** Built-in bots playing their seats inside the service (the catalog lists them per ruleset). */
@Module({
  imports: [MatchesModule],
  providers: [BotRunner, BotSweeper],
  exports: [BotRunner],
})
export class BotsModule {}
