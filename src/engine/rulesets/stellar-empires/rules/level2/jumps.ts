/**
 * IS-drive jumps and retreat (SE-ACT-5, SE-END-7, provisional, SE-Q-53): a ship whose Activate
 * Device or Full Retreat succeeded this turn, still in play with its IS drive unhit, disengages in
 * step (b) of the Action Phase.
 */
import type { StepContext } from '../../../../core/contract.js';
import type { SeState, ShipState } from '../../state.js';
import { disengage } from '../removal.js';
import { hasCommand } from './command-mods.js';
import { systemDamage } from './system-damage.js';

export function jumpsOut(ship: ShipState): boolean {
  return (
    ship.status === 'active' &&
    (hasCommand(ship, 'ACTIVATE_DEVICE') || hasCommand(ship, 'FULL_RETREAT')) &&
    systemDamage(ship).isDrive === 0
  );
}

export function isDriveJumps(s: SeState, ctx: StepContext): void {
  for (const ship of s.ships) {
    if (jumpsOut(ship)) disengage(s, ship, ctx, 'IS-drive jump');
    else if (
      ship.status === 'active' &&
      (hasCommand(ship, 'ACTIVATE_DEVICE') || hasCommand(ship, 'FULL_RETREAT'))
    )
      ctx.emit({ type: 'jump.failed', data: { ship: ship.id, reason: 'IS drive hit' } });
  }
}
