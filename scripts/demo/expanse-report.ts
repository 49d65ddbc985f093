/**
 * An Expanse battle's public event log as a battle report: round by round the range changes, EW
 * wins, attacks and torpedoes, evasion and point defence, hits with their losses, ships taken out
 * or disengaged, and the result. Everything printed comes from the log.
 */
import type { MatchEvent } from '../../examples/bot-client/src/bot.js';
import type { Seat } from './battle-report.js';

type Data = Record<string, unknown>;

const TESTS: Record<string, string> = {
  evasion: 'evasion',
  point_defence: 'point defence',
  targeted_attack: 'targeted attack',
  repair: 'repair',
  restore: 'restore',
};

const TELL: Record<string, (d: Data) => string | null> = {
  'round.started': (d) => `Round ${d.round}`,
  'range.changed': (d) => `  range     ${(d.ships as string[]).join('–')}: ${d.from} -> ${d.to}`,
  'ew.won': (d) => `  EW        ${d.winner} beats ${d.loser}: +${d.bonus} on ${d.use}`,
  'attack.declared': (d) => `  FIRE      ${d.attacker} ${d.weapon} -> ${d.target} at ${d.band}`,
  'torpedo.launched': (d) => `  torpedo   ${d.torpedo} away`,
  'test.resolved': (d) =>
    TESTS[String(d.test)]
      ? `  ${TESTS[String(d.test)].padEnd(9)} ${d.ship}: ${d.total} vs ${d.tn ?? '-'}, ${d.success ? 'success' : 'failure'}`
      : null,
  'stunt.bought': (d) => `  stunt     ${d.ship}: ${d.stunt} for ${d.sp} SP`,
  'hit.resolved': (d) =>
    `  HIT       ${d.target}: damage ${d.damage} vs hull ${d.hull}, ${d.conditions} condition(s)${
      (d.losses as unknown[]).length > 0 ? `, losses ${JSON.stringify(d.losses)}` : ''
    }`,
  'ship.taken_out': (d) => `  OUT       ${d.ship} (${d.why})`,
  'ship.disengaged': (d) => `  EXIT      ${d.ship} disengages`,
};

/** The report's lines, from the events and who held each seat (seat 0 is side A). */
export function expanseReport(events: readonly MatchEvent[], seats: readonly Seat[]): string[] {
  const lines: string[] = [];
  for (const event of events) {
    const data = event.data as Data;
    if (event.type === 'match.finished') {
      const outcome = data.outcome as { winners: number[]; summary: string };
      const names = outcome.winners.map(
        (w) => `${seats.find((s) => s.seat === w)?.player ?? `seat ${w}`} (seat ${w})`,
      );
      lines.push('', names.length > 0 ? `Winner: ${names.join(' and ')}` : 'Result: a draw');
      lines.push(outcome.summary);
    } else {
      const told = TELL[event.type]?.(data);
      if (told) lines.push(told);
    }
  }
  return lines;
}
