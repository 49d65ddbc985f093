import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Match } from '../../engine/index.js';
import { MatchLocks } from './match-lock.js';
import { isEnded, type MatchRow } from './match.row.js';
import { rebuildMatch } from './rebuild.js';

/** How many matches stay in memory; a match that falls out is rebuilt from the database. */
const CACHE_SIZE = 500;

/**
 * The matches this instance has in memory, keyed by id and valid for one length of the order log:
 * a row whose log is longer (another instance wrote to it) makes the cached match stale. The
 * cache is only touched under the match's lock. Ended matches are not kept: they take no more
 * orders, and their rare reads (replays, reports) rebuild them, so memory holds only live play.
 */
@Injectable()
export class LiveMatches {
  readonly locks = new MatchLocks();
  private readonly cache = new Map<string, Match>();

  /** The match as of `row`, from memory when it is current, else rebuilt with `db`. */
  async load(db: EntityManager, row: MatchRow): Promise<Match> {
    const cached = this.cache.get(row.id);
    if (cached && cached.lastOrderSeq === row.orderSeq && cached.lastEventSeq === row.eventSeq) {
      // Most recently used last, so the first key is the one to evict.
      this.cache.delete(row.id);
      this.cache.set(row.id, cached);
      return cached;
    }
    const match = await rebuildMatch(db, row);
    if (!isEnded(row.status)) this.remember(row.id, match);
    return match;
  }

  remember(matchId: string, match: Match): void {
    this.cache.delete(matchId);
    this.cache.set(matchId, match);
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
  }

  /** How many matches are in memory. */
  get size(): number {
    return this.cache.size;
  }

  has(matchId: string): boolean {
    return this.cache.has(matchId);
  }

  /** After a failed write, or once a match has ended that may have changed the match in memory. */
  forget(matchId: string): void {
    this.cache.delete(matchId);
  }
}
