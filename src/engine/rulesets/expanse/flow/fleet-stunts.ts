/**
 * Fleet command stunts (§3.14): Good Advice to an ally's captain, and Combined Fire, which counts
 * only when two allied captains both pay on the same enemy.
 */
import type { ExpanseState } from '../battle.js';
import { ownEffects } from '../copy-on-write.js';
import type { StuntOrder } from '../orders.js';
import type { Ship } from '../state.js';

/** EX-STUNT-GOOD-ADVICE: +SP/2 now into the ally's command pool, or on its next command test. */
export function goodAdvice(s: ExpanseState, o: StuntOrder): void {
  const ally = s.ships.find((x) => x.id === o.ally)!;
  const n = Math.floor(o.sp / 2);
  if (o.mode === 'sp') ally.sp.command += n;
  else (s.goodAdvice ??= {})[ally.id] = (s.goodAdvice[ally.id] ?? 0) + n;
}

/** The Good Advice bonus for this command test, used up by it. */
export function takeGoodAdvice(s: ExpanseState, ship: string): number {
  const n = s.goodAdvice?.[ship] ?? 0;
  if (s.goodAdvice) delete s.goodAdvice[ship];
  return n;
}

export function combinedFire(s: ExpanseState, ship: Ship, o: StuntOrder): void {
  ownEffects(s, ship.id).combinedFire = { target: o.target!, ally: o.ally!, n: o.sp };
}

/**
 * EX-STUNT-COMBINED-FIRE: min(n₁, n₂) on attacks against the enemy both named, when each names
 * the other as its ally; one payer alone has no effect.
 */
export function combinedFireBonus(s: ExpanseState, attacker: string, target: string): number {
  const mine = s.fx[attacker].combinedFire;
  if (!mine || mine.target !== target) return 0;
  const theirs = s.fx[mine.ally]?.combinedFire;
  if (!theirs || theirs.target !== target || theirs.ally !== attacker) return 0;
  return Math.min(mine.n, theirs.n);
}
