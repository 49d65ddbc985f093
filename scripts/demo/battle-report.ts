/**
 * A Stratoyager match's public event log, told as a battle report: deployment, then turn by
 * turn the maneuvers, the combat orders, every roll with what it was for, hits, damage, the ships
 * that leave the table and come back, the ships lost, and the result. Events with nothing to tell a reader (order receipts, phase
 * bookkeeping) are left out; everything printed comes from the log.
 */
import type { MatchEvent } from '../../examples/bot-client/src/bot.js';
import { findRuleset, formatDice } from '../../src/engine/index.js';

type Data = Record<string, unknown>;
interface Xy {
  x: number;
  y: number;
}
interface Maneuver {
  driver: string;
  direction: string;
  thrust: number;
}

const at = (p: Xy): string => `(${round(p.x)}, ${round(p.y)})`;
const round = (n: number): number => Math.round(n * 10) / 10;
const words = (s: string): string => s.toLowerCase().replace(/_/g, ' ');

function maneuvers(list: Maneuver[]): string {
  const moves = list.filter((m) => m.thrust > 0).map((m) => `${words(m.direction)} ${m.thrust}`);
  return moves.length > 0 ? moves.join(', ') : 'no thrust';
}

function combatAction(order: { unitId: string; action: Data }): string {
  const target = typeof order.action.targetId === 'string' ? ` at ${order.action.targetId}` : '';
  return `${order.unitId}: ${words(String(order.action.type))}${target}`;
}

const presentation = findRuleset('stratoyager')!.presentation!;
const byNumber = { seat: (seat: number) => `seat ${seat}` };

/**
 * The dice the ruleset's own presentation shows for an event, as players write them, kept dice
 * marked (`to hit 2d6kl1: [3, 5] → 3`); `null` for a roll it tells with another event (a to-hit
 * roll is shown on its attack, with what was kept, not as a sum).
 */
function dice(type: string, data: Data): string[] | null {
  const told = presentation.describe({ seq: 0, type, data }, byNumber);
  if (told === null) return null;
  return (Array.isArray(told) ? told : [told]).flatMap((e) => e.dice ?? []).map(formatDice);
}

/** One line per event worth telling (or none), indented under its turn. */
const TELL: Record<string, (d: Data) => string | string[] | null> = {
  'unit.placed': (d) =>
    `  ${d.unitId} deploys at ${at(d.pos as Xy)}, course ${d.course}, speed ${d.speed}`,
  'first_placer.decided': (d) => `  side ${d.side} deploys first (${d.by})`,
  'turn.started': (d) => `Turn ${d.turn}`,
  'dogfight.started': (d) => `  dogfight: ${(d.units as string[]).join(' vs ')}`,
  'segment.started': (d) => `  segment ${d.segment}: ${(d.active as string[]).join(', ')} act`,
  'movement_cards.revealed': (d) =>
    `  movement cards ${(d.cards as number[]).join(' vs ')}: side ${d.firstMover} moves first`,
  'combat_cards.revealed': (d) =>
    `  combat cards ${(d.cards as number[]).join(' vs ')}: side ${d.firstToFire} fires first`,
  'unit.moved': (d) => {
    const after = d.after as { speed: number; course: number };
    return `  maneuver  ${d.unitId}: ${maneuvers(d.maneuvers as Maneuver[])}${d.evasive ? ', evasive' : ''} -> ${at(d.to as Xy)}, speed ${after.speed}, course ${after.course}`;
  },
  'combat.revealed': (d) =>
    (d.submissions as { orders: { unitId: string; action: Data }[] }[])
      .flatMap((s) => s.orders)
      .map((o) => `  combat    ${combatAction(o)}`),
  'dice.rolled': (d) =>
    dice('dice.rolled', d) === null
      ? null
      : `  roll      ${d.notation} [${(d.faces as number[]).join(', ')}] = ${d.result}  (${d.purpose})`,
  'attack.resolved': (d) =>
    (d.hit
      ? `  HIT       ${d.attackerId} ${words(String(d.weapon))} -> ${d.targetId} (${words(String(d.aspect))}), ${d.damagePoints} damage`
      : `  miss      ${d.attackerId} ${words(String(d.weapon))} -> ${d.targetId}`) +
    `  (${(dice('attack.resolved', d) ?? []).join('; ')})`,
  'lock.declared': (d) => `  lock      ${d.holderId} locks on ${d.targetId}`,
  'lock.broken': (d) => `  lock      ${d.holderId} loses ${d.targetId} (${d.reason})`,
  'missile.launched': (d) => `  missile   ${d.launcherId} launches at ${d.targetId}`,
  'missile.landed': (d) =>
    d.neutralised
      ? `  missile   on ${d.targetId}: neutralised`
      : `  missile   on ${d.targetId}: ${d.damagePoints} damage`,
  'countermeasures.deployed': (d) => `  counter   ${d.unitId} deploys countermeasures`,
  'damage.applied': (d) =>
    `  damage    ${d.unitId}: ${d.points} from ${d.source}, structure ${d.structure}, shields ${d.shields}`,
  'unit.stressed': (d) => `  stress    ${d.unitId}: ${words(String(d.result))}`,
  'pilot.ejected': (d) => `  EJECT     ${d.unitId}: the pilot ejects`,
  'unit.removed': (d) =>
    d.status === 'OFF_TABLE' || d.status === 'WITHDRAWN'
      ? `  EXIT      ${d.unitId}: ${d.cause}`
      : `  LOST      ${d.unitId}: ${words(String(d.status))}, ${d.cause}`,
  'unit.returned': (d) =>
    `  RETURN    ${d.unitId}: back at ${at(d.pos as Xy)}, course ${d.course}, speed ${d.speed}`,
  'unit.entered': (d) =>
    `  ENTER     ${d.unitId}: at ${at(d.pos as Xy)}, course ${d.course}, speed ${d.speed}`,
  'extra_turn.rolled': (d) => (d.extraTurn ? `  an extra turn is played (rolled ${d.roll})` : null),
};

export interface Seat {
  seat: number;
  player: string;
}

/** The report's lines, from the events and who held each seat. */
export function battleReport(events: readonly MatchEvent[], seats: readonly Seat[]): string[] {
  const lines: string[] = [];
  const sides = new Map<number, string>();
  for (const event of events) {
    const data = event.data as Data;
    if (event.type === 'game.set_up') {
      for (const side of data.sides as { side: number; name: string; units: Data[] }[]) {
        sides.set(side.side, side.name);
        const units = side.units.map((u) => `${u.id} (${u.typeId})`).join(', ');
        lines.push(`Side ${side.side}, ${side.name}: ${units}`);
      }
      lines.push('Deployment');
    } else if (event.type === 'match.finished') {
      const outcome = data.outcome as { winners: number[]; summary: string };
      const names = outcome.winners.map((w) => {
        const player = seats.find((s) => s.seat === w)?.player ?? `seat ${w}`;
        return `${player} (seat ${w}, ${sides.get(w) ?? 'side ' + w})`;
      });
      lines.push('', names.length > 0 ? `Winner: ${names.join(' and ')}` : 'Result: a draw');
      lines.push(outcome.summary);
    } else {
      const told = TELL[event.type]?.(data);
      if (told) lines.push(...(Array.isArray(told) ? told : [told]));
    }
  }
  return lines;
}
