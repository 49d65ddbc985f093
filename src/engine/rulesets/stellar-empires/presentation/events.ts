/**
 * Stellar Empires events in the game's words: moves, fire, damage, terrain and fighters. Rolls are
 * listed from `dice.rolled` with their purpose, which names the rule that rolled them.
 */
import type {
  PresentationNames,
  PresentedEvent,
  SummaryEntry,
} from '../../../core/presentation.js';
import { rolledDiceEntry } from '../../../presentation/driver-events.js';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Describe = (d: Data) => SummaryEntry | null;

const at = (p: Data) => `(${Number(p.x).toFixed(1)}, ${Number(p.y).toFixed(1)})`;

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'ship.moved': (d) => ({ kind: 'move', text: `${d.ship} moves to ${at(d.to)}` }),
  'ship.destroyed': (d) => ({ kind: 'status', text: `${d.ship} is destroyed` }),
  'ship.disengaged': (d) => ({ kind: 'status', text: `${d.ship} disengages (${d.reason})` }),
  'ship.wrecked': (d) => ({ kind: 'status', text: `${d.ship} ${d.reason}` }),
  'ship.halted': (d) => ({ kind: 'move', text: `${d.ship} halts at ${at(d.at)} (${d.reason})` }),
  'attack.rolled': (d) => ({
    kind: 'attack',
    text: `${d.flight ? `flight ${d.flight}` : `${d.ship ?? d.marker} ${d.system ?? ''}`.trim()} at ${d.target}: TN ${d.tn}, ${d.hits} hit${d.hits === 1 ? '' : 's'}`,
    hit: Number(d.hits) > 0,
  }),
  'damage.dealt': (d) => ({
    kind: 'damage',
    text: `${d.target} ${d.section} takes ${d.cause ? `${d.cause} ` : ''}damage: structure ${d.structure.section + d.structure.primary + d.structure.opposite}, armor ${d.armor}`,
    damage: d.structure.section + d.structure.primary + d.structure.opposite,
  }),
  'asteroids.crossed': (d) => ({
    kind: 'info',
    text: `${d.ship} crosses asteroids: ${d.dice === null ? 'not struck' : `struck by ${d.dice}D10`}`,
  }),
  'flight.launched': (d) => ({
    kind: 'move',
    text: `flight ${d.flight} launches from ${d.carrier} ${d.bay}`,
  }),
  'flight.landed': (d) => ({ kind: 'move', text: `flight ${d.flight} lands on ${d.carrier}` }),
  'flight.moved': (d) => ({
    kind: 'move',
    text: `flight ${d.flight} moves to ${at(d.to)}${d.afterburner ? ' on afterburners' : ''}`,
  }),
  'flight.damaged': (d) => ({
    kind: 'damage',
    text: `flight ${d.flight} (${d.cause}) ${d.destroyed ? 'is destroyed' : `has ${d.hits} hit${d.hits === 1 ? '' : 's'} left${d.crippled ? ', crippled' : ''}`}`,
    damage: 1,
  }),
  'aff.rolled': (d) => ({
    kind: 'attack',
    text: `${d.ship} ${d.source} fires at flight ${d.flight}`,
    hit: d.hit === true,
  }),
  'dogfight.rolled': (d) => ({
    kind: 'attack',
    text: `dogfight: ${(d.flights as string[]).join(', ')} score ${d.hits} hit${d.hits === 1 ? '' : 's'}`,
  }),
};

export function describeEvent(
  event: PresentedEvent,
  _names: PresentationNames,
): SummaryEntry | null {
  if (event.type === 'dice.rolled') return rolledDiceEntry(event);
  return DESCRIBE[event.type]?.(event.data as Data) ?? null;
}
