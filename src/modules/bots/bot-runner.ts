import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { Decision, Match, SubmitResult } from '../../engine/index.js';
import {
  type MatchAct,
  MatchPublisher,
  type MatchRead,
  MatchWriter,
  type SeatRow,
} from '../match-runtime/index.js';
import { BotRetries } from './bot-retries.js';
import { botOf, ordersToTry, readSeatTurn } from './bot-seat.js';

/** Rounds in a row that may find the match moved on before a play leaves it to the next one. */
const STALE_REPLAYS = 3;

/** A decision a bot seat owes, read under the lock; `decide` runs with the match unlocked. */
interface Owed {
  seat: number;
  decisionId: string;
  report(problem: string): void;
  /** The orders to submit, best first (none when the bot cannot play). */
  decide(): unknown[];
}

type Plan = Omit<Owed, 'decide'> & { orders: unknown[] };

interface Played {
  played: number;
  /** The match moved on between the read and the submission: nothing was submitted. */
  stale: boolean;
}

/**
 * Plays the seats that built-in bots hold, inside the service, as soon as they owe a decision:
 * after each commit that leaves one owed (told by the match publisher, in the instance that
 * committed) and when the sweeper finds one left over. A round reads what the bot seats owe
 * under the match's lock, lets the bots decide with the match unlocked (a slow bot holds up
 * nobody), then submits through the match writer, the same locked transaction every player's
 * order takes — but only if the match is still where the bots saw it; otherwise the round is
 * stale and played again on the new position. Under the row lock each decision is checked to be
 * still owed, so when two instances (or a sweep and a commit) race for it, the second finds it
 * decided and does nothing. Its commit, in turn, brings the next round.
 *
 * A seat whose bot keeps failing (an order that throws or is refused, and no legal fallback;
 * or a bot the server no longer has) is tried again with a growing wait, and after
 * `BOT_RETRY.attempts` failures in a row the ruleset's default order is played for it, as a
 * deadline would: a match never waits for ever on a broken bot.
 */
