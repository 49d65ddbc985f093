import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Outcome } from '../../engine/index.js';
import { CommitHooks, MatchAct } from '../match-runtime/index.js';
import { RatingsService } from '../ratings/index.js';
import { passValidation, readArranged, saveMissed, type ArrangedRow } from './ladder.store.js';

/** Matches remembered as arranged or not (a fact from creation on): saves a query per order. */
const KNOWN_MAX = 10_000;

/**
 * What the service adds to a change of a match it arranged, inside that change's transaction:
 * a seat whose player let `forfeitAfter` decisions in a row pass their deadline forfeits (it
 * resigns); a finished validation game passes the bot unless it forfeited; a finished rated
 * game updates both players' ratings.
 */
@Injectable()
export class ArrangedMatches implements OnModuleInit {
  private readonly known = new Map<string, boolean>();

  constructor(
    @Inject(CommitHooks) private readonly hooks: CommitHooks,
    @Inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  onModuleInit(): void {
    this.hooks.addBeforeWrite((act) => this.countMisses(act));
    this.hooks.add(async ({ act, committed }) => {
      if (committed.phase?.status !== 'finished' || act.row.status === 'finished') return;
      const outcome = act.match.outcome();
      if (outcome) await this.settle(act, outcome);
    });
  }

  private async arranged(act: MatchAct): Promise<ArrangedRow | null> {
    if (this.known.get(act.row.id) === false) return null;
    const row = await readArranged(act.reader, act.row.id);
    if (this.known.size >= KNOWN_MAX) this.known.clear();
    this.known.set(act.row.id, row !== null);
    return row;
  }

  private async countMisses(act: MatchAct): Promise<void> {
    if (act.orders.length === 0 || act.status !== 'active') return;
    const arranged = await this.arranged(act);
    if (!arranged || arranged.forfeitAfter === null) return;
    const missed = { ...arranged.missed };
    let changed = false;
    for (const { entry, playerId } of act.orders) {
      const seat = entry.seat;
      if (seat === null || entry.kind === 'resign') continue;
      if (!act.seats.some((s) => s.seat === seat && s.playerId !== null)) continue;
      // A deadline's default order is a miss; the player's own order ends the run of misses.
      const n = entry.kind === 'default' ? (missed[seat] ?? 0) + 1 : playerId ? 0 : missed[seat];
      if (n === undefined) continue;
      if (n === (missed[seat] ?? 0)) continue;
      missed[seat] = n;
      changed = true;
    }
    if (!changed) return;
    await saveMissed(act.db, arranged.matchId, missed);
    for (const [seat, n] of Object.entries(missed)) {
      if (n < arranged.forfeitAfter || act.match.isOver) continue;
      act.resign(Number(seat), { playerId: null, idempotencyKey: null, requestHash: null });
    }
  }

  private async settle(act: MatchAct, outcome: Outcome): Promise<void> {
    const arranged = await this.arranged(act);
    if (!arranged) return;
    if (arranged.kind === 'validation') {
      const bot = act.seats.find((s) => s.playerId !== null);
      const forfeited =
        bot !== undefined &&
        arranged.forfeitAfter !== null &&
        (arranged.missed[bot.seat] ?? 0) >= arranged.forfeitAfter;
      if (bot?.playerId && !forfeited) {
        await passValidation(act.db, bot.playerId, act.row.rulesetId);
      }
      return;
    }
    const players = act.seats.map((s) => s.playerId);
    if (!arranged.rated || players.some((p) => p === null)) return;
    if (new Set(players).size !== players.length) return;
    await this.ratings.rate(act.db, {
      matchId: act.row.id,
      rulesetId: act.row.rulesetId,
      scenarioId: arranged.scenarioId,
      players: players as string[],
      outcome,
    });
  }
}
