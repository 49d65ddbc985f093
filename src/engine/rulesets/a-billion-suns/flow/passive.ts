/**
 * The Passive Attacks step (ABS-ACT-6): enemy CEOs clockwise after the active CEO, each prompted
 * again after each of its passive attacks while it has an eligible battlegroup; then uncontrolled
 * objects, which must attack if able, in ascending seq.
 */
import { canFire } from '../rules/attack.js';
import { battlegroupsBySeq, objectsBySeq } from '../rules/models.js';
import { objectPassiveAttack } from '../rules/objects.js';
import type { AbsState, Battlegroup, Seat } from '../state.js';
import { pop, schedule, waitFor } from './agenda.js';
import type { PassiveFrame } from './frames.js';

/** Battlegroups of `seat` that may still make a passive attack in this step. */
export function passiveAttackers(s: AbsState, seat: Seat, f: PassiveFrame): Battlegroup[] {
  return battlegroupsBySeq(s, mayAttack(s, seat, f));
}

/** Whether `passiveAttackers` has one: stops at the first, in any order. */
export function hasPassiveAttacker(s: AbsState, seat: Seat, f: PassiveFrame): boolean {
  const may = mayAttack(s, seat, f);
  for (const id in s.battlegroups) if (may(s.battlegroups[id])) return true;
  return false;
}

function mayAttack(s: AbsState, seat: Seat, f: PassiveFrame): (bg: Battlegroup) => boolean {
  const active = s.activation?.bgs ?? [];
  return (bg) =>
    bg.ceo === seat && !f.attacked.includes(bg.id) && canFire(s, seat, bg, 'passive', active);
}

export function runPassive(s: AbsState, f: PassiveFrame): 'wait' | 'next' {
  if (f.objects === null) {
    for (; f.index < f.ceos.length; f.index++) {
      const seat = f.ceos[f.index];
      if (hasPassiveAttacker(s, seat, f)) return waitFor(s, f, 'passive_attack', [seat]);
    }
    f.objects = objectsBySeq(s, (o) => o.owner === null).map((o) => o.id);
  }
  const active = s.activation?.bgs ?? [];
  for (;;) {
    const id = f.objects.shift();
    if (id === undefined) {
      pop(s);
      return 'next';
    }
    const o = s.objects[id];
    const attack = o ? objectPassiveAttack(s, o, active) : null;
    if (attack) {
      schedule(s, attack);
      return 'next';
    }
  }
}
