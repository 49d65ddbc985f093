import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { Match } from '../../engine/index.js';
import { MatchLocks } from './match-lock.js';
import { isEnded, type MatchRow, type SeatRow } from './match.row.js';
import { rebuildMatch } from './rebuild.js';

/**
 * A match's memory, estimated from its log lengths: the engine's `Match` keeps its state, its
 * whole input log and every event. Measured with heap snapshots of 100–200 matches per scenario
 * played 40 orders by the random bot (decision 0016): 8.5 KB for a fresh pilot-episode match,
 * then 340–550 B of heap per event, orders and state included, across the rulesets (events are
 * about half of it, the input log a fifth). A pilot-episode match at its end, ~416 events and
 * ~98 orders, holds ~175 KB; this estimate gives it ~200.
 */
const BASE_BYTES = 8 * 1024;
const BYTES_PER_EVENT = 400;
const BYTES_PER_ORDER = 300;

export const estimatedBytes = (match: Match): number =>
  BASE_BYTES + BYTES_PER_EVENT * match.lastEventSeq + BYTES_PER_ORDER * match.lastOrderSeq;

/** A match in memory, with the row and seats it was last seen with (null until seen). */
export interface LiveMatch {
  match: Match;
  row: MatchRow | null;
  seats: SeatRow[] | null;
  bytes: number;
}

/** A live match whose row and seats are known and agree with it: fit to act on without a read. */
export type CurrentMatch = LiveMatch & { row: MatchRow; seats: SeatRow[] };

/**
 * Ended matches kept for the reads just after their end. Each seat of a bot game reads the match
 * once it is over: without these, every finished match was rebuilt from its log twice (decision
 * 0070). Few, since a pilot-episode match at its end holds ~175 KB.
 */
export const ENDED_KEPT = 16;

const agrees = (match: Match, row: MatchRow): boolean =>
  match.lastOrderSeq === row.orderSeq && match.lastEventSeq === row.eventSeq;

/**
 * The matches this instance has in memory, keyed by id and valid for one length of the order log:
 * a row whose log is longer (another instance wrote to it) makes the cached match stale. Each
 * keeps the row (with its version) and seats this instance last read or wrote, so that an order
 * can be checked and written without reading them again: the writing statement's version check
 * finds out if another instance wrote meanwhile. Bounded by estimated bytes, least recently used
 * out first. The cache is only touched under the match's lock. Ended matches leave it: they take
 * no more orders. The last `ENDED_KEPT` to end are kept apart for the reads that follow an end
 * (each seat's look at the result); later reads (replays, reports) rebuild them.
 */
@Injectable()
export class LiveMatches {
  readonly locks = new MatchLocks();
  private readonly cache = new Map<string, LiveMatch>();
  /** The last `ENDED_KEPT` matches to end, oldest first. */
  private readonly recentlyEnded = new Map<string, Match>();
  private total = 0;
  /** The bound on `bytes` (LIVE_MATCHES_BYTES): the least recently used matches leave beyond it. */
  limitBytes: number;
  /** Matches rebuilt from the database because they were not in memory (or were stale). */
  rebuilds = 0;
  /** Matches that left to make room: many while they are still played is the cache thrashing. */
  evictions = 0;

  constructor(@InjectConfig() config: AppConfig) {
    this.limitBytes = config.liveMatches.limitBytes;
  }

  /** The match as of `row`, from memory when it is current, else rebuilt with `db`. */
  async load(db: EntityManager, row: MatchRow, seats: SeatRow[] | null = null): Promise<Match> {
    const cached = this.cache.get(row.id);
    if (cached && agrees(cached.match, row)) {
      this.touch(row.id, cached);
      cached.row = row;
      cached.seats = seats ?? cached.seats;
      return cached.match;
    }
    const ended = isEnded(row.status);
    const kept = ended ? this.recentlyEnded.get(row.id) : undefined;
    if (kept && agrees(kept, row)) return kept;
    const match = await rebuildMatch(db, row);
    this.rebuilds++;
    if (ended) this.keepEnded(row.id, match);
    else this.remember(row.id, match, row, seats);
    return match;
  }

  /** A match that has just ended leaves live play, kept a while for the reads after its end. */
  ended(matchId: string, match: Match): void {
    this.forget(matchId);
    this.keepEnded(matchId, match);
  }

  /** A row and seats just read: kept with the match in memory if they agree with it. */
  seen(row: MatchRow, seats: SeatRow[]): void {
    const cached = this.cache.get(row.id);
    if (!cached) return;
    if (agrees(cached.match, row)) {
      cached.row = row;
      cached.seats = seats;
    } else {
      cached.row = null;
      cached.seats = null;
    }
  }

  /** The match with its row and seats, when all three are known to agree. */
  current(matchId: string): CurrentMatch | undefined {
    const cached = this.cache.get(matchId);
    if (!cached?.row || !cached.seats || !agrees(cached.match, cached.row)) return undefined;
    return cached as CurrentMatch;
  }

  remember(
    matchId: string,
    match: Match,
    row: MatchRow | null = null,
    seats: SeatRow[] | null = null,
  ): void {
    this.forget(matchId);
    const entry = { match, row, seats, bytes: estimatedBytes(match) };
    this.cache.set(matchId, entry);
    this.total += entry.bytes;
    for (const [id, oldest] of this.cache) {
      if (this.total <= this.limitBytes || oldest === entry) break;
      this.cache.delete(id);
      this.total -= oldest.bytes;
      this.evictions++;
    }
  }

  /** How many matches are in memory. */
  get size(): number {
    return this.cache.size;
  }

  /** Their estimated bytes. */
  get bytes(): number {
    return this.total;
  }

  has(matchId: string): boolean {
    return this.cache.has(matchId);
  }

  /** After a failed write, or once a match has ended that may have changed the match in memory. */
  forget(matchId: string): void {
    this.recentlyEnded.delete(matchId);
    const cached = this.cache.get(matchId);
    if (!cached) return;
    this.cache.delete(matchId);
    this.total -= cached.bytes;
  }

  private keepEnded(matchId: string, match: Match): void {
    this.recentlyEnded.delete(matchId);
    this.recentlyEnded.set(matchId, match);
    for (const id of this.recentlyEnded.keys()) {
      if (this.recentlyEnded.size <= ENDED_KEPT) break;
      this.recentlyEnded.delete(id);
    }
  }

  /** Most recently used last, so the first key is the one to evict. */
  private touch(matchId: string, entry: LiveMatch): void {
    this.cache.delete(matchId);
    this.cache.set(matchId, entry);
  }
}
