/** Seats as a summary names them: the scenario's side, and who holds it. */
import type { PresentationNames, Ruleset } from '../../engine/index.js';
import type { MatchRow, SeatRow } from '../match-runtime/index.js';

export function seatNames(
  ruleset: Ruleset,
  row: MatchRow,
  seats: readonly SeatRow[],
): PresentationNames {
  const scenario = ruleset.scenarios.find((s) => s.id === row.config.scenarioId);
  return {
    seat(n) {
      const side = scenario?.seats[n]?.name ?? `Seat ${n}`;
      const holder = seats.find((s) => s.seat === n);
      const who = holder?.playerName ?? holder?.bot;
      return who ? `${side} (${who})` : side;
    },
  };
}
