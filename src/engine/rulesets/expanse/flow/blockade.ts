/**
 * Blockade (EX-STUNT-BLOCKADE): bought in the step-2 window, the buyer blocks an enemy's line to
 * an allied ship. `hinder`: the enemy is at −2 on range contests and targeted attacks against
 * the ally through the next round's step 2 (EX-MAN-5, EX-ATK-5); `protect`: the ally evades the
 * enemy's attacks at +2 this round (EX-DEF-4).
 */
import type { ExpanseState } from '../battle.js';
import { ownEffects } from '../copy-on-write.js';
import type { StuntOrder } from '../orders.js';

export const BLOCKADE = 'EX-STUNT-BLOCKADE';
export const BLOCKADE_MODES = ['hinder', 'protect'] as const;

export function blockade(s: ExpanseState, o: StuntOrder): void {
  const enemy = o.target!;
  const ally = o.ally!;
  if (o.mode === 'protect') {
    const fx = ownEffects(s, ally);
    fx.protectedFrom = [...(fx.protectedFrom ?? []), enemy];
  } else {
    s.hinders = [...(s.hinders ?? []), { enemy, protected: ally, untilRound: s.round + 1 }];
  }
}

/** Whether a `hinder` Blockade holds `enemy` back from `target` now. */
export function hindered(s: ExpanseState, enemy: string, target: string): boolean {
  return s.hinders?.some((h) => h.enemy === enemy && h.protected === target) ?? false;
}

/** At S2_END, a `hinder` bought last round has had its last range contests. */
export function expireHinders(s: ExpanseState): void {
  if (s.hinders?.some((h) => h.untilRound <= s.round))
    s.hinders = s.hinders.filter((h) => h.untilRound > s.round);
}
