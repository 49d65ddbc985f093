/**
 * After crew damage: vacant roles pass down the succession (EX-CREW-6), and a ship with no active
 * crew is taken out at once (EX-CREW-7, EX-DMG-20).
 */
import type { StepContext } from '../../../core/contract.js';
import { isActive, type ExpanseState } from '../battle.js';
import { ownTorpedo } from '../copy-on-write.js';
import { reassignRoles } from '../rules/crew.js';
import type { Ship } from '../state.js';

export function takeOut(s: ExpanseState, ship: Ship, why: string, ctx: StepContext): void {
  if (!isActive(ship)) return;
  ship.status = 'taken_out';
  // EX-DMG-20: its manual torpedoes go with it; autonomous ones stay in flight.
  for (const t of s.torpedoes)
    if (t.owner === ship.id && t.manual && t.status === 'in_flight')
      ownTorpedo(s, t).status = 'removed';
  ctx.emit({ type: 'ship.taken_out', data: { ship: ship.id, why } });
}

export function crewCasualties(s: ExpanseState, ship: Ship, ctx: StepContext): void {
  if (!isActive(ship)) return;
  if (!reassignRoles(ship)) takeOut(s, ship, 'no crew left', ctx);
}

/** EX-ROUND-4: roles are reassigned at the start of every step. */
export function stepStart(s: ExpanseState, ctx: StepContext): void {
  for (const ship of s.ships) crewCasualties(s, ship, ctx);
}
