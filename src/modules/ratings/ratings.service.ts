import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiProblem } from '../../common/problem.js';
import type { Outcome } from '../../engine/index.js';
import { displayed, newSkill, placesOf, rateGame } from '../../ratings/skill.js';
import type { LeaderboardDto, PlayerRatingsDto, RatingDto } from './rating.dto.js';
import { DEFAULT_PAGE_SIZE } from '../../common/page-query.js';
import type { LeaderboardQuery } from './leaderboard.query.js';
import {
  boardPage,
  historyOf,
  lockSkills,
  ratingsOf,
  saveChange,
  type GameResult,
  type RatingRow,
} from './ratings.store.js';

/** Rated games before a rating is settled: until then it is shown as provisional. */
export const PROVISIONAL_GAMES = 10;
const HISTORY_SHOWN = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A finished rated match, as the ratings need it. */
export interface RatedResult {
  matchId: string;
  rulesetId: string;
  scenarioId: string;
  /** The player in each seat. */
  players: readonly string[];
  outcome: Outcome;
}

const toDto = (r: RatingRow): RatingDto => ({
  playerId: r.playerId,
  playerName: r.playerName,
  rulesetId: r.rulesetId,
  scenarioId: r.scenarioId,
  mu: r.mu,
  sigma: r.sigma,
  ordinal: r.ordinal,
  games: r.games,
  wins: r.wins,
  draws: r.draws,
  losses: r.losses,
  provisional: r.games < PROVISIONAL_GAMES,
  updatedAt: r.updatedAt,
});

/** OpenSkill ratings per ruleset and scenario: updated by finished rated matches, and shown. */
@Injectable()
export class RatingsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Rates a finished match on `db`, the transaction that finished it, so a match is rated once
   * and exactly when its end commits. Players' rows are locked, and written, in id order: two
   * matches ending at once cannot deadlock on them.
   */
  async rate(db: EntityManager, m: RatedResult): Promise<void> {
    const board = { rulesetId: m.rulesetId, scenarioId: m.scenarioId };
    const current = await lockSkills(db, board, m.players);
    const before = m.players.map((p) => current.get(p) ?? newSkill());
    const places = placesOf(m.players.length, m.outcome.winners, m.outcome.draw);
    const after = rateGame(before, places);
    const best = Math.min(...places);
    const tied = places.every((p) => p === best);
    // In the order of the rows' keys, as lockSkills locks them: a player rated for the first time
    // has no row to lock, and two games of one pairing (seats swapped) ending at once would each
    // wait for the row the other inserted first in seat order — a deadlock.
    const seatsByKey = [...m.players.keys()].sort((a, b) =>
      m.players[a] < m.players[b] ? -1 : m.players[a] > m.players[b] ? 1 : 0,
    );
    for (const seat of seatsByKey) {
      const playerId = m.players[seat];
      const result: GameResult = tied ? 'draw' : places[seat] === best ? 'win' : 'loss';
      await saveChange(db, board, {
        playerId,
        matchId: m.matchId,
        result,
        before: before[seat],
        after: after[seat],
        ordinal: displayed(after[seat]),
      });
    }
  }

  async leaderboard(
    rulesetId: string,
    scenarioId: string,
    q: LeaderboardQuery,
  ): Promise<LeaderboardDto> {
    const limit = q.limit ?? DEFAULT_PAGE_SIZE;
    const after = q.cursor ? decodeCursor(q.cursor) : null;
    const rows = await boardPage(
      this.dataSource.manager,
      { rulesetId, scenarioId },
      after,
      limit + 1,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toDto),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  async ofPlayer(playerId: string): Promise<PlayerRatingsDto> {
    if (!UUID.test(playerId)) {
      throw ApiProblem.validation([
        { path: '/playerId', code: 'FORMAT', message: 'playerId must be a uuid' },
      ]);
    }
    const db = this.dataSource.manager;
    const [ratings, history] = await Promise.all([
      ratingsOf(db, playerId),
      historyOf(db, playerId, HISTORY_SHOWN),
    ]);
    return { playerId, ratings: ratings.map(toDto), history };
  }
}

const encodeCursor = (r: { ordinal: number; playerId: string }): string =>
  Buffer.from(JSON.stringify([r.ordinal, r.playerId]), 'utf8').toString('base64url');

function decodeCursor(cursor: string): { ordinal: number; playerId: string } {
  try {
    const [ordinal, playerId] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof ordinal === 'number' &&
      Number.isFinite(ordinal) &&
      typeof playerId === 'string' &&
      UUID.test(playerId)
    ) {
      return { ordinal, playerId };
    }
  } catch {
    // fall through to the refusal
  }
  throw ApiProblem.validation([
    {
      path: '/cursor',
      code: 'INVALID_CURSOR',
      message: 'cursor is not a nextCursor this API gave',
    },
  ]);
}
