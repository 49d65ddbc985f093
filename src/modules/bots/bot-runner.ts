import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { MatchPublisher } from '../matches/match-publisher.js';
import { MatchWriter } from '../matches/match-writer.js';
import { botOf, playDecision } from './bot-seat.js';

/**
 * Plays the seats that built-in bots hold, inside the service, as soon as they owe a decision:
 * after each commit that leaves one owed (told by the match publisher, in the instance that
 * committed) and when the sweeper finds one left over. Each play is one unit of work on the
 * match writer, the same locked transaction every player's order takes: under the row lock the
 * decision is checked to be still owed, so when two instances (or a sweep and a commit) race for
 * it, the second finds it decided and does nothing. Its commit, in turn, brings the next play.
 */
@Injectable()
export class BotRunner implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  /** Matches with a play waiting for the lock: one more would find nothing left to play. */
  private readonly queued = new Set<string>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    @Inject(MatchWriter) private readonly writer: MatchWriter,
    @Inject(MatchPublisher) private readonly publisher: MatchPublisher,
  ) {}

  onModuleInit(): void {
    this.publisher.observe((c) => {
      if (c.botDecisions.length > 0) this.schedule(c.matchId);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Plays the match's bot decisions soon, without waiting (the caller may hold its lock). */
  schedule(matchId: string): void {
    if (this.stopped || this.queued.has(matchId)) return;
    this.queued.add(matchId);
    const run = this.play(matchId).catch((error: unknown) => {
      this.queued.delete(matchId);
      this.logger.error(`bot play on match ${matchId} failed: ${String(error)}`);
    });
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Plays every decision the match's bot seats owe now, in one commit; returns how many. */
  play(matchId: string): Promise<number> {
    return this.writer.act(matchId, (act) => {
      this.queued.delete(matchId);
      if (act.status !== 'active') return 0;
      let played = 0;
      for (const decision of act.match.pending()) {
        const holder = act.seats.find((s) => s.seat === decision.seat);
        const bot = holder && botOf(holder);
        // An earlier answer in this loop may have ended the match or changed what is owed.
        if (!bot || !act.match.pending().some((d) => d.id === decision.id)) continue;
        const ok = playDecision(
          act.match,
          matchId,
          bot,
          decision.seat,
          decision.id,
          (order) =>
            act.submit(decision.seat, decision.id, order, {
              playerId: null,
              // Names the answer in the input log; the row lock is what makes it happen once.
              idempotencyKey: `bot:${decision.id}`,
              requestHash: null,
            }),
          (problem) => this.logger.warn(`match ${matchId}, seat ${decision.seat}: ${problem}`),
        );
        if (ok) played++;
      }
      return played;
    });
  }
}
