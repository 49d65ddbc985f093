import type { EntityManager } from 'typeorm';

/**
 * Active matches where a seat held by a built-in bot owes a decision and nothing has changed
 * since `unchangedSince`: decisions the commit that made them owed did not get played (the
 * instance stopped in between, or its bot play failed). Oldest first.
 */
export async function matchesAwaitingBots(
  db: EntityManager,
  unchangedSince: Date,
  limit: number,
): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT m.id FROM matches m
      WHERE m.status = 'active' AND m.updated_at <= $1
        AND EXISTS (
          SELECT 1 FROM match_seats s, jsonb_array_elements(m.pending) AS p(decision)
           WHERE s.match_id = m.id AND s.bot IS NOT NULL
             AND (p.decision ->> 'seat')::int = s.seat)
      ORDER BY m.updated_at LIMIT $2`,
    [unchangedSince, limit],
  );
  return rows.map((r) => r.id);
}
