/**
 * A SITS match's public event log as a battle report: turn by turn the long orders, the beams and
 * salvos with their defence rolls, decoys, hits, system damage and losses, where every ship stood
 * at the end of the turn, and the result. Everything printed comes from the log.
 */
import type { MatchEvent } from '../../examples/bot-client/src/bot.js';
import type { Seat } from './battle-report.js';

type Data = Record<string, unknown>;
interface Moved {
  ship: string;
  pos: { q: number; r: number };
  facing: string;
  rollAngle: number;
}

const turnOrder = (o: Data): string =>
  [
    o.thrust !== undefined ? `thrust ${o.thrust}` : null,
    o.pivot ? `pivot ${(o.pivot as Data).dir} ${(o.pivot as Data).hexsides}` : null,
    o.roll ? `roll ${(o.roll as Data).dir} ${(o.roll as Data).quarters}` : null,
  ]
    .filter((x) => x !== null)
    .join(', ');

const TELL: Record<string, (d: Data) => string | string[] | null> = {
  'long_orders.revealed': (d) =>
    (d.orders as Data[]).map((o) => `  orders    ${o.ship}: ${turnOrder(o)}`),
  'beam.fired': (d) =>
    `  BEAM      ${d.ship} ${d.mount} -> ${d.target} at range ${d.range}, ${d.aspect} (${d.protection}), RoC ${d.rocPerTurn}`,
  'salvo.launched': (d) =>
    `  SALVO     ${d.launcher} ${d.mount}: ${d.count} × ${d.missileType} ${d.warhead} -> ${d.target} from range ${d.launchRange}`,
  'decoy.deployed': (d) => `  decoy     ${d.ship} against ${d.salvo}`,
  'salvo.defended': (d) =>
    `  defence   ${d.target} vs ${d.salvo}: DV ${d.dv}, rolls [${(d.rolls as number[]).join(', ')}], ${d.survivors} through`,
  'salvo.stopped': (d) => `  defence   ${d.salvo} meets the wedge of ${d.target}`,
  'ship.hit': (d) =>
    `  HIT       ${d.ship}: ${d.damage} from ${d.source} on the ${d.aspect} (${d.protection}), hull ${d.hull}`,
  'system.hit': (d) => `  system    ${d.ship}: ${d.system} ${JSON.stringify(d.detail)}`,
  'record.repaired': (d) => `  repair    ${d.ship}: ${d.record} repaired`,
  'ship.destroyed': (d) => `  LOST      ${d.ship}${d.conceded ? ' (conceded)' : ''}`,
  'ship.disengaged': (d) => `  EXIT      ${d.ship} disengages`,
};

/** The report's lines, from the events and who held each seat (seat 0 is side A). */
export function sitsReport(events: readonly MatchEvent[], seats: readonly Seat[]): string[] {
  const lines: string[] = ['Turn 1'];
  let turn = 1;
  let lastMoved: Moved[] = [];
  for (const event of events) {
    const data = event.data as Data;
    if (event.type === 'ships.moved') {
      lastMoved = data.ships as Moved[];
    } else if (event.type === 'turn_break_orders.revealed') {
      for (const s of lastMoved) {
        lines.push(
          `  position  ${s.ship} at (${s.pos.q}, ${s.pos.r}), facing ${s.facing}, roll ${s.rollAngle}`,
        );
      }
    } else if (event.type === 'match.finished') {
      const outcome = data.outcome as { winners: number[]; summary: string };
      const names = outcome.winners.map(
        (w) => `${seats.find((s) => s.seat === w)?.player ?? `seat ${w}`} (seat ${w})`,
      );
      lines.push('', names.length > 0 ? `Winner: ${names.join(' and ')}` : 'Result: a draw');
      lines.push(outcome.summary);
    } else if (event.type === 'phase.changed' && /^Turn (\d+)/.test(String(data.label))) {
      const next = Number(/^Turn (\d+)/.exec(String(data.label))![1]);
      if (next > turn) lines.push(`Turn ${(turn = next)}`);
    } else {
      const told = TELL[event.type]?.(data);
      if (told) lines.push(...(Array.isArray(told) ? told : [told]));
    }
  }
  return lines;
}
