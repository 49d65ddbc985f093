/**
 * Set-up (EX-STUNT-SET-UP, EX-Q-20): the buyer forces an enemy into a hazard of the battlefield.
 * Bought in W1, O2 or W2; at S2_WINDOW_RESOLVE it becomes a step-2 item against the target,
 * evaded in step 5 at its own TN (EX-DEF-2) and, if not evaded, a hit of floor(SP/2)d6 in step 6
 * that ignores the buyer's weapons losses (EX-DMG-2), resolved before the weapon hits (EX-DMG-1).
 */
import type { StepContext } from '../../../core/contract.js';
import { ownEffects } from '../copy-on-write.js';
import { bandBetween, isActive, shipById, type Attack, type ExpanseState } from '../battle.js';
import { roleHolder } from '../rules/crew.js';
import { setUpTn } from '../rules/defence.js';
import type { Ship } from '../state.js';

export const SET_UP = 'EX-STUNT-SET-UP';

/** Set-up needs a hazard to push the enemy into: terrain `hazard` or `exploitable`. */
export function hasHazard(s: ExpanseState): boolean {
  return (s.terrain ?? []).some((t) => t.type === 'hazard' || t.type === 'exploitable');
}

/** The purchase: its TN is fixed now, from the buyer's captain (EX-Q-20). */
export function buySetUp(s: ExpanseState, ship: Ship, target: string, sp: number): void {
  const captain = roleHolder(ship, 'captain');
  const tn = setUpTn(captain.abilities.INT, captain.focuses.includes('Leadership'), sp);
  const fx = ownEffects(s, ship.id);
  fx.setUps = [...(fx.setUps ?? []), { target, sp, tn }];
}

/** Step-2 items (Set-up hazards, collisions) stay on the list when step 4 starts a new one. */
export function stepTwoItem(a: Attack): boolean {
  return a.kind === 'setup' || a.kind === 'collision';
}

/**
 * S2_WINDOW_RESOLVE: each Set-up bought this round becomes an incoming item on its target; one
 * whose target has left the fight or gone beyond range fizzles (EX-STUNT-GEN-7).
 */
export function makeSetUps(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships) {
    for (const x of s.fx[ship.id].setUps ?? []) {
      const target = shipById(s, x.target);
      if (!isActive(ship) || !isActive(target) || bandBetween(s, ship.id, x.target) === 'BEYOND') {
        ctx.emit({
          type: 'stunt.fizzled',
          data: { ship: ship.id, stunt: SET_UP, target: x.target },
        });
        continue;
      }
      const id = `r${s.round}.${ship.id}.set_up.${x.target}`;
      s.attacks.push({
        id,
        attacker: ship.id,
        weapon: 'set_up',
        target: x.target,
        kind: 'setup',
        type: 'setup',
        band: bandBetween(s, ship.id, x.target),
        damage: `${Math.floor(x.sp / 2)}d6`,
        tn: x.tn,
        result: 'pending',
        stunts: [],
      });
      ctx.emit({
        type: 'attack.declared',
        data: {
          attack: id,
          attacker: ship.id,
          weapon: 'set_up',
          target: x.target,
          band: bandBetween(s, ship.id, x.target),
          tn: x.tn,
        },
      });
    }
  }
}
