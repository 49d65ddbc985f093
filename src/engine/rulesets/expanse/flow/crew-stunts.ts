/**
 * Weapon damage stunts that strike a hit's crew or finish the ship (§3.14): Shrapnel, Skewer,
 * Rupture and Scuttle. They act after the hit's losses, in listed order (EX-DMG-19).
 */
import type { StepContext } from '../../../core/contract.js';
import type { ExpanseState, HitStunt } from '../battle.js';
import { own, ownEffects, ownMember } from '../copy-on-write.js';
import { damageCrew } from '../rules/crew.js';
import { rollExpr } from '../rules/damage.js';
import { helpless } from '../rules/round.js';
import type { CrewMember, Ship } from '../state.js';
import { takeOut } from './casualties.js';

function hurt(
  crew: CrewMember[],
  amount: number,
  penetrating: boolean,
  ctx: StepContext,
  ship: Ship,
  stunt: string,
): void {
  for (const c of crew) {
    damageCrew(ownMember(ship, c.id), { amount, penetrating, juiceLadder: false }, ctx.dice);
    ctx.emit({ type: 'crew.hurt', data: { ship: ship.id, crew: c.id, amount, stunt } });
  }
}

const atStation = (t: Ship, station: string | undefined) =>
  t.crew.filter((c) => c.status === 'active' && c.station === station);

/** EX-STUNT-SCUTTLE needs the target helpless (EX-DMG-22) when step 6 began. */
export function markHelpless(s: ExpanseState): void {
  for (const ship of s.ships) {
    const now = helpless(ship, s.outOfControl.includes(ship.id));
    if (s.fx[ship.id].helplessAtS6 !== now) ownEffects(s, ship.id).helplessAtS6 = now;
  }
}

/** Applies one crew stunt of a hit on `t`; true when it was one of them. */
export function crewStunt(s: ExpanseState, t: Ship, x: HitStunt, ctx: StepContext): boolean {
  switch (x.stunt) {
    case 'EX-STUNT-SHRAPNEL': {
      // One roll (1d6 for 2 SP, 2d6 for 4) for everyone at the station, non-penetrating.
      const amount = rollExpr(ctx.dice, `${x.sp / 2}d6`, `${t.name}: shrapnel`);
      hurt(atStation(t, x.station), amount, false, ctx, t, x.stunt);
      return true;
    }
    case 'EX-STUNT-SKEWER': {
      const c = t.crew.find((m) => m.id === x.crew && m.status === 'active');
      const amount = rollExpr(ctx.dice, x.sp === 6 ? '6d6' : '4d6', `${t.name}: skewer`);
      if (c) hurt([c], amount, false, ctx, t, x.stunt);
      return true;
    }
    case 'EX-STUNT-RUPTURE': {
      const amount = rollExpr(ctx.dice, '3d6', `${t.name}: rupture`);
      hurt(atStation(t, x.station), amount, true, ctx, t, x.stunt);
      if (x.system) own(t, 'systemDamage')[x.system] = 3;
      return true;
    }
    case 'EX-STUNT-SCUTTLE':
      takeOut(s, t, 'scuttled', ctx);
      return true;
    default:
      return false;
  }
}
