/**
 * SQL for a match's logs: the input log (`match_orders`), the output log (`match_event_batches`)
 * and the snapshots that spare replaying a long log. The logs are append-only (a trigger refuses updates).
 */
import type { EntityManager } from 'typeorm';
import type { LogEntry, MatchEvent, MatchRecord, Seat } from '../../engine/index.js';
import { SqlParams } from './sql-params.js';

/** An accepted order as stored: the log entry, who sent it and under which Idempotency-Key. */
export interface StoredOrder {
  entry: LogEntry;
  playerId: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** Milliseconds from the decision being offered to this order's acceptance (a player's own). */
  decisionMs: number | null;
}

/** An event as stored: which order produced it (null for the match's setup). */
export interface StoredEvent {
  event: MatchEvent;
  orderSeq: number | null;
}

/** `only if` an SQL condition (a writing statement's version check), or not. */
const onlyIf = (condition: string | null): string => (condition ? ` WHERE ${condition}` : '');

/**
 * The rows a statement inserts, as one JSON document its `jsonb_to_recordset` reads (one text
 * parameter). Rows as arrays (`unnest($n::text[])`) made `pg` escape every element of the JSON
 * texts with two regular expressions and PostgreSQL unescape them again, on every order.
 */
const recordset = (rows: readonly Record<string, unknown>[]): string => JSON.stringify(rows);

/** An INSERT of `orders` into the input log, its values added to `p`; only if `condition`. */
export function insertOrdersSql(
  p: SqlParams,
  matchId: string,
  orders: readonly StoredOrder[],
  condition: string | null = null,
): string {
  const rows = orders.map((o) => ({
    seq: o.entry.seq,
    seat: o.entry.seat,
    decision_id: o.entry.decisionId,
    kind: o.entry.kind,
    // A JSON null is SQL NULL in a recordset: the coalesce below stores it as JSON null again.
    payload: o.entry.order ?? null,
    player_id: o.playerId,
    idempotency_key: o.idempotencyKey,
    request_hash: o.requestHash,
    decision_ms: o.decisionMs,
  }));
  return `INSERT INTO match_orders
       (match_id, seq, seat, decision_id, kind, payload, player_id, idempotency_key, request_hash,
        decision_ms)
     SELECT ${p.add(matchId)}::uuid, o.seq, o.seat, o.decision_id, o.kind,
            coalesce(o.payload, 'null'::jsonb), o.player_id, o.idempotency_key, o.request_hash,
            o.decision_ms
       FROM jsonb_to_recordset(${p.add(recordset(rows))}::jsonb)
            AS o(seq int, seat int, decision_id text, kind text, payload jsonb, player_id uuid,
                 idempotency_key text, request_hash text, decision_ms int)${onlyIf(condition)}`;
}

/**
 * An UPDATE adding the timed orders' decision times to their seats' totals, its values added to
 * `p`, only if `condition`; null when no order was timed.
 */
export function addDecisionTimesSql(
  p: SqlParams,
  matchId: string,
  orders: readonly StoredOrder[],
  condition: string | null = null,
): string | null {
  const timed = orders.filter((o) => o.decisionMs !== null && o.entry.seat !== null);
  if (timed.length === 0) return null;
  return `UPDATE match_seats s
        SET decisions_timed = s.decisions_timed + t.n,
            decision_ms_total = s.decision_ms_total + t.total,
            decision_ms_max = greatest(s.decision_ms_max, t.longest)
       FROM (SELECT o.seat, count(*)::int AS n, sum(o.ms)::bigint AS total, max(o.ms) AS longest
               FROM unnest(${p.add(timed.map((o) => o.entry.seat))}::int[],
                           ${p.add(timed.map((o) => o.decisionMs))}::int[]) AS o(seat, ms)
              GROUP BY o.seat) t
      WHERE s.match_id = ${p.add(matchId)}::uuid AND s.seat = t.seat${condition ? ` AND ${condition}` : ''}`;
}

/** Events in stored form: `[type, data]`, or `[type, data, visibleTo]` for hidden ones. */
const storedForm = (e: MatchEvent): unknown[] =>
  e.visibleTo ? [e.type, e.data, e.visibleTo] : [e.type, e.data];

/** The events cut into batches: each run of consecutive events of one order is one row. */
function batches(events: readonly StoredEvent[]): StoredEvent[][] {
  const out: StoredEvent[][] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (last && last[0].orderSeq === e.orderSeq) last.push(e);
    else out.push([e]);
  }
  return out;
}

/**
 * An INSERT of `events` into the output log (a row per order's events, see the
 * `EventBatches` migration), its values added to `p`; only if `condition`.
 */
export function insertEventsSql(
  p: SqlParams,
  matchId: string,
  events: readonly StoredEvent[],
  condition: string | null = null,
): string {
  const rows = batches(events).map((b) => ({
    last_seq: b[b.length - 1].event.seq,
    first_seq: b[0].event.seq,
    order_seq: b[0].orderSeq,
    events: b.map((e) => storedForm(e.event)),
  }));
  return `INSERT INTO match_event_batches (match_id, last_seq, first_seq, order_seq, events)
     SELECT ${p.add(matchId)}::uuid, b.last_seq, b.first_seq, b.order_seq, b.events
       FROM jsonb_to_recordset(${p.add(recordset(rows))}::jsonb)
            AS b(last_seq int, first_seq int, order_seq int, events jsonb)${onlyIf(condition)}`;
}

