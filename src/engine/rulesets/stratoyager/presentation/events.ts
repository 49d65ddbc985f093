/**
 * Stratoyager's events in the primer's words. Rolls that a rule event already carries (to-hit,
 * damage, hull stress, the extra-turn roll) are read from that event, with what was kept; the
 * `dice.rolled` of those is left out so that no roll is listed twice.
 */
import type {
  PresentationNames,
  PresentedEvent,
  SummaryEntry,
} from '../../../core/presentation.js';
import { keptDice, summedDice } from '../../../presentation/dice-line.js';
import { rolledDiceEntry } from '../../../presentation/driver-events.js';
import type { Vec } from '../model.js';
import { lower, oclock, place, weaponWords } from './words.js';

type Data = Record<string, unknown>;
type Describe = (d: Data, names: PresentationNames) => SummaryEntry | SummaryEntry[] | null;

/** Purposes of rolls that a rule event reports with its own dice. */
const TOLD_ELSEWHERE = [
  'to-hit:',
  'damage:',
  'hull stress:',
  'extra turn:',
  'dogfight deck shuffle',
];

/** `2D keep lowest` → 2 dice, keep lowest; `1D` → one die. */
function toHitDice(pool: string, faces: number[]) {
  const keep = /keep (highest|lowest)/i.exec(pool)?.[1]?.toLowerCase();
  if (faces.length > 1 && (keep === 'highest' || keep === 'lowest')) {
    return keptDice(faces, 6, keep);
  }
  return summedDice(faces, 6);
}

function attack(d: Data): SummaryEntry {
  const weapon = weaponWords(String(d.weapon), (d.missileClass as string | null) ?? null);
  const band = d.band ? `${lower(String(d.band))} range, ` : '';
  const text = `${String(d.attackerId)} fires ${weapon} at ${String(d.targetId)} (${band}THT ${String(d.tht)})`;
  const toHit = {
    ...toHitDice(String(d.pool ?? ''), (d.toHitFaces as number[]) ?? []),
    for: 'to hit',
  };
  const dice = [toHit];
  const damageFaces = (d.damageFaces as number[] | undefined) ?? [];
  if (damageFaces.length > 0) {
    dice.push({ ...summedDice(damageFaces, 6), result: Number(d.damagePoints), for: 'damage' });
  }
  const entry: SummaryEntry = { kind: 'attack', text, dice, hit: d.hit === true };
  if (d.hit === true) entry.damage = Number(d.damagePoints ?? 0);
  return entry;
}

