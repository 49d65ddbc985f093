/**
 * Dauntless (EX-STUNT-DAUNTLESS, EX-Q-22): in the step-2 window the buyer fakes a ramming run on
 * an enemy at Close or X-close, resolved at once (S2_WINDOW_RESOLVE). The target's pilot tests
 * TN 15 Dex (Piloting); failure flinches it for the rest of the round (no orders or windows in
 * steps 3, 4, 5 and 7, no stunts, and its evasion fails, EX-DEF-5). If it holds its nerve the
 * buyer's pilot tests TN 17 or the ships collide: two step-6 hits, the larger ship taking 2d6 and
 * the smaller 4d6, 3d6 each when they are the same size.
 */
import type { StepContext } from '../../../core/contract.js';
import { bandBetween, shipById, type ExpanseState } from '../battle.js';
import { ownEffects } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import { basicTest, rollTest } from '../rules/test.js';
import type { Ship } from '../state.js';
import { resolvedTest } from './report.js';

export const DAUNTLESS = 'EX-STUNT-DAUNTLESS';

/** Requires Close or X-close to the target. */
export function canDaunt(s: ExpanseState, ship: Ship, target: string): boolean {
  const band = bandBetween(s, ship.id, target);
  return band === 'C' || band === 'XC';
}

/** Collision damage by size: the larger ship 2d6, the smaller 4d6, equal sizes 3d6 each. */
export function collisionDice(ship: Ship, other: Ship): string {
  if (ship.size === other.size) return '3d6';
  return ship.size > other.size ? '2d6' : '4d6';
}

/** A piloting test of a stunt: TN `tn`, the pilot's manoeuvre modifiers, no SP (EX-STUNT-GEN-6). */
function pilotTest(s: ExpanseState, ship: Ship, test: string, target: number, ctx: StepContext) {
  const r = basicTest(
    rollTest(ctx.dice, `${ship.name}: ${test.replace('_', ' ')}`),
    manoeuvreBonus(ship, s.round, 0),
    target,
  );
  resolvedTest(ctx, ship, test, r, target);
  return r.success;
}

/** Two step-6 hits, one on each ship, by size (EX-DMG-1: step-2 items). */
export function collide(s: ExpanseState, a: Ship, b: Ship, ctx: StepContext): void {
  for (const [target, other] of [
    [b, a],
    [a, b],
  ] as const)
    s.attacks.push({
      id: `r${s.round}.collision.${other.id}.${target.id}`,
      attacker: other.id,
      weapon: 'collision',
      target: target.id,
      kind: 'collision',
      type: 'collision',
      band: bandBetween(s, a.id, b.id),
      damage: collisionDice(target, other),
      result: 'hit',
      stunts: [],
    });
  ctx.emit({ type: 'ships.collided', data: { ships: [a.id, b.id] } });
}

export function dauntless(s: ExpanseState, ship: Ship, target: string, ctx: StepContext): void {
  const t = shipById(s, target);
  if (!pilotTest(s, t, 'dauntless', tn('dauntless_target'), ctx)) {
    ownEffects(s, t.id).flinched = true;
    ctx.emit({ type: 'ship.flinched', data: { ship: t.id, by: ship.id } });
    return;
  }
  if (!pilotTest(s, ship, 'avoid_collision', tn('dauntless_user'), ctx)) collide(s, ship, t, ctx);
}
