/**
 * SQL for ladders, their entries, the matches the service arranged and bots' validation games.
 * Every function takes the EntityManager to run on (a transaction's, where it matters).
 */
import type { EntityManager } from 'typeorm';
import type { Candidate } from './pairing.js';

export interface LadderRow {
  id: string;
  name: string;
  rulesetId: string;
  scenarioId: string;
  deadlineSeconds: number;
  forfeitAfter: number;
  createdBy: string;
  createdAt: Date;
}

export type EntryStatus = 'validating' | 'active' | 'withdrawn';

export interface EntryRow {
  ladderId: string;
  playerId: string;
  playerName: string;
  status: EntryStatus;
  joinedAt: Date;
}

/** A match the service arranged: a ladder game or a bot's validation game. */
export interface ArrangedRow {
  matchId: string;
  kind: 'ladder' | 'validation' | 'challenge';
  ladderId: string | null;
  rated: boolean;
  scenarioId: string;
  forfeitAfter: number | null;
  /** Seat → decisions missed in a row (a deadline's default order played for it). */
  missed: Record<string, number>;
}

const LADDER_COLUMNS = `l.id, l.name, l.ruleset_id AS "rulesetId", l.scenario_id AS "scenarioId",
  l.deadline_seconds AS "deadlineSeconds", l.forfeit_after AS "forfeitAfter",
  l.created_by AS "createdBy", l.created_at AS "createdAt"`;

