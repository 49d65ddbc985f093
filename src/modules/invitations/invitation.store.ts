/**
 * SQL for `match_invitations`. Every function takes the EntityManager to run on: inside a match's
 * transaction nothing may stray onto another connection (PGlite would wait for the transaction).
 */
import type { EntityManager } from 'typeorm';
import type { InvitationStatus } from '../../persistence/entities/index.js';

export interface InvitationRow {
  id: string;
  matchId: string;
  seat: number;
  playerId: string;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
  rulesetId: string;
  scenarioId: string | null;
}

/** What a list may ask for: a stored status, or `expired` (pending past its time). */
export type InvitationFilter = InvitationStatus | 'expired';

const SELECT = `
  SELECT i.id, i.match_id AS "matchId", i.seat, i.player_id AS "playerId",
         i.invited_by AS "invitedBy", p.name AS "invitedByName", i.status,
         i.created_at AS "createdAt", i.expires_at AS "expiresAt", i.answered_at AS "answeredAt",
         m.ruleset_id AS "rulesetId", m.config->>'scenarioId' AS "scenarioId"
    FROM match_invitations i
    JOIN players p ON p.id = i.invited_by
    JOIN matches m ON m.id = i.match_id`;

/** The most invitations a list returns, newest first. */
export const INVITATIONS_LISTED = 100;

export async function readInvitation(
  db: EntityManager,
  id: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
  const rows: InvitationRow[] = await db.query(
    `${SELECT} WHERE i.id = $1${options.lock ? ' FOR UPDATE OF i' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A player's invitations, newest first; `filter` as the public status (with `expired`). */
export function invitationsOf(
  db: EntityManager,
  playerId: string,
  filter: InvitationFilter | undefined,
  now: Date,
): Promise<InvitationRow[]> {
  return db.query(
    `${SELECT}
      WHERE i.player_id = $1
        AND ($3::text IS NULL OR $3 = CASE
              WHEN i.status = 'pending' AND i.expires_at <= $2 THEN 'expired' ELSE i.status END)
      ORDER BY i.created_at DESC, i.id
      LIMIT ${INVITATIONS_LISTED}`,
    [playerId, now, filter ?? null],
  );
}

/** Whether a seat has an invitation still waiting for its answer. */
export async function seatInvited(
  db: EntityManager,
  matchId: string,
  seat: number,
  now: Date,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM match_invitations
      WHERE match_id = $1 AND seat = $2 AND status = 'pending' AND expires_at > $3 LIMIT 1`,
    [matchId, seat, now],
  );
  return rows.length > 0;
}

export async function playerExists(db: EntityManager, playerId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM players WHERE id = $1`, [playerId]);
  return rows.length > 0;
}

export async function insertInvitation(
  db: EntityManager,
  invitation: Pick<InvitationRow, 'matchId' | 'seat' | 'playerId' | 'invitedBy' | 'expiresAt'>,
): Promise<string> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO match_invitations (match_id, seat, player_id, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      invitation.matchId,
      invitation.seat,
      invitation.playerId,
      invitation.invitedBy,
      invitation.expiresAt,
    ],
  );
  return rows[0].id;
}

export async function answerInvitation(
  db: EntityManager,
  id: string,
  status: Exclude<InvitationStatus, 'pending'>,
  at: Date,
): Promise<void> {
  await db.query(`UPDATE match_invitations SET status = $2, answered_at = $3 WHERE id = $1`, [
    id,
    status,
    at,
  ]);
}