export async function appendEvents(
  db: EntityManager,
  matchId: string,
  events: readonly StoredEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const p = new SqlParams();
  await db.query(insertEventsSql(p, matchId, events), p.values);
}

export interface OrderRow {
  seq: number;
  seat: number | null;
  decisionId: string;
  kind: LogEntry['kind'];
  order: unknown;
  playerId: string | null;
  requestHash: string | null;
}

export const ORDER_COLUMNS = `seq, seat, decision_id AS "decisionId", kind, payload AS "order",
  player_id AS "playerId", request_hash AS "requestHash"`;

export const toEntry = ({ seq, seat, decisionId, kind, order }: OrderRow): LogEntry => ({
  seq,
  seat,
  decisionId,
  kind,
  order,
});

/** Log entries `after` < seq <= `upTo`, in order. */
export async function readOrders(
  db: EntityManager,
  matchId: string,
  after: number,
  upTo: number,
): Promise<LogEntry[]> {
  const rows: OrderRow[] = await db.query(
    `SELECT ${ORDER_COLUMNS} FROM match_orders
      WHERE match_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq`,
    [matchId, after, upTo],
  );
  return rows.map(toEntry);
}

/** An order found by its Idempotency-Key, with what the first request sent. */
export interface KeyedOrder {
  entry: LogEntry;
  playerId: string | null;
  requestHash: string | null;
}

interface EventRow {
  seq: number;
  type: string;
  visibleTo: Seat[] | null;
  data: Record<string, unknown>;
}

const toEvent = ({ seq, type, visibleTo, data }: EventRow): MatchEvent =>
  visibleTo === null ? { seq, type, data } : { seq, type, visibleTo, data };

export interface EventQuery {
  after: number;
  /** Inclusive upper bound on seq. */
  upTo?: number;
  limit: number;
  /** Seats whose private events are included; empty: public events only. */
  seats: readonly Seat[];
  /** Only the events this order produced. */
  orderSeq?: number;
}

/** A batch's events, one row each, with their seq: `e.x` the stored event, `seq` its number. */
const EACH_EVENT = `match_event_batches b
  CROSS JOIN LATERAL jsonb_array_elements(b.events) WITH ORDINALITY AS e(x, i)
  CROSS JOIN LATERAL (SELECT b.first_seq + e.i::int - 1 AS seq) n`;

/** Events a viewer holding `seats` may see, redacted in SQL: private events never leave the database. */
export async function readEvents(
  db: EntityManager,
  matchId: string,
  q: EventQuery,
): Promise<MatchEvent[]> {
  const rows: EventRow[] = await db.query(
    `SELECT n.seq, e.x->>0 AS type, e.x->2 AS "visibleTo", e.x->1 AS data FROM ${EACH_EVENT}
      WHERE b.match_id = $1 AND b.last_seq > $2 AND ($3::int IS NULL OR b.first_seq <= $3)
        AND ($4::int IS NULL OR b.order_seq = $4)
        AND n.seq > $2 AND ($3::int IS NULL OR n.seq <= $3)
        AND (e.x->2 IS NULL
             OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(e.x->2) v
                         WHERE v::int = ANY($5::int[])))
      ORDER BY n.seq LIMIT $6`,
    [matchId, q.after, q.upTo ?? null, q.orderSeq ?? null, q.seats, q.limit],
  );
  return rows.map(toEvent);
}

/** The sequence number of the last event an order produced (every order produces one). */
export async function lastEventOfOrder(
  db: EntityManager,
  matchId: string,
  orderSeq: number,
): Promise<number> {
  const rows: { seq: number | null }[] = await db.query(
    `SELECT max(last_seq) AS seq FROM match_event_batches WHERE match_id = $1 AND order_seq = $2`,
    [matchId, orderSeq],
  );
  return rows[0]?.seq ?? 0;
}

/**
 * A snapshot is the engine's own serialization, kept as a JSON string inside the jsonb column:
 * jsonb would reorder the state's keys, and a ruleset may iterate them.
 */
export async function saveSnapshot(
  db: EntityManager,
  matchId: string,
  record: MatchRecord,
): Promise<void> {
  await db.query(
    `INSERT INTO match_snapshots (match_id, order_seq, event_seq, state)
     VALUES ($1, $2, $3, to_jsonb($4::text)) ON CONFLICT DO NOTHING`,
    [matchId, record.log.length, record.events.length, JSON.stringify(record)],
  );
}

/** A DELETE of the match's snapshots, its values added to `p`; only if `condition`. */
export function dropSnapshotsSql(p: SqlParams, matchId: string, condition: string): string {
  return `DELETE FROM match_snapshots WHERE match_id = ${p.add(matchId)} AND ${condition}
    RETURNING 1`;
}

/** The latest snapshot taken at or before order `upTo`. */
export async function latestSnapshot(
  db: EntityManager,
  matchId: string,
  upTo: number,
): Promise<MatchRecord | null> {
  const rows: { state: string }[] = await db.query(
    `SELECT state #>> '{}' AS state FROM match_snapshots
      WHERE match_id = $1 AND order_seq <= $2 ORDER BY order_seq DESC LIMIT 1`,
    [matchId, upTo],
  );
  return rows[0] ? (JSON.parse(rows[0].state) as MatchRecord) : null;
}
