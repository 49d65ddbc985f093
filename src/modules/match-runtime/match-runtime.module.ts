import { Module } from '@nestjs/common';
import { CommitHooks } from './commit-hooks.js';
import { DeadlineSweeper } from './deadline-sweeper.js';
import { LiveMatches } from './live-matches.js';
import { MatchPublisher } from './match-publisher.js';
import { MatchWriter } from './match-writer.js';

/**
 * Running matches: the one transaction path every change of a match takes (MatchWriter), the
 * matches in memory, publication after commit, and the deadlines. The matches, orders, events,
 * replays and bots modules build on it.
 */
@Module({
  providers: [LiveMatches, MatchPublisher, MatchWriter, DeadlineSweeper, CommitHooks],
  exports: [LiveMatches, MatchPublisher, MatchWriter, CommitHooks],
})
export class MatchRuntimeModule {}
