import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sweeper } from '../../common/sweeper.js';
import { BotRunner } from './bot-runner.js';
import { matchesAwaitingBots } from './bot.store.js';

/** How often left-over bot decisions are looked for. Commits trigger bots at once; this is the net. */
export const BOT_SWEEP_EVERY_MS = 2_000;
/** A decision owed this long without a commit was missed, not merely about to be played. */
export const BOT_GRACE_MS = 2_000;
const MATCHES_PER_SWEEP = 50;

/**
 * Finds bot decisions nobody is playing — owed when an instance stopped, or whose play failed —
 * at boot and then periodically, and hands them to the bot runner. Every instance sweeps; the
 * runner's locked transaction makes each decision played once.
 */
@Injectable()
export class BotSweeper extends Sweeper {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(BotRunner) private readonly runner: BotRunner,
  ) {
    // At boot: decisions owed when an instance stopped are played without waiting a period.
    super(BOT_SWEEP_EVERY_MS, true);
  }

  /** One pass: schedules the matches found; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    if (!this.dataSource.isInitialized) return 0;
    try {
      const unchangedSince = new Date(now.getTime() - BOT_GRACE_MS);
      const ids = await matchesAwaitingBots(
        this.dataSource.manager,
        unchangedSince,
        MATCHES_PER_SWEEP,
      );
      for (const id of ids) this.runner.schedule(id);
      return ids.length;
    } catch (error) {
      this.logger.error(error);
      return 0;
    }
  }
}