export async function insertLadder(
  db: EntityManager,
  l: Omit<LadderRow, 'id' | 'createdAt'>,
): Promise<string> {
  const [row] = (await db.query(
    `INSERT INTO ladders (name, ruleset_id, scenario_id, deadline_seconds, forfeit_after,
                          created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [l.name, l.rulesetId, l.scenarioId, l.deadlineSeconds, l.forfeitAfter, l.createdBy],
  )) as { id: string }[];
  return row.id;
}

export async function readLadder(db: EntityManager, id: string): Promise<LadderRow | null> {
  const [row] = (await db.query(`SELECT ${LADDER_COLUMNS} FROM ladders l WHERE l.id = $1`, [
    id,
  ])) as LadderRow[];
  return row ?? null;
}

export function listLadders(db: EntityManager): Promise<LadderRow[]> {
  return db.query(`SELECT ${LADDER_COLUMNS} FROM ladders l ORDER BY l.created_at, l.id LIMIT 100`);
}

/** Ladders with at least two active entries: those a pairing round may have work for. */
export async function laddersToPair(db: EntityManager): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT ladder_id AS id FROM ladder_entries WHERE status = 'active'
      GROUP BY ladder_id HAVING count(*) >= 2`,
  );
  return rows.map((r) => r.id);
}

export function entriesOf(db: EntityManager, ladderId: string): Promise<EntryRow[]> {
  return db.query(
    `SELECT e.ladder_id AS "ladderId", e.player_id AS "playerId", p.name AS "playerName",
            e.status, e.joined_at AS "joinedAt"
       FROM ladder_entries e JOIN players p ON p.id = e.player_id
      WHERE e.ladder_id = $1 AND e.status <> 'withdrawn' ORDER BY e.joined_at, e.player_id`,
    [ladderId],
  );
}

export async function upsertEntry(
  db: EntityManager,
  ladderId: string,
  playerId: string,
  status: EntryStatus,
): Promise<void> {
  await db.query(
    `INSERT INTO ladder_entries (ladder_id, player_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (ladder_id, player_id) DO UPDATE SET status = EXCLUDED.status`,
    [ladderId, playerId, status],
  );
}

/**
 * Active entries with no ladder match open or running in this ladder, with their rating on the
 * ladder's board: who a pairing round may pair.
 */
export function idleCandidates(db: EntityManager, ladder: LadderRow): Promise<Candidate[]> {
  return db.query(
    `SELECT e.player_id AS "playerId", COALESCE(r.ordinal, 0) AS ordinal,
            e.last_opponent_id AS "lastOpponentId"
       FROM ladder_entries e
       LEFT JOIN ratings r ON r.player_id = e.player_id AND r.ruleset_id = $2
                          AND r.scenario_id = $3
      WHERE e.ladder_id = $1 AND e.status = 'active'
        AND NOT EXISTS (
          SELECT 1 FROM arranged_matches a
            JOIN matches m ON m.id = a.match_id
            JOIN match_seats s ON s.match_id = a.match_id
           WHERE a.ladder_id = $1 AND m.status IN ('open', 'active')
             AND s.player_id = e.player_id)`,
    [ladder.id, ladder.rulesetId, ladder.scenarioId],
  );
}

export async function setLastOpponents(
  db: EntityManager,
  ladderId: string,
  a: string,
  b: string,
): Promise<void> {
  await db.query(
    `UPDATE ladder_entries SET last_opponent_id = CASE player_id WHEN $2::uuid THEN $3::uuid
                                                                 ELSE $2::uuid END
      WHERE ladder_id = $1 AND player_id IN ($2, $3)`,
    [ladderId, a, b],
  );
}

export async function insertArranged(db: EntityManager, a: Omit<ArrangedRow, 'missed'>) {
  await db.query(
    `INSERT INTO arranged_matches (match_id, kind, ladder_id, rated, scenario_id, forfeit_after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.matchId, a.kind, a.ladderId, a.rated, a.scenarioId, a.forfeitAfter],
  );
}

export async function readArranged(
  db: EntityManager,
  matchId: string,
): Promise<ArrangedRow | null> {
  const [row] = (await db.query(
    `SELECT match_id AS "matchId", kind, ladder_id AS "ladderId", rated,
            scenario_id AS "scenarioId", forfeit_after AS "forfeitAfter", missed
       FROM arranged_matches WHERE match_id = $1`,
    [matchId],
  )) as ArrangedRow[];
  return row ?? null;
}

export async function saveMissed(
  db: EntityManager,
  matchId: string,
  missed: Record<string, number>,
): Promise<void> {
  await db.query(`UPDATE arranged_matches SET missed = $2::jsonb WHERE match_id = $1`, [
    matchId,
    JSON.stringify(missed),
  ]);
}

/** The bot's validation on a ruleset: passed, under way (its match), or none yet. */
export async function readValidation(
  db: EntityManager,
  playerId: string,
  rulesetId: string,
): Promise<{ matchId: string; passedAt: Date | null; status: string } | null> {
  const [row] = (await db.query(
    `SELECT v.match_id AS "matchId", v.passed_at AS "passedAt", m.status
       FROM bot_validations v JOIN matches m ON m.id = v.match_id
      WHERE v.player_id = $1 AND v.ruleset_id = $2`,
    [playerId, rulesetId],
  )) as { matchId: string; passedAt: Date | null; status: string }[];
  return row ?? null;
}

export async function startValidation(
  db: EntityManager,
  playerId: string,
  rulesetId: string,
  matchId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO bot_validations (player_id, ruleset_id, match_id) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, ruleset_id) DO UPDATE SET match_id = EXCLUDED.match_id,
                                                        passed_at = NULL`,
    [playerId, rulesetId, matchId],
  );
}

/** The validation passed: the bot's entries waiting on it in ladders of the ruleset go active. */
export async function passValidation(
  db: EntityManager,
  playerId: string,
  rulesetId: string,
): Promise<void> {
  await db.query(
    `UPDATE bot_validations SET passed_at = now() WHERE player_id = $1 AND ruleset_id = $2`,
    [playerId, rulesetId],
  );
  await db.query(
    `UPDATE ladder_entries e SET status = 'active' FROM ladders l
      WHERE l.id = e.ladder_id AND l.ruleset_id = $2 AND e.player_id = $1
        AND e.status = 'validating'`,
    [playerId, rulesetId],
  );
}

export function validatedRulesets(
  db: EntityManager,
  playerId: string,
): Promise<{ rulesetId: string; passedAt: Date }[]> {
  return db.query(
    `SELECT ruleset_id AS "rulesetId", passed_at AS "passedAt" FROM bot_validations
      WHERE player_id = $1 AND passed_at IS NOT NULL ORDER BY ruleset_id`,
    [playerId],
  );
}

/** Whether the player passed a validation game on the ruleset. */
export async function isValidated(
  db: EntityManager,
  playerId: string,
  rulesetId: string,
): Promise<boolean> {
  const v = await readValidation(db, playerId, rulesetId);
  return v?.passedAt != null;
}
