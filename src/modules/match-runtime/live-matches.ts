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

const agrees = (match: Match, row: MatchRow): boolean =>
  match.lastOrderSeq === row.orderSeq && match.lastEventSeq === row.eventSeq;

/**
 * The matches this instance has in memory, keyed by id and valid for one length of the order log:
 * a row whose log is longer (another instance wrote to it) makes the cached match stale. Each
 * keeps the row (with its version) and seats this instance last read or wrote, so that an order
 * can be checked and written without reading them again: the writing statement's version check
 * finds out if another instance wrote meanwhile. Bounded by estimated bytes, least recently used
 * out first. The cache is only touched under the match's lock. Ended matches are not kept: they
 * take no more orders, and their rare reads (replays, reports) rebuild them.
 */
@Injectable()
export class LiveMatches {
  readonly locks = new MatchLocks();
  private readonly cache = new Map<string, LiveMatch>();
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
    const match = await rebuildMatch(db, row);
    this.rebuilds++;
    if (!isEnded(row.status)) this.remember(row.id, match, row, seats);
    return match;
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
    const cached = this.cache.get(matchId);
    if (!cached) return;
    this.cache.delete(matchId);
    this.total -= cached.bytes;
  }

  /** Most recently used last, so the first key is the one to evict. */
  private touch(matchId: string, entry: LiveMatch): void {
    this.cache.delete(matchId);
    this.cache.set(matchId, entry);
  }
}
