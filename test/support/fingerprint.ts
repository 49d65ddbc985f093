/** What must not change when a request is refused: the match's logs, decisions and every view. */
import type { TestApp } from '../helpers/app.js';
import type { TestPlayer } from './players.js';

export async function fingerprint(
  t: TestApp,
  matchId: string,
  players: readonly TestPlayer[],
): Promise<string> {
  const parts: unknown[] = [];
  for (const p of [...players, null]) {
    const req = t.http.get(`/api/v1/matches/${matchId}`);
    const res = await (p ? req.set(p.auth) : req).expect(200);
    const { updatedAt: _updatedAt, ...rest } = res.body as Record<string, unknown>;
    parts.push(rest);
    const events = t.http.get(`/api/v1/matches/${matchId}/events?limit=1000`);
    parts.push((await (p ? events.set(p.auth) : events).expect(200)).body);
  }
  return JSON.stringify(parts);
}
