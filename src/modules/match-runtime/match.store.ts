/**
 * SQL for the `matches` and `match_seats` rows. Plain SQL rather than the entities: the lock
 * (FOR UPDATE), the version check and the jsonb casts must be exactly what runs on both
 * PostgreSQL 15 and PGlite. Every function takes the EntityManager to run on, so that inside a
 * transaction nothing strays onto another connection (PGlite would wait for the transaction).
 */
import type { EntityManager } from 'typeorm';
import type { PhaseSummary } from '../../engine/index.js';
import type { MatchRow, SeatRow } from './match.row.js';

export const MATCH_COLUMNS = `
  m.id, m.ruleset_id AS "rulesetId", m.ruleset_version AS "rulesetVersion", m.config,
  m.status, m.seed, m.seed_hash AS "seedHash", m.dice_generator AS "diceGenerator",
  m.version, m.phase, m.outcome,
  m.created_by AS "createdBy", m.created_at AS "createdAt", m.updated_at AS "updatedAt",
  m.visibility, m.deadline_seconds AS "deadlineSeconds", m.order_seq AS "orderSeq",
  m.event_seq AS "eventSeq", m.pending, m.next_deadline_at AS "nextDeadlineAt",
  m.started_at AS "startedAt", m.finished_at AS "finishedAt"`;

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function readMatch(
  db: EntityManager,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MatchRow | null> {
  const rows: MatchRow[] = await db.query(
    `SELECT ${MATCH_COLUMNS} FROM matches m WHERE m.id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export type MatchSeatRow = SeatRow & { matchId: string };

export async function readSeats(
  db: EntityManager,
  matchIds: readonly string[],
): Promise<MatchSeatRow[]> {
  if (matchIds.length === 0) return [];
  return db.query(
    `SELECT s.match_id AS "matchId", s.seat, s.player_id AS "playerId", p.name AS "playerName",
            s.bot, s.joined_at AS "joinedAt"
       FROM match_seats s LEFT JOIN players p ON p.id = s.player_id
      WHERE s.match_id = ANY($1::uuid[])
      ORDER BY s.match_id, s.seat`,
    [matchIds],
  );
}

/** The columns a new match row is written with (the database fills in the others). */
export type NewMatch = Pick<
  MatchRow,
  | 'rulesetId'
  | 'rulesetVersion'
  | 'config'
  | 'status'
  | 'seed'
  | 'seedHash'
  | 'diceGenerator'
  | 'visibility'
  | 'deadlineSeconds'
  | 'eventSeq'
  | 'pending'
  | 'nextDeadlineAt'
  | 'startedAt'
> & { phase: PhaseSummary; createdBy: string };

export async function insertMatch(db: EntityManager, m: NewMatch): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO matches (ruleset_id, ruleset_version, config, status, seed, seed_hash, phase,
                          created_by, visibility, deadline_seconds, event_seq, pending,
                          next_deadline_at, started_at, dice_generator)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12::jsonb, $13, $14,
             $15)
     RETURNING id`,
    [
      m.rulesetId,
      m.rulesetVersion,
      json(m.config),
      m.status,
      m.seed,
      m.seedHash,
      json(m.phase),
      m.createdBy,
      m.visibility,
      m.deadlineSeconds,
      m.eventSeq,
      json(m.pending),
      m.nextDeadlineAt,
      m.startedAt,
      m.diceGenerator,
    ],
  );
  return rows[0].id;
}

export interface SeatHolder {
  seat: number;
  playerId: string | null;
  bot: string | null;
}

export async function insertSeats(
  db: EntityManager,
  matchId: string,
  seats: readonly SeatHolder[],
): Promise<void> {
  await db.query(
    `INSERT INTO match_seats (match_id, seat, player_id, bot, joined_at)
     SELECT $1, s.seat, s.player_id, s.bot, CASE WHEN s.held THEN now() END
       FROM unnest($2::int[], $3::uuid[], $4::text[], $5::boolean[])
            AS s(seat, player_id, bot, held)`,
    [
      matchId,
      seats.map((s) => s.seat),
      seats.map((s) => s.playerId),
      seats.map((s) => s.bot),
      seats.map((s) => s.playerId !== null || s.bot !== null),
    ],
  );
}

export async function setSeatHolder(
  db: EntityManager,
  matchId: string,
  seat: SeatHolder,
): Promise<void> {
  await db.query(
    `UPDATE match_seats SET player_id = $3, bot = $4,
            joined_at = CASE WHEN $3::uuid IS NULL AND $4::text IS NULL THEN NULL ELSE now() END
      WHERE match_id = $1 AND seat = $2`,
    [matchId, seat.seat, seat.playerId, seat.bot],
  );
}

/** What a committed change sets on the match row: those columns, and always a phase. */
export type MatchChange = Pick<
  MatchRow,
  | 'status'
  | 'outcome'
  | 'orderSeq'
  | 'eventSeq'
  | 'pending'
  | 'nextDeadlineAt'
  | 'startedAt'
  | 'finishedAt'
> & { phase: PhaseSummary };

/**
 * Writes the change if the row is still at `version` (optimistic lock: another writer that got
 * there first makes this fail rather than be overwritten). Returns the new version.
 */
export async function updateMatch(
  db: EntityManager,
  id: string,
  version: number,
  c: MatchChange,
): Promise<number | null> {
  // TypeORM answers an UPDATE with [rows, rowCount].
  const [rows]: [{ version: number }[], number] = await db.query(
    `UPDATE matches
        SET status = $3, phase = $4::jsonb, outcome = $5::jsonb, order_seq = $6, event_seq = $7,
            pending = $8::jsonb, next_deadline_at = $9, started_at = $10, finished_at = $11,
            version = version + 1, updated_at = now()
      WHERE id = $1 AND version = $2
      RETURNING version`,
    [
      id,
      version,
      c.status,
      json(c.phase),
      json(c.outcome),
      c.orderSeq,
      c.eventSeq,
      json(c.pending),
      c.nextDeadlineAt,
      c.startedAt,
      c.finishedAt,
    ],
  );
  return rows[0]?.version ?? null;
}

/** Matches with a decision past its deadline (the sweep's work list). */
export async function overdueMatches(
  db: EntityManager,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT id FROM matches
      WHERE next_deadline_at IS NOT NULL AND next_deadline_at <= $1 AND status = 'active'
      ORDER BY next_deadline_at LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => r.id);
}
