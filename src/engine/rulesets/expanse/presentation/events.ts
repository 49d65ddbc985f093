/**
 * Expanse events in the game's words: revealed orders, tests with their three dice (the Drama
 * Die last), range changes, EW wins, attacks, hits with their losses, and ships leaving the fight.
 * The rolls a `test.resolved` reports are not listed again from `dice.rolled`.
 */
import type {
  PresentationNames,
  PresentedEvent,
  SummaryEntry,
} from '../../../core/presentation.js';
import { rolledDiceEntry } from '../../../presentation/driver-events.js';

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Describe = (d: Data, names: PresentationNames) => SummaryEntry | SummaryEntry[] | null;

const BAND_NAMES: Record<string, string> = {
  XC: 'X-close',
  C: 'Close',
  M: 'Medium',
  L: 'Long',
  BEYOND: 'beyond Long',
};
const band = (b: string) => BAND_NAMES[b] ?? b;
const words = (s: string) =>
  s
    .replace(/^EX-STUNT-/, '')
    .toLowerCase()
    .replace(/[_-]/g, ' ');

/** Rolls of a test: reported with its `test.resolved`. */
const TOLD_BY_TEST =
  /(test|evade|point defence|stamina|damage control|gunnery SP roll|targeted attack|regain control|patch|off-course|dauntless|avoid collision)$/;

function shipOrders(step: number, ship: string, o: Data): string | null {
  if (step === 1)
    return `${ship} ${o.mode === 'planning' ? `plans (${(o.planning?.stunts ?? []).map(words).join(', ')})` : 'commands'}`;
  if (step === 2) {
    const moves = (o.intents ?? [])
      .filter((i: Data) => i.action !== 'hold')
      .map((i: Data) => `${i.action}s ${i.bands ?? 1} on ${i.enemy}`);
    return `${ship} ${moves.length > 0 ? moves.join(', ') : 'holds'}${o.high_g ? `, high-g ${o.high_g}` : ''}`;
  }
  if (step === 3) return `${ship} puts EW on ${o.ew_bonus_use}`;
  if (step === 4) {
    const shots = (o.attacks ?? []).map(
      (a: Data) =>
        `${a.weapon} at ${a.target}${a.targeted_loss ? ` (targeting ${a.targeted_loss})` : ''}`,
    );
    return `${ship} fires ${shots.length > 0 ? shots.join(', ') : 'nothing'}`;
  }
  if (step === 5)
    return `${ship} high-g ${o.high_g ?? 0}, point defence ${o.point_defence ?? 'all'}`;
  if (step === 7)
    return `${ship}: ${(o.actions ?? []).map((a: Data) => `${a.crew} ${a.action}s ${a.system ?? a.target}`).join(', ') || 'no repairs'}`;
  return null;
}

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'orders.revealed': (d) => {
    const lines: string[] = [];
    for (const bundle of Object.values(d.bundles as Record<string, Data>)) {
      for (const [ship, o] of Object.entries((bundle.ships ?? {}) as Record<string, Data>)) {
        const line = shipOrders(d.step, ship, o);
        if (line) lines.push(line);
      }
    }
    return lines.length === 0 ? null : { kind: 'reveal', text: `Orders: ${lines.join('; ')}` };
  },
  'test.resolved': (d) => ({
    kind: 'roll',
    text: `${d.ship}${d.crew ? ` (${d.crew})` : ''} ${words(d.test)}: ${d.total}${d.tn === null ? '' : ` against TN ${d.tn}`}, ${d.success ? 'success' : 'failure'}${d.doubles && d.success ? ', doubles' : ''}`,
    dice: [
      {
        count: 3,
        sides: 6,
        faces: d.faces,
        result: (d.faces as number[]).reduce((a, b) => a + b, 0),
        for: 'two dice and the Drama Die',
      },
    ],
  }),
  'range.contested': (d) => ({
    kind: 'move',
    text: `Range contest ${d.ships[0]} ${d.totals[0]} against ${d.ships[1]} ${d.totals[1]}: ${d.winner ? `${d.winner} wins` : 'no winner'}`,
  }),
  'range.changed': (d) => ({
    kind: 'move',
    text: `${d.ships[0]}–${d.ships[1]}: ${band(d.from)} to ${band(d.to)}`,
  }),
  'ew.won': (d) => ({
    kind: 'status',
    text: `${d.winner} wins electronic warfare against ${d.loser}: +${d.bonus} on ${d.use}`,
  }),
  'attack.declared': (d) => ({
    kind: 'attack',
    text: `${d.attacker} fires ${d.weapon} at ${d.target} at ${band(d.band)}`,
  }),
  'torpedo.launched': (d) => ({ kind: 'attack', text: `Torpedo ${d.torpedo} away` }),
  'torpedo.removed': (d) => ({ kind: 'status', text: `Torpedo ${d.torpedo} removed (${d.why})` }),
  'hit.resolved': (d) => ({
    kind: 'damage',
    text: `${d.target} hit: ${d.damage} damage against hull ${d.hull}, ${d.takenOut ? 'taken out' : `${d.conditions} loss condition${d.conditions === 1 ? '' : 's'}`}${(d.losses as unknown[]).length > 0 ? `; losses ${(d.losses as unknown[]).map((l) => (typeof l === 'string' ? words(l) : JSON.stringify(l))).join(', ')}` : ''}`,
    hit: true,
    damage: Math.max(0, d.net),
  }),
  'stunt.bought': (d) => ({
    kind: 'info',
    text: `${d.ship} spends ${d.sp} SP on ${words(d.stunt)}${d.target ? ` against ${d.target}` : ''}${d.attack ? ` (hit ${d.attack})` : ''}`,
  }),
  'ship.flinched': (d) => ({
    kind: 'status',
    text: `${d.ship} flinches from ${d.by}'s ramming run and takes no further action this round`,
  }),
  'ships.collided': (d) => ({ kind: 'damage', text: `${d.ships[0]} and ${d.ships[1]} collide` }),
  'attack.deflected': (d) => ({
    kind: 'attack',
    text: `${d.from} slips ${d.attack}: it strikes ${d.to} instead`,
  }),
  'ship.grappled': (d) => ({ kind: 'status', text: `${d.grappler} grapples ${d.target}` }),
  'grapple.ended': (d) => ({
    kind: 'status',
    text: `Grapple ${d.ships.join('–')} ends (${words(d.why)})`,
  }),
  'ship.taken_out': (d) => ({ kind: 'status', text: `${d.ship} is taken out (${d.why})` }),
  'ship.disengaged': (d) => ({ kind: 'status', text: `${d.ship} disengages beyond Long range` }),
  'side.resigned': (d) => ({ kind: 'status', text: `Side ${d.side} concedes` }),
};

export function describeEvent(
  event: PresentedEvent,
  names: PresentationNames,
): SummaryEntry | SummaryEntry[] | null {
  if (event.type === 'dice.rolled')
    return TOLD_BY_TEST.test(String(event.data.purpose)) ? null : rolledDiceEntry(event);
  return DESCRIBE[event.type]?.(event.data as Data, names) ?? null;
}
