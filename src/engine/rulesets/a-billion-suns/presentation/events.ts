/**
 * A Billion Suns' events in the rulebook's words: jumps, orders, moves, attack dice with what
 * each die came to, saves, damage and the money. Rolls that an attack, a save, a repair, an
 * explosion check or initiative already report are not listed again from `dice.rolled`.
 */
import type {
  PresentationNames,
  PresentedEvent,
  SummaryEntry,
} from '../../../core/presentation.js';
import { rolledDiceEntry } from '../../../presentation/driver-events.js';
import { inches, place, signed, words } from './words.js';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Describe = (d: Data, names: PresentationNames) => SummaryEntry | SummaryEntry[] | null;

/** Purposes of rolls a rule event reports with its own numbers. */
const TOLD_ELSEWHERE = /^(save against|initiative|Red Alert repair|explosion check)|\d+d\d+ from /;

const helm = (h: Data) =>
  `seize initiative ${h.seizeInitiative}, jump in ${h.jumpIn}, tactical ${h.tactical}`;

/** Attack dice grouped by die type: naturals, and what each came to after modifiers. */
function attackDice(d: Data): SummaryEntry {
  const naturals = d.naturals as number[];
  const results = d.results as number[];
  const sides = d.sides as number[];
  const groups = new Map<number, { faces: number[]; results: number[] }>();
  naturals.forEach((n, i) => {
    const g = groups.get(sides[i]) ?? { faces: [], results: [] };
    g.faces.push(n);
    g.results.push(results[i]);
    groups.set(sides[i], g);
  });
  return {
    kind: 'attack',
    text: `${words(String(d.cause))} attack on ${d.target}`,
    dice: [...groups].map(([s, g]) => ({
      count: g.faces.length,
      sides: s,
      faces: g.faces,
      result: g.results,
    })),
  };
}

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'helm.submitted': (d) => ({ kind: 'info', text: `${d.ceo} sets its helm` }),
  'helm.assigned': (d) => ({ kind: 'reveal', text: `Your helm (${d.ceo}): ${helm(d)}` }),
  'helms.revealed': (d) => ({
    kind: 'reveal',
    text: `Helms revealed: ${(d.helms as Data[]).map((h) => `${h.ceo} ${helm(h)}`).join('; ')}`,
  }),
  'initiative.rolled': (d) => ({
    kind: 'roll',
    text: `Initiative: ${(d.rolls as Data[][])
      .map((round) => round.map((r) => `${r.ceo} rolls ${r.roll}`).join(', '))
      .join('; then ')}: ${d.holder} holds the initiative`,
  }),
  'first_player.chosen': (d) => ({
    kind: 'info',
    text: `${d.first} goes first (${d.phase} phase)`,
  }),
  'jump_point.deployed': (d) => ({
    kind: 'move',
    text: `${d.ceo} opens jump point ${d.id} on table ${d.table} at ${place(d as { x: number; y: number })}`,
  }),
  'battlegroup.jumped_in': (d) => ({
    kind: 'move',
    text: `${d.ceo}'s ${d.battlegroup} (${words(String(d.classId))}) jumps in via ${d.via}: ${(
      d.ships as Data[]
    )
      .map((s) => `${s.id} at ${place(s as { x: number; y: number })}`)
      .join(', ')}, for ${d.cost} credits`,
  }),
  'battlegroup.jumped_out': (d) => ({
    kind: 'move',
    text: `${d.ceo}'s ${d.battlegroup} jumps out via ${d.via} (${(d.ships as string[]).join(', ')})`,
  }),
  'credits.changed': (d) => ({
    kind: 'score',
    text: `${d.ceo} ${signed(Number(d.delta))} credits (${d.reason}): now ${d.credits}`,
  }),
  'jump.passed': (d) => ({ kind: 'info', text: `${d.ceo} passes${d.forced ? ' (forced)' : ''}` }),
  'activation.started': (d) => ({
    kind: 'info',
    text: `${d.ceo} activates ${d.battlegroup}${(d.combinedWith as string[]).length ? ` with ${(d.combinedWith as string[]).join(', ')}` : ''}`,
  }),
  'order.issued': (d) => ({
    kind: 'info',
    text: `${d.battlegroup}: ${words(String(d.order))}${d.engageTarget ? ` on ${d.engageTarget}` : ''}`,
  }),
  'ship.moved': (d) => {
    const path = d.path as { x: number; y: number }[];
    const end = path[path.length - 1];
    return end
      ? { kind: 'move', text: `${d.ship} moves ${inches(Number(d.distance))} to ${place(end)}` }
      : null;
  },
  'jump_hop.lost': (d) => ({
    kind: 'status',
    text: `${d.battlegroup} cannot hop: ${d.to} is gone`,
  }),
  'object.activated': (d) => ({
    kind: 'move',
    text: `${d.id} (${words(String(d.type))}) moves ${place(d.from)} → ${place(d.to)}${d.quarry ? ` after ${d.quarry}` : ''}`,
  }),
  'dangerous_space.entered': (d) => ({
    kind: 'status',
    text: `${d.battlegroup} enters dangerous space (${(d.ships as string[]).join(', ')})`,
  }),
  'attack.declared': (d) =>
    (d.allocations as Data[]).length === 0
      ? null
      : {
          kind: 'attack',
          text: `${d.battlegroup} attacks ${d.primaryTarget} (${d.mode}): ${(
            d.allocations as Data[]
          )
            .map((a) => `${a.ship} ${a.system} ${a.dice} dice at ${a.target}`)
            .join(', ')}`,
        },
  'attack_dice.rolled': attackDice,
  'dud.rolled': (d) => ({ kind: 'attack', text: `A dud against ${d.target}`, hit: false }),
  'critical_hit.scored': (d) => ({ kind: 'attack', text: `Critical hit on ${d.target}` }),
  'critical_malfunction.suffered': (d) => ({
    kind: 'damage',
    text: `${d.ship}'s ${d.weapon} malfunctions: ${d.damage} damage to itself`,
    damage: Number(d.damage),
  }),
  'saves.rolled': (d) => ({
    kind: 'damage',
    text: `${d.target} saves on shields ${d.shields}${(d.saves as number[]).length ? ` rolling [${(d.saves as number[]).join(', ')}]` : ''}: ${d.unsaved} unsaved, ${d.damage} damage`,
    damage: Number(d.damage),
  }),
  'damage.assigned': (d) => ({
    kind: 'damage',
    text: `${d.id} takes ${d.damage} damage (${d.tokens} tokens on it)`,
  }),
  'ship.destroyed': (d) => ({
    kind: 'damage',
    text: `${d.id} is destroyed${d.by ? ` (by ${d.by})` : ''}`,
  }),
  'explosion.checked': (d) => ({
    kind: 'roll',
    text: `${d.id} explosion check (mass ${d.mass}): ${d.explodes ? 'it explodes' : 'no explosion'}`,
    dice: [{ count: 1, sides: 6, faces: [Number(d.roll)], result: Number(d.roll) }],
  }),
  'explosion.resolved': (d) => ({
    kind: 'attack',
    text: `${d.id} explodes: ${d.dice} dice within ${inches(Number(d.radius))} at ${(d.targets as string[]).join(', ') || 'nothing'}`,
  }),
  'red_alert.repaired': (d) => ({
    kind: 'status',
    text: `${d.battlegroup} red alert repairs: ${(d.removed as unknown[]).length} damage removed`,
    dice: [{ count: 1, sides: 6, faces: [Number(d.roll)], result: Number(d.roll) }],
  }),
  'easy_target.gained': (d) => ({ kind: 'status', text: `${d.battlegroup} is an easy target` }),
  'easy_target.discarded': (d) => ({
    kind: 'status',
    text: `${d.battlegroup} is no longer an easy target`,
  }),
  'tactical_effect.used': (d) => ({
    kind: 'info',
    text: `${d.ceo} uses ${words(String(d.effect))}${d.tokens ? ` (${d.tokens} tokens)` : ''}`,
  }),
  'contract.paid': (d) => ({
    kind: 'score',
    text: `${d.ceo} earns ${d.amount} from contract ${d.contract} (${words(String(d.type))}): ${d.why}`,
  }),
  'scan.made': (d) => ({ kind: 'info', text: `${d.battlegroup} scans ${d.target}` }),
  'lifeboat.rescued': (d) => ({ kind: 'info', text: `${d.battlegroup} rescues ${d.lifeboat}` }),
  'round.ended': (d) => ({
    kind: 'score',
    text: `Round ${d.round} ends: ${(d.credits as Data[]).map((c) => `${c.ceo} ${c.credits} credits`).join(', ')}`,
  }),
  'game.ended': (d) => ({
    kind: 'score',
    text: `Profits: ${(d.profits as Data[]).map((p) => `${p.ceo} ${p.profit}`).join(', ')}`,
  }),
};

export function describeEvent(
  event: PresentedEvent,
  names: PresentationNames,
): SummaryEntry | SummaryEntry[] | null {
  if (event.type === 'dice.rolled') {
    return TOLD_ELSEWHERE.test(String(event.data.purpose ?? '')) ? null : rolledDiceEntry(event);
  }
  return DESCRIBE[event.type]?.(event.data as Data, names) ?? null;
}
