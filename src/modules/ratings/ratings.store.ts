/**
 * SQL for ratings and their history. Every function takes the EntityManager to run on, so that a
 * rating changes in the transaction of the order that finished the match.
 */
import type { EntityManager } from 'typeorm';
import type { Skill } from '../../ratings/skill.js';

export interface RatingRow extends Skill {
  playerId: string;
  playerName: string;
  playerKind: string;
  rulesetId: string;
  scenarioId: string;
  ordinal: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  updatedAt: Date;
}

export type GameResult = 'win' | 'draw' | 'loss';

export interface HistoryRow {
  matchId: string;
  rulesetId: string;
  scenarioId: string;
  result: GameResult;
  muBefore: number;
  sigmaBefore: number;
  mu: number;
  sigma: number;
  ordinal: number;
  createdAt: Date;
}

const RATING_COLUMNS = `
  r.player_id AS "playerId", p.name AS "playerName", p.kind AS "playerKind",
  r.ruleset_id AS "rulesetId", r.scenario_id AS "scenarioId", r.mu, r.sigma, r.ordinal,
  r.games, r.wins, r.draws, r.losses, r.updated_at AS "updatedAt"`;

/** The players' current skills in one board, locked until the transaction ends. */
export async function lockSkills(
  db: EntityManager,
  board: { rulesetId: string; scenarioId: string },
  playerIds: readonly string[],
): Promise<Map<string, Skill>> {
  const rows: (Skill & { playerId: string })[] = await db.query(
    `SELECT player_id AS "playerId", mu, sigma FROM ratings
      WHERE ruleset_id = $1 AND scenario_id = $2 AND player_id = ANY($3::uuid[])
      ORDER BY player_id FOR UPDATE`,
    [board.rulesetId, board.scenarioId, playerIds],
  );
  return new Map(rows.map((r) => [r.playerId, { mu: r.mu, sigma: r.sigma }]));
}

export interface RatingChange {
  playerId: string;
  matchId: string;
  result: GameResult;
  before: Skill;
  after: Skill;
  ordinal: number;
}

export async function saveChange(
  db: EntityManager,
  board: { rulesetId: string; scenarioId: string },
  c: RatingChange,
): Promise<void> {
  await db.query(
    `INSERT INTO ratings (player_id, ruleset_id, scenario_id, mu, sigma, ordinal, games, wins,
                          draws, losses)
     VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9)
     ON CONFLICT (player_id, ruleset_id, scenario_id) DO UPDATE SET
       mu = EXCLUDED.mu, sigma = EXCLUDED.sigma, ordinal = EXCLUDED.ordinal,
       games = ratings.games + 1, wins = ratings.wins + EXCLUDED.wins,
       draws = ratings.draws + EXCLUDED.draws, losses = ratings.losses + EXCLUDED.losses,
       updated_at = now()`,
    [
      c.playerId,
      board.rulesetId,
      board.scenarioId,
      c.after.mu,
      c.after.sigma,
      c.ordinal,
      c.result === 'win' ? 1 : 0,
      c.result === 'draw' ? 1 : 0,
      c.result === 'loss' ? 1 : 0,
    ],
  );
  await db.query(
    `INSERT INTO rating_history (player_id, ruleset_id, scenario_id, match_id, result, mu_before,
                                 sigma_before, mu, sigma, ordinal)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      c.playerId,
      board.rulesetId,
      board.scenarioId,
      c.matchId,
      c.result,
      c.before.mu,
      c.before.sigma,
      c.after.mu,
      c.after.sigma,
      c.ordinal,
    ],
  );
}

/** A page of a board, best first; `after` is the last row of the previous page. */
export function boardPage(
  db: EntityManager,
  board: { rulesetId: string; scenarioId: string },
  after: { ordinal: number; playerId: string } | null,
  limit: number,
): Promise<RatingRow[]> {
  return db.query(
    `SELECT ${RATING_COLUMNS} FROM ratings r JOIN players p ON p.id = r.player_id
      WHERE r.ruleset_id = $1 AND r.scenario_id = $2
        AND ($3::float8 IS NULL OR (r.ordinal < $3 OR (r.ordinal = $3 AND r.player_id > $4::uuid)))
      ORDER BY r.ordinal DESC, r.player_id
      LIMIT $5`,
    [board.rulesetId, board.scenarioId, after?.ordinal ?? null, after?.playerId ?? null, limit],
  );
}

export function ratingsOf(db: EntityManager, playerId: string): Promise<RatingRow[]> {
  return db.query(
    `SELECT ${RATING_COLUMNS} FROM ratings r JOIN players p ON p.id = r.player_id
      WHERE r.player_id = $1 ORDER BY r.ruleset_id, r.scenario_id`,
    [playerId],
  );
}

/** The latest changes first, at most `limit`. */
export function historyOf(
  db: EntityManager,
  playerId: string,
  limit: number,
): Promise<HistoryRow[]> {
  return db.query(
    `SELECT match_id AS "matchId", ruleset_id AS "rulesetId", scenario_id AS "scenarioId", result,
            mu_before AS "muBefore", sigma_before AS "sigmaBefore", mu, sigma, ordinal,
            created_at AS "createdAt"
       FROM rating_history WHERE player_id = $1 ORDER BY id DESC LIMIT $2`,
    [playerId, limit],
  );
}
