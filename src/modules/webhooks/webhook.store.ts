/**
 * SQL for the hooks and their deliveries. Every function takes the EntityManager to run on: the
 * outbox is written on the match's own transaction, so it commits (or not) with the events.
 */
import type { EntityManager } from 'typeorm';
import type { SqlParams } from '../match-runtime/index.js';
import type { WebhookFormat } from './webhook-events.js';

export interface WebhookRow {
  id: string;
  playerId: string;
  matchId: string | null;
  url: string;
  format: WebhookFormat;
  events: string[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';
/** `status`: a Discord hook's one status message, edited in place. */
export type DeliveryKind = 'post' | 'status';

export interface DeliveryRow {
  id: string;
  webhookId: string;
  matchId: string | null;
  eventType: string;
  kind: DeliveryKind;
  body: unknown;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

const HOOK = `id, player_id AS "playerId", match_id AS "matchId", url, format, events, secret,
  enabled, disabled_reason AS "disabledReason", created_at AS "createdAt"`;

const DELIVERY = `id::text AS id, webhook_id AS "webhookId", match_id AS "matchId",
  event_type AS "eventType", kind, body, state, attempts, next_attempt_at AS "nextAttemptAt",
  last_status AS "lastStatus", last_error AS "lastError", created_at AS "createdAt",
  delivered_at AS "deliveredAt"`;

/** The most hooks one player may hold. */
export const MAX_HOOKS_PER_PLAYER = 50;
/** The most deliveries a log page lists. */
export const DELIVERIES_LISTED = 100;

export async function insertWebhook(
  db: EntityManager,
  hook: Pick<WebhookRow, 'playerId' | 'matchId' | 'url' | 'format' | 'events' | 'secret'>,
): Promise<WebhookRow> {
  const rows: WebhookRow[] = await db.query(
    `INSERT INTO webhooks (player_id, match_id, url, format, events, secret)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${HOOK}`,
    [hook.playerId, hook.matchId, hook.url, hook.format, hook.events, hook.secret],
  );
  return rows[0];
}

export async function countWebhooks(db: EntityManager, playerId: string): Promise<number> {
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM webhooks WHERE player_id = $1`,
    [playerId],
  );
  return n;
}

export function webhooksOf(db: EntityManager, playerId: string): Promise<WebhookRow[]> {
  return db.query(`SELECT ${HOOK} FROM webhooks WHERE player_id = $1 ORDER BY created_at, id`, [
    playerId,
  ]);
}

export async function readWebhook(db: EntityManager, id: string): Promise<WebhookRow | null> {
  const rows: WebhookRow[] = await db.query(`SELECT ${HOOK} FROM webhooks WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function deleteWebhook(db: EntityManager, id: string): Promise<void> {
  await db.query(`DELETE FROM webhooks WHERE id = $1`, [id]);
}

export async function disableWebhook(db: EntityManager, id: string, reason: string): Promise<void> {
  await db.query(`UPDATE webhooks SET enabled = false, disabled_reason = $2 WHERE id = $1`, [
    id,
    reason,
  ]);
}

/**
 * The enabled hooks that hear of a match: those registered for it, and those of its seated
 * players registered for all their matches; only those wanting one of `types` (null: any).
 */
export function hooksHearing(
  db: EntityManager,
  matchId: string,
  playerIds: readonly string[],
  types: readonly string[] | null,
): Promise<WebhookRow[]> {
  return db.query(
    `SELECT ${HOOK} FROM webhooks
      WHERE enabled AND ($3::text[] IS NULL OR events && $3::text[])
        AND (match_id = $1 OR (match_id IS NULL AND player_id = ANY($2::uuid[])))
      ORDER BY created_at, id`,
    [matchId, playerIds, types],
  );
}

export type NewDelivery = Pick<
  DeliveryRow,
  'webhookId' | 'matchId' | 'eventType' | 'kind' | 'body'
>;

/**
 * An INSERT of deliveries, its values added to `p`, only if `condition` and only for hooks that
 * still exist and are enabled (the list of hooks may be a moment old).
 */
export function insertDeliveriesSql(
  p: SqlParams,
  deliveries: readonly NewDelivery[],
  condition: string,
): string {
  return `INSERT INTO webhook_deliveries (webhook_id, match_id, event_type, kind, body)
     SELECT d.webhook_id, d.match_id, d.event_type, d.kind, d.body::jsonb
       FROM unnest(${p.add(deliveries.map((d) => d.webhookId))}::uuid[],
                   ${p.add(deliveries.map((d) => d.matchId))}::uuid[],
                   ${p.add(deliveries.map((d) => d.eventType))}::text[],
                   ${p.add(deliveries.map((d) => d.kind))}::text[],
                   ${p.add(deliveries.map((d) => JSON.stringify(d.body)))}::text[])
            WITH ORDINALITY AS d(webhook_id, match_id, event_type, kind, body, ordinality)
       JOIN webhooks h ON h.id = d.webhook_id AND h.enabled
      WHERE ${condition}
      ORDER BY d.ordinality
     RETURNING 1`;
}

export async function insertDelivery(
  db: EntityManager,
  d: Pick<DeliveryRow, 'webhookId' | 'matchId' | 'eventType' | 'kind' | 'body'>,
): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO webhook_deliveries (webhook_id, match_id, event_type, kind, body)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [d.webhookId, d.matchId, d.eventType, d.kind, JSON.stringify(d.body)],
  );
  return rows[0].id;
}

export function deliveriesOf(
  db: EntityManager,
  webhookId: string,
  limit = DELIVERIES_LISTED,
): Promise<DeliveryRow[]> {
  return db.query(
    `SELECT ${DELIVERY} FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2`,
    [webhookId, limit],
  );
}

export async function readDelivery(db: EntityManager, id: string): Promise<DeliveryRow | null> {
  const rows: DeliveryRow[] = await db.query(
    `SELECT ${DELIVERY} FROM webhook_deliveries WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Leases the deliveries due now, each the oldest still pending of its hook (a hook's deliveries
 * go out in order, one at a time). SKIP LOCKED and the lease let several workers, on several
 * instances, share the queue without taking a delivery twice or blocking each other.
 */
export async function claimDue(
  db: EntityManager,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DeliveryRow[]> {
  const rows: [DeliveryRow[], number] | DeliveryRow[] = await db.query(
    `UPDATE webhook_deliveries SET leased_until = $2
      WHERE id IN (
        SELECT d.id FROM webhook_deliveries d JOIN webhooks h ON h.id = d.webhook_id
         WHERE d.state = 'pending' AND h.enabled AND d.next_attempt_at <= $1
           AND (d.leased_until IS NULL OR d.leased_until <= $1)
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
                            WHERE e.webhook_id = d.webhook_id AND e.state = 'pending' AND e.id < d.id)
         ORDER BY d.id
         LIMIT $3
         FOR UPDATE OF d SKIP LOCKED)
      RETURNING ${DELIVERY}`,
    [now, leaseUntil, limit],
  );
  // TypeORM answers an UPDATE … RETURNING with [rows, count].
  return Array.isArray(rows[0]) ? (rows[0] as DeliveryRow[]) : (rows as DeliveryRow[]);
}

export interface AttemptResult {
  status: number | null;
  error: string | null;
}

export async function markDelivered(
  db: EntityManager,
  id: string,
  result: AttemptResult,
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries
        SET state = 'delivered', attempts = attempts + 1, last_status = $2, last_error = NULL,
            delivered_at = $3, leased_until = NULL
      WHERE id = $1`,
    [id, result.status, at],
  );
}

/** A failed attempt: tried again at `retryAt`, or, with `retryAt` null, given up. */
export async function markFailedAttempt(
  db: EntityManager,
  id: string,
  result: AttemptResult,
  retryAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries
        SET attempts = attempts + 1, last_status = $2, last_error = $3, leased_until = NULL,
            state = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
            next_attempt_at = COALESCE($4::timestamptz, next_attempt_at)
      WHERE id = $1`,
    [id, result.status, result.error?.slice(0, 500) ?? null, retryAt],
  );
}

export async function statusMessageOf(
  db: EntityManager,
  webhookId: string,
  matchId: string,
): Promise<string | null> {
  const rows: { messageId: string }[] = await db.query(
    `SELECT message_id AS "messageId" FROM webhook_status_messages
      WHERE webhook_id = $1 AND match_id = $2`,
    [webhookId, matchId],
  );
  return rows[0]?.messageId ?? null;
}

export async function setStatusMessage(
  db: EntityManager,
  webhookId: string,
  matchId: string,
  messageId: string | null,
): Promise<void> {
  if (messageId === null) {
    await db.query(`DELETE FROM webhook_status_messages WHERE webhook_id = $1 AND match_id = $2`, [
      webhookId,
      matchId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO webhook_status_messages (webhook_id, match_id, message_id) VALUES ($1, $2, $3)
     ON CONFLICT (webhook_id, match_id) DO UPDATE SET message_id = EXCLUDED.message_id`,
    [webhookId, matchId, messageId],
  );
}

/** The Discord user of each seat that named one. */
export async function discordUsersOf(
  db: EntityManager,
  matchId: string,
): Promise<Map<number, string>> {
  const rows: { seat: number; userId: string }[] = await db.query(
    `SELECT seat, discord_user_id AS "userId" FROM seat_discord_users WHERE match_id = $1`,
    [matchId],
  );
  return new Map(rows.map((r) => [r.seat, r.userId]));
}

export async function setDiscordUser(
  db: EntityManager,
  matchId: string,
  seat: number,
  userId: string | null,
): Promise<void> {
  if (userId === null) {
    await db.query(`DELETE FROM seat_discord_users WHERE match_id = $1 AND seat = $2`, [
      matchId,
      seat,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO seat_discord_users (match_id, seat, discord_user_id) VALUES ($1, $2, $3)
     ON CONFLICT (match_id, seat) DO UPDATE SET discord_user_id = EXCLUDED.discord_user_id`,
    [matchId, seat, userId],
  );
}