const DESCRIBE: Readonly<Record<string, Describe>> = {
  'game.setup': (d) => {
    const table = d.table as { width: number; length: number };
    const sides = (d.sides as { name: string }[]).map((s) => s.name).join(' vs ');
    return { kind: 'info', text: `${sides} on a ${table.width} × ${table.length} Klick table` };
  },
  'deployment.first-placer': (d, n) => ({
    kind: 'info',
    text: `${n.seat(Number(d.side))} places first (${String(d.by)})`,
  }),
  'unit.placed': (d) => ({
    kind: 'move',
    text: `${String(d.unitId)} placed at ${place(d.pos as Vec)}, course ${oclock(Number(d.course))}, speed ${String(d.speed)}`,
  }),
  'initiative.revealed': (d) => ({
    kind: 'reveal',
    text: `Initiative cards: ${Object.entries(d.cards as Record<string, number>)
      .map(([unit, card]) => `${unit} ${card}`)
      .join(', ')}`,
  }),
  'unit.moved': (d) => {
    const before = d.before as { course: number; facing: number; speed: number };
    const after = d.after as { course: number; facing: number; speed: number };
    const facing = after.facing !== after.course ? `, facing ${oclock(after.facing)}` : '';
    const evasive = d.evasive === true ? ', evasive' : '';
    return {
      kind: 'move',
      text: `${String(d.unitId)} moves ${place(d.from as Vec)} → ${place(d.to as Vec)}: speed ${before.speed} → ${after.speed}, course ${oclock(after.course)}${facing}${evasive}`,
    };
  },
  'unit.displaced': (d) => ({
    kind: 'move',
    text: `${String(d.unitId)} is displaced ${place(d.from as Vec)} → ${place(d.to as Vec)}`,
  }),
  'lock.declared': (d) => ({
    kind: 'status',
    text: `${String(d.holderId)} locks on to ${String(d.targetId)}`,
  }),
  'lock.broken': (d) => ({
    kind: 'status',
    text: `${String(d.holderId)} loses its lock on ${String(d.targetId)} (${String(d.reason)})`,
  }),
  'attack.resolved': attack,
  'missile.launched': (d) => ({
    kind: 'attack',
    text: `${String(d.launcherId)} launches a ${lower(String(d.missileClass))} missile at ${String(d.targetId)} (${lower(String(d.aspect))} aspect)`,
  }),
  'missile.landed': (d) => {
    const faces = (d.damageFaces as number[] | undefined) ?? [];
    if (d.neutralised === true) {
      return {
        kind: 'attack',
        text: `Missile from ${String(d.launcherId)} at ${String(d.targetId)} is neutralised`,
        hit: false,
      };
    }
    return {
      kind: 'attack',
      text: `Missile from ${String(d.launcherId)} strikes ${String(d.targetId)}`,
      dice:
        faces.length > 0
          ? [{ ...summedDice(faces, 6), result: Number(d.damagePoints), for: 'damage' }]
          : [],
      hit: true,
      damage: Number(d.damagePoints ?? 0),
    };
  },
  'damage.applied': (d) => {
    const result = d.result && d.result !== 'NONE' ? `, ${lower(String(d.result))}` : '';
    return {
      kind: 'damage',
      text: `${String(d.unitId)} takes ${String(d.points)} damage on its ${lower(String(d.aspect))} (${String(d.absorbed)} absorbed): structure ${String(d.structure)}, shields ${String(d.shields)}${result}`,
      damage: Number(d.points),
    };
  },
  'unit.stress': (d) => ({
    kind: 'status',
    text: `${String(d.unitId)} hull stress, ${String(d.failures)} failed: ${lower(String(d.result))}`,
    dice: [{ ...summedDice(d.faces as number[], 6), result: Number(d.failures), for: 'failures' }],
  }),
  'unit.removed': (d) => ({
    kind: 'damage',
    text: `${String(d.unitId)} is ${lower(String(d.status))}: ${String(d.cause)}`,
  }),
  'countermeasures.deployed': (d) => ({
    kind: 'status',
    text: `${String(d.unitId)} deploys countermeasures`,
  }),
  'shields.raised': (d) => ({
    kind: 'status',
    text: `${String(d.unitId)} raises shields to ${String(d.shields)}`,
  }),
  'dogfight.started': (d) => ({
    kind: 'info',
    text: `Dogfight: ${(d.units as string[]).join(' and ')}`,
  }),
  'dogfight.movement-cards': (d, n) => ({
    kind: 'reveal',
    text: `Dogfight movement cards ${(d.cards as number[]).join(' and ')}: ${n.seat(Number(d.firstMover))} moves first`,
  }),
  'dogfight.combat-cards': (d, n) => ({
    kind: 'reveal',
    text: `Dogfight combat cards ${(d.cards as number[]).join(' and ')}: ${n.seat(Number(d.firstToFire))} fires first`,
  }),
  'game.extra-turn': (d) => ({
    kind: 'roll',
    text: d.extraTurn === true ? 'An extra turn is played' : 'No extra turn',
    dice: [
      {
        count: 1,
        sides: 6,
        faces: [Number(d.roll)],
        result: Number(d.roll),
        for: `needs ${String(d.needed)}+`,
      },
    ],
  }),
};

export function describeEvent(
  event: PresentedEvent,
  names: PresentationNames,
): SummaryEntry | SummaryEntry[] | null {
  if (event.type === 'dice.rolled') {
    const purpose = String(event.data.purpose ?? '');
    return TOLD_ELSEWHERE.some((p) => purpose.startsWith(p)) ? null : rolledDiceEntry(event);
  }
  return DESCRIBE[event.type]?.(event.data, names) ?? null;
}
