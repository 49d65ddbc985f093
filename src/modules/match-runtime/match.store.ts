/**
 * SQL for the `matches` and `match_seats` rows. Plain SQL rather than the entities: the lock
 * (FOR UPDATE), the version check and the jsonb casts must be exactly what runs on both
 * PostgreSQL 15 and PGlite. Every function takes the EntityManager to run on, so that inside a
 * transaction nothing strays onto another connection (PGlite would wait for the transaction).
 */
import type { EntityManager } from 'typeorm';
import type { PhaseSummary } from '../../engine/index.js';
import type { MatchRow, SeatRow } from './match.row.js';
import { ORDER_COLUMNS, toEntry, type KeyedOrder, type OrderRow } from './log.store.js';
import { queryPrepared } from './prepared.js';
import { SqlParams } from './sql-params.js';

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

const SEAT_COLUMNS = `s.seat, s.player_id AS "playerId", p.name AS "playerName", s.bot,
  s.joined_at AS "joinedAt", s.decisions_timed AS "decisionsTimed",
  s.decision_ms_total::float8 AS "decisionMsTotal", s.decision_ms_max AS "decisionMsMax"`;

/** A match row with its seats, read together. */
export interface SeatedMatch {
  row: MatchRow;
  seats: SeatRow[];
  /** The order sent earlier under the Idempotency-Key asked about, if any. */
  earlier: KeyedOrder | null;
}

/** An Idempotency-Key, as sent by a player. */
export interface SentKey {
  playerId: string;
  key: string;
}

type SeatedRow = MatchRow & {
  seatRows: (SeatRow & { joinedAt: string | null })[];
  earlier: OrderRow | null;
};

/**
 * The match row, its seats (as JSON) and the order sent under `keyed`, in one round trip; the
 * row locked for the transaction when asked.
 */
export async function readSeatedMatch(
  db: EntityManager,
  id: string,
  options: { lock?: boolean; keyed?: SentKey | null } = {},
): Promise<SeatedMatch | null> {
  const p = new SqlParams();
  const matchId = p.add(id);
  const { keyed } = options;
  const earlier = keyed
    ? `(SELECT row_to_json(o) FROM (SELECT ${ORDER_COLUMNS} FROM match_orders
          WHERE match_id = m.id AND player_id = ${p.add(keyed.playerId)}::uuid
            AND idempotency_key = ${p.add(keyed.key)}) o)`
    : 'NULL::json';
  const rows = await queryPrepared<SeatedRow>(
    db,
    `SELECT ${MATCH_COLUMNS},
            (SELECT coalesce(json_agg(x ORDER BY x.seat), '[]'::json)
               FROM (SELECT ${SEAT_COLUMNS} FROM match_seats s
                       LEFT JOIN players p ON p.id = s.player_id
                      WHERE s.match_id = m.id) x) AS "seatRows",
            ${earlier} AS earlier
       FROM matches m WHERE m.id = ${matchId}${options.lock ? ' FOR UPDATE' : ''}`,
    p.values,
  );
  const found = rows[0];
  if (!found) return null;
  const { seatRows, earlier: order, ...row } = found;
  const seats = seatRows.map((seat) => ({
    ...seat,
    joinedAt: seat.joinedAt === null ? null : new Date(seat.joinedAt),
  }));
  return {
    row,
    seats,
    earlier: order
      ? { entry: toEntry(order), playerId: order.playerId, requestHash: order.requestHash }
      : null,
  };
}

export type MatchSeatRow = SeatRow & { matchId: string };

export async function readSeats(
  db: EntityManager,
  matchIds: readonly string[],
): Promise<MatchSeatRow[]> {
  if (matchIds.length === 0) return [];
  return db.query(
    `SELECT s.match_id AS "matchId", ${SEAT_COLUMNS}
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
 * An UPDATE that writes the change if the row is still at `version` (optimistic lock: another
 * writer that got there first makes it match no row rather than be overwritten), returning the
 * new version; its values added to `p`.
 */
export function updateMatchSql(p: SqlParams, id: string, version: number, c: MatchChange): string {
  return `UPDATE matches
        SET status = ${p.add(c.status)}, phase = ${p.add(json(c.phase))}::jsonb,
            outcome = ${p.add(json(c.outcome))}::jsonb, order_seq = ${p.add(c.orderSeq)},
            event_seq = ${p.add(c.eventSeq)}, pending = ${p.add(json(c.pending))}::jsonb,
            next_deadline_at = ${p.add(c.nextDeadlineAt)}::timestamptz,
            started_at = ${p.add(c.startedAt)}::timestamptz,
            finished_at = ${p.add(c.finishedAt)}::timestamptz,
            version = version + 1, updated_at = now()
      WHERE id = ${p.add(id)} AND version = ${p.add(version)}
      RETURNING version`;
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