@Injectable()
export class BotRunner implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  /** Matches being played; `true`: asked again meanwhile, so another round follows. */
  private readonly playing = new Map<string, boolean>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly retries = new BotRetries();
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
    if (this.stopped) return;
    if (this.playing.has(matchId)) {
      this.playing.set(matchId, true);
      return;
    }
    this.playing.set(matchId, false);
    const run = this.keepPlaying(matchId)
      .catch((error: unknown) => {
        this.logger.error(`bot play on match ${matchId} failed: ${String(error)}`);
      })
      .finally(() => this.playing.delete(matchId));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /**
   * Plays the decisions the match's bot seats owe now (all of a simultaneous step, else the
   * first), decided and submitted in one commit; a round the match moved on under is played
   * again on the new position, a few times at most. Returns how many decisions were answered.
   */
  async play(matchId: string, now = Date.now()): Promise<number> {
    for (let replays = 0; ; replays++) {
      const round = await this.round(matchId, now);
      if (!round.stale || replays === STALE_REPLAYS) return round.played;
    }
  }

  /** Rounds until no commit asked for another meanwhile. */
  private async keepPlaying(matchId: string): Promise<void> {
    do {
      this.playing.set(matchId, false);
      await this.play(matchId);
    } while (this.playing.get(matchId) && !this.stopped);
  }

  private async round(matchId: string, now: number): Promise<Played> {
    const owed = await this.writer.read(matchId, (read) => this.owedNow(read, now));
    if (!owed) return { played: 0, stale: false };
    const plans = owed.decisions.map(({ decide, ...d }): Plan => ({ ...d, orders: decide() }));
    return this.writer.act(matchId, (act) => this.submit(act, owed.atOrderSeq, plans, now));
  }

  private async owedNow(
    { row, seats, match }: MatchRead,
    now: number,
  ): Promise<{ atOrderSeq: number; decisions: Owed[] } | null> {
    if (row.status !== 'active') {
      this.retries.forget(row.id);
      return null;
    }
    const botSeat = (seat: number) => seats.find((s) => s.seat === seat && s.bot);
    const due = row.pending.filter(
      (p) => botSeat(p.seat) && !this.retries.waiting(row.id, p.seat, now),
    );
    if (due.length === 0) return null;
    const live = await match();
    const owed = live.pending().filter((d) => due.some((p) => p.decisionId === d.id));
    if (owed.length === 0) return null;
    // The decisions of a simultaneous step are made blind to each other: one position serves
    // them all. Any other decision is made on the position the previous answer leaves.
    const round = owed.every((d) => d.simultaneous) ? owed : owed.slice(0, 1);
    return {
      atOrderSeq: live.lastOrderSeq,
      decisions: round.map((d) => this.owed(live, row.id, d, botSeat(d.seat)!)),
    };
  }

  /** Reads the turn now (under the lock); the bot decides later, when `decide` is called. */
  private owed(live: Match, matchId: string, decision: Decision, holder: SeatRow): Owed {
    const report = (problem: string): void =>
      this.logger.warn(`match ${matchId}, seat ${decision.seat}: ${problem}`);
    const base = { seat: decision.seat, decisionId: decision.id, report };
    // Given up on: its default order is played, nothing to decide.
    if (this.retries.exhausted(matchId, decision.seat)) return { ...base, decide: () => [] };
    const bot = botOf(holder);
    if (!bot) return { ...base, decide: () => failed(`this server has no bot ${holder.bot}`) };
    try {
      const turn = readSeatTurn(live, matchId, decision, bot.searches === true);
      return { ...base, decide: () => ordersToTry(turn, bot, report) };
    } catch (error) {
      return { ...base, decide: () => failed(`its turn could not be read: ${String(error)}`) };
    }

    function failed(problem: string): unknown[] {
      report(problem);
      return [];
    }
  }

  private submit(act: MatchAct, atOrderSeq: number, plans: Plan[], now: number): Played {
    if (act.status !== 'active') return { played: 0, stale: false };
    if (act.match.lastOrderSeq !== atOrderSeq) return { played: 0, stale: true };
    let played = 0;
    for (const plan of plans) {
      // An earlier answer of this round may have ended the match or changed what is owed.
      if (!act.match.pending().some((d) => d.id === plan.decisionId)) continue;
      if (this.answer(act, plan, now)) played++;
    }
    return { played, stale: false };
  }

  private answer(act: MatchAct, plan: Plan, now: number): boolean {
    const { seat, decisionId } = plan;
    const matchId = act.row.id;
    if (!this.retries.exhausted(matchId, seat)) {
      for (const order of plan.orders) {
        const result = this.submitting(matchId, seat, now, () =>
          act.submit(seat, decisionId, order, {
            playerId: null,
            // Names the answer in the input log; the row lock is what makes it happen once.
            idempotencyKey: `bot:${decisionId}`,
            requestHash: null,
          }),
        );
        if (result.ok) {
          this.retries.settled(matchId, seat);
          return true;
        }
        plan.report(`order refused on ${decisionId}: ${JSON.stringify(result.problems)}`);
      }
      const failures = this.retries.failed(matchId, seat, now);
      if (!this.retries.exhausted(matchId, seat)) return false;
      plan.report(
        `its bot failed ${failures} times in a row: the ruleset's default order is played for ${decisionId}`,
      );
    }
    const result = this.submitting(matchId, seat, now, () => act.submitDefault(decisionId));
    if (result.ok) this.retries.settled(matchId, seat);
    return result.ok;
  }

  /**
   * A submission that throws may have left the live match half-changed: the unit of work must
   * roll back (such a match no longer agrees with the row, so the next load rebuilds it). It
   * counts as the seat's failure first, so that a bot that breaks the engine backs off too.
   */
  private submitting(
    matchId: string,
    seat: number,
    now: number,
    submit: () => SubmitResult,
  ): SubmitResult {
    try {
      return submit();
    } catch (error) {
      this.retries.failed(matchId, seat, now);
      throw error;
    }
  }
}
