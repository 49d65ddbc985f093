/**
 * Listing matches, newest first, with an opaque cursor. The cursor carries the creation time as
 * PostgreSQL prints it: a JavaScript Date would drop the microseconds and skip or repeat rows.
 */
import type { EntityManager } from 'typeorm';
import { ApiProblem } from '../../common/problem.js';
import { isMatchId, MATCH_COLUMNS, type MatchRow } from '../match-runtime/index.js';

export interface ListFilter {
  status?: string;
  rulesetId?: string;
  playerId?: string;
  /** The caller, who also sees its own private matches. */
  viewerId: string | null;
  cursor?: string;
  limit: number;
}

interface Position {
  at: string;
  id: string;
}

function decodeCursor(cursor: string): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === 'string' &&
      isMatchId(id)
    ) {
      return { at, id };
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

const encodeCursor = (p: Position): string =>
  Buffer.from(JSON.stringify([p.at, p.id]), 'utf8').toString('base64url');

export async function listMatches(
  db: EntityManager,
  f: ListFilter,
): Promise<{ rows: MatchRow[]; nextCursor: string | null }> {
  const after = f.cursor ? decodeCursor(f.cursor) : null;
  const rows: (MatchRow & { position: string })[] = await db.query(
    `SELECT ${MATCH_COLUMNS}, m.created_at::text AS position
       FROM matches m
      WHERE ($1::text IS NULL OR m.status = $1)
        AND ($2::text IS NULL OR m.ruleset_id = $2)
        AND ($3::uuid IS NULL OR EXISTS
              (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.player_id = $3))
        AND (m.visibility = 'public' OR m.created_by = $4 OR EXISTS
              (SELECT 1 FROM match_seats s WHERE s.match_id = m.id AND s.player_id = $4))
        AND ($5::timestamptz IS NULL OR (m.created_at, m.id) < ($5::timestamptz, $6::uuid))
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT $7`,
    [
      f.status ?? null,
      f.rulesetId ?? null,
      f.playerId ?? null,
      f.viewerId,
      after?.at ?? null,
      after?.id ?? null,
      f.limit + 1,
    ],
  );
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > f.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
  };
}
