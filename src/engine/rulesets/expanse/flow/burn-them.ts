/**
 * Burn Them (EX-STUNT-BURN-THEM, EX-ATK-13): bought in step-4 orders against an enemy at X-close,
 * resolved first in S4_RESOLVE; the drive plume is a 6d6 hit that cannot be evaded, and the
 * buyer fires only aft and turret weapons this round.
 */
import type { StepContext } from '../../../core/contract.js';
import { bandBetween, isActive, shipById, type ExpanseState } from '../battle.js';
import { tn } from '../data/tables.js';
import { roleScore } from '../rules/crew.js';
import { manoeuvreBonus } from '../rules/manoeuvres.js';
import type { Ship, WeaponSystem } from '../state.js';
import { opposedTn } from './opposed.js';

export const BURN_THEM = 'EX-STUNT-BURN-THEM';

/** Requires X-close to the target, the reactor online, the drive not hacked, manoeuvrability up. */
export function canBurn(s: ExpanseState, ship: Ship, target: string): boolean {
  const reactorUp = !ship.reactor.offline || ship.reactor.tempOnlineUntilRound !== null;
  return (
    reactorUp &&
    ship.hacked?.system !== 'drive' &&
    !ship.offline.manoeuvrability &&
    bandBetween(s, ship.id, target) === 'XC'
  );
}

/** Under Burn Them only the rear-facing weapons fire: aft and turret (EX-Q-28). */
export function arcBlocked(burning: boolean, weapon: WeaponSystem): boolean {
  return burning && weapon.arc !== 'aft' && weapon.arc !== 'turret';
}

/** Opposed TN 19 Dex (Piloting) at −2, buyer's pilot against the target's; success is a hit. */
export function resolveBurnThem(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships.filter(isActive)) {
    const target = s.fx[ship.id].burnThem;
    if (target === null) continue;
    const t = shipById(s, target);
    // EX-STUNT-GEN-7: a prerequisite lost since the purchase makes the stunt fizzle.
    if (!isActive(t) || !canBurn(s, ship, target)) {
      ctx.emit({ type: 'stunt.fizzled', data: { ship: ship.id, stunt: BURN_THEM } });
      continue;
    }
    const pilot = (x: Ship, mod: number) => ({
      ship: x,
      bonus: manoeuvreBonus(x, s.round, 0) + mod,
      score: roleScore(x, 'pilot'),
    });
    if (!opposedTn('burn them', pilot(ship, -2), pilot(t, 0), tn('burn_them'), ctx)) continue;
    s.attacks.push({
      id: `r${s.round}.${ship.id}.burn_them`,
      attacker: ship.id,
      weapon: 'burn_them',
      target,
      kind: 'burn_them',
      type: 'burn_them',
      band: 'XC',
      damage: '6d6',
      result: 'hit',
      stunts: [],
    });
  }
}
