/**
 * SITS events in the game's words: revealed orders, ship moves by hex, missile launches and the
 * point defence's percentile rolls, hits by aspect, system hits and damage control. The rolls
 * those events report are not listed again from `dice.rolled`.
 */
import type {
  PresentationNames,
  PresentedEvent,
  SummaryEntry,
} from '../../../core/presentation.js';
import { rolledDiceEntry } from '../../../presentation/driver-events.js';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Describe = (d: Data, names: PresentationNames) => SummaryEntry | SummaryEntry[] | null;

const TOLD_ELSEWHERE = /^(missile defence|system hit|damage control)/;

const hex = (p: { q: number; r: number }) => `hex (${p.q}, ${p.r})`;

function longOrder(o: Data): string {
  const parts: string[] = [];
  if (o.pivot)
    parts.push(
      `pivots ${o.pivot.dir} ${o.pivot.hexsides} hexside${o.pivot.hexsides === 1 ? '' : 's'}`,
    );
  if (o.roll) parts.push(`rolls ${o.roll.dir ?? ''} ${o.roll.quarters ?? ''}`.trim());
  if (o.thrust !== undefined)
    parts.push(`thrust ${typeof o.thrust === 'object' ? JSON.stringify(o.thrust) : o.thrust}`);
  return `${o.ship} ${parts.join(', ') || 'holds'}`;
}

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'fire.revealed': (d) => {
    const fire = (d.fire as Data[]).map((f) => `${f.ship} fires ${f.mount} at ${f.target}`);
    const launch = (d.launch as Data[]).map(
      (l) => `${l.ship} launches ${l.mount} at ${l.target}${l.warhead ? ` (${l.warhead})` : ''}`,
    );
    const all = [...fire, ...launch];
    return all.length === 0 ? null : { kind: 'reveal', text: `Fire orders: ${all.join('; ')}` };
  },
  'long_orders.revealed': (d) =>
    (d.orders as Data[]).length === 0
      ? null
      : { kind: 'reveal', text: `Orders: ${(d.orders as Data[]).map(longOrder).join('; ')}` },
  'ships.moved': (d) => ({
    kind: 'move',
    text: `Ships move: ${(d.ships as Data[])
      .map(
        (s) =>
          `${s.ship} to ${hex(s.pos)} facing ${s.facing}${s.rollAngle ? `, rolled ${s.rollAngle}°` : ''}`,
      )
      .join('; ')}`,
  }),
  'thrust_break.applied': (d) => {
    const v = Object.entries(d.velocity as Record<string, number>)
      .filter(([, n]) => n !== 0)
      .map(([dir, n]) => `${n} ${dir}`);
    return {
      kind: 'status',
      text: `${d.ship} velocity after the thrust break: ${v.join(', ') || 'at rest'}`,
    };
  },
  'salvo.launched': (d) => ({
    kind: 'attack',
    text: `${d.launcher} launches ${d.count} ${d.missileType} missiles (${d.warhead}) at ${d.target} from range ${d.launchRange} (band ${d.band})${d.decoyed ? ', decoyed' : ''}`,
  }),
  'decoy.deployed': (d) => ({
    kind: 'status',
    text: `${d.ship} deploys a decoy against ${d.salvo}`,
  }),
  'salvo.defended': (d) => ({
    kind: 'attack',
    text: `${d.target}'s point defence against ${d.salvo} (DV ${d.dv}, ${d.saturated} saturated), missiles through`,
    dice: [
      {
        count: (d.rolls as number[]).length,
        sides: 100,
        faces: d.rolls as number[],
        result: Number(d.survivors),
      },
    ],
  }),
  'ship.hit': (d) => ({
    kind: 'damage',
    text: `${d.ship} hit for ${d.damage} on its ${d.aspect} (${d.protection}; ${d.source}): hull ${d.hull}`,
    damage: Number(d.damage),
  }),
  'system.hit': (d) => ({
    kind: 'damage',
    text: `${d.ship} system hit (roll ${d.roll}): ${String(d.system).replace(/_/g, ' ')} (${d.record})`,
  }),
  'repair.attempted': (d) => ({
    kind: 'status',
    text: `${d.ship} damage control on ${d.record}: roll ${d.roll} against ${d.target}, ${d.success ? 'repaired' : 'not repaired'}`,
  }),
  'ship.destroyed': (d) => ({ kind: 'damage', text: `${d.ship} is destroyed (hull ${d.hull})` }),
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
