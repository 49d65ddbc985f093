import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { BotRunner } from './bot-runner.js';
import { BotSweeper } from './bot-sweeper.js';

/** Built-in bots playing their seats inside the service (the catalog lists them per ruleset). */
@Module({
  imports: [MatchRuntimeModule],
  providers: [BotRunner, BotSweeper],
  exports: [BotRunner],
})
export class BotsModule {}
