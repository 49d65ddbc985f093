/**
 * Who may see and act on a match. A public match is readable by anyone; a private one only by
 * its creator and its seated players, and to anyone else it does not exist (404, not 403).
 */
import type { AuthenticatedPlayer } from '../players/index.js';
import { seatsOf, type MatchRow, type SeatRow } from './match.row.js';
import { MatchProblems } from './match.problems.js';

export function canRead(
  row: MatchRow,
  seats: readonly SeatRow[],
  player: AuthenticatedPlayer | null,
): boolean {
  if (row.visibility === 'public') return true;
  if (!player) return false;
  return row.createdBy === player.id || seats.some((s) => s.playerId === player.id);
}

export function assertReadable(
  row: MatchRow,
  seats: readonly SeatRow[],
  player: AuthenticatedPlayer | null,
): void {
  if (!canRead(row, seats, player)) throw MatchProblems.matchNotFound(row.id);
}

/** The caller's seats; refused when it holds none (spectators read, they do not act). */
export function actingSeats(
  row: MatchRow,
  seats: readonly SeatRow[],
  player: AuthenticatedPlayer,
): number[] {
  assertReadable(row, seats, player);
  const mine = seatsOf(seats, player.id);
  if (mine.length === 0) throw MatchProblems.notASeat();
  return mine;
}

/**
 * The seat whose view the caller gets: the one it asks for (it must hold it), else its first seat,
 * else none (the public view).
 */
export function viewingSeat(mine: readonly number[], asked: number | undefined): number | null {
  if (asked === undefined) return mine[0] ?? null;
  if (!mine.includes(asked)) throw MatchProblems.notYourSeat(asked);
  return asked;
}
