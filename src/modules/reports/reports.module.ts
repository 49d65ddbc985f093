import { Module } from '@nestjs/common';
import { MatchRuntimeModule } from '../match-runtime/index.js';
import { PlayersModule } from '../players/index.js';
import { ReportLinks } from './report-links.js';
import { ReportsController } from './reports.controller.js';
import { ReportsResolver } from './reports.resolver.js';
import { ReportsService } from './reports.service.js';

/** Turn summaries, map pictures and signed read-only links to them. */
@Module({
  imports: [PlayersModule, MatchRuntimeModule],
  controllers: [ReportsController],
  providers: [ReportLinks, ReportsService, ReportsResolver],
  exports: [ReportsService],
})
export class ReportsModule {}
