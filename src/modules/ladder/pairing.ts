/**
 * Who plays whom in a ladder's pairing round: bots of similar rating, never the opponent each
 * just played (unless it played nobody else since). Pure, so it is tested on its own.
 */
export interface Candidate {
  playerId: string;
  /** The leaderboard's sort key (mu − 3 sigma); a newcomer's is 0. */
  ordinal: number;
  lastOpponentId: string | null;
}

/**
 * Greedy from the top: each unpaired candidate, best first, takes the nearest-rated unpaired
 * candidate that is not an immediate rematch. Ties in rating break by id, so a round is
 * deterministic for a given state.
 */
export function pairByRating(candidates: readonly Candidate[]): [string, string][] {
  const sorted = [...candidates].sort(
    (a, b) => b.ordinal - a.ordinal || (a.playerId < b.playerId ? -1 : 1),
  );
  const paired = new Set<string>();
  const pairs: [string, string][] = [];
  for (const a of sorted) {
    if (paired.has(a.playerId)) continue;
    const b = sorted
      .filter(
        (c) =>
          c.playerId !== a.playerId &&
          !paired.has(c.playerId) &&
          c.playerId !== a.lastOpponentId &&
          c.lastOpponentId !== a.playerId,
      )
      .sort((x, y) => Math.abs(x.ordinal - a.ordinal) - Math.abs(y.ordinal - a.ordinal))[0];
    if (!b) continue;
    paired.add(a.playerId).add(b.playerId);
    pairs.push([a.playerId, b.playerId]);
  }
  return pairs;
}
