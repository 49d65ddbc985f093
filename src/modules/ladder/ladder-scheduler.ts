import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { SweepTimer } from '../../common/sweep-timer.js';
import { findRuleset } from '../../engine/index.js';
import { MatchesService } from '../matches/index.js';
import {
  idleCandidates,
  insertArranged,
  laddersToPair,
  readLadder,
  setLastOpponents,
  type LadderRow,
} from './ladder.store.js';
import { pairByRating } from './pairing.js';

/** The pairing-round queue: one job per ladder at a time (pg-boss `stately`, keyed by ladder). */
export const PAIR_QUEUE = 'ladder-pair';

interface PairJob {
  ladderId: string;
}

/**
 * The ladders' scheduler, on pg-boss queues in the service's own PostgreSQL (the embedded one
 * too), so any number of instances and `npm run worker` processes share the work. Every worker
 * asks for a pairing round of each ladder with bots to pair every `pairEveryMs`; the queue keeps
 * at most one round per ladder queued and one running, across all of them, so a bot is never
 * paired twice at once. A round pairs the idle bots by rating and starts each pairing's two
 * games, one from each seat.
 */
@Injectable()
export class LadderScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LadderScheduler.name);
  private readonly timer: SweepTimer;
  /** Started at the first ladder with bots to pair: an instance without ladders runs no queue. */
  private boss: Promise<PgBoss> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MatchesService) private readonly matches: MatchesService,
  ) {
    this.timer = new SweepTimer(() => this.askForRounds(), config.ladder.pairEveryMs);
  }

  onApplicationBootstrap(): void {
    if (this.config.ladder.worker) this.timer.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.timer.stop();
    const boss = this.boss;
    this.boss = null;
    await (await boss?.catch(() => null))?.stop({ graceful: true, wait: true, timeout: 5_000 });
  }

  /** Queues a pairing round for every ladder with bots to pair (a round already queued stays). */
  async askForRounds(): Promise<void> {
    try {
      const ladders = await laddersToPair(this.dataSource.manager);
      if (ladders.length === 0) return;
      const boss = await this.queue();
      for (const ladderId of ladders) {
        await boss.send(PAIR_QUEUE, { ladderId } satisfies PairJob, { singletonKey: ladderId });
      }
    } catch (error) {
      this.logger.warn(`could not queue pairing rounds: ${String(error)}`);
    }
  }

  private queue(): Promise<PgBoss> {
    this.boss ??= this.startQueue().catch((error: unknown) => {
      this.boss = null;
      throw error;
    });
    return this.boss;
  }

  private async startQueue(): Promise<PgBoss> {
    const { url } = this.dataSource.options as { url?: string };
    const boss = new PgBoss({ connectionString: url, max: 2, application_name: 'salvo-worker' });
    boss.on('error', (error) => this.logger.error(error));
    await boss.start();
    await boss.createQueue(PAIR_QUEUE, { name: PAIR_QUEUE, policy: 'stately' });
    await boss.work<PairJob>(PAIR_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await this.pairRound(job.data.ladderId);
    });
    return boss;
  }

  /** Pairs a ladder's idle bots and starts their games; returns how many games it started. */
  async pairRound(ladderId: string): Promise<number> {
    const ladder = await readLadder(this.dataSource.manager, ladderId);
    if (!ladder) return 0;
    const pairs = pairByRating(await idleCandidates(this.dataSource.manager, ladder));
    let started = 0;
    for (const [a, b] of pairs) {
      await setLastOpponents(this.dataSource.manager, ladder.id, a, b);
      // Both seats: the pairing's two games cancel out a first-seat advantage.
      await this.startGame(ladder, [a, b]);
      await this.startGame(ladder, [b, a]);
      started += 2;
    }
    return started;
  }

  private async startGame(ladder: LadderRow, players: [string, string]): Promise<void> {
    await this.matches.start({
      createdBy: ladder.createdBy,
      ruleset: findRuleset(ladder.rulesetId)!,
      scenarioId: ladder.scenarioId,
      options: { deadlineSeconds: ladder.deadlineSeconds },
      holders: (seats) =>
        Array.from({ length: seats }, (_, seat) => ({
          seat,
          playerId: players[seat] ?? null,
          bot: null,
        })),
      alongside: (db, matchId) =>
        insertArranged(db, {
          matchId,
          kind: 'ladder',
          ladderId: ladder.id,
          rated: true,
          scenarioId: ladder.scenarioId,
          forfeitAfter: ladder.forfeitAfter,
        }),
    });
  }
}
