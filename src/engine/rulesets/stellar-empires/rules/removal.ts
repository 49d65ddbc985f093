/**
 * Ships leaving play other than by moving off the table: destroyed (SE-DMG-11), derelict
 * (SE-CRIT-13) or disengaged by a jump or a retreat (SE-ACT-5, SE-MOR-3, SE-END-4). The squadron
 * then names a new command ship or dissolves (SE-MOV-19).
 */
import type { StepContext } from '../../../core/contract.js';
import type { SeState, ShipState } from '../state.js';
import { leaveSquadron, reviewSquadron } from './squadrons.js';

/** SE-DMG-11: destroyed and removed at once. */
export function destroyShip(s: SeState, ship: ShipState, ctx: StepContext): void {
  ship.status = 'destroyed';
  ctx.emit({ type: 'ship.destroyed', data: { ship: ship.id, turn: s.turn } });
  // Flights aboard a destroyed carrier are destroyed with it (SE-FTR-21).
  for (const f of s.fighters?.flights ?? [])
    if (f.status === 'in_bay' && f.carrier === ship.id) f.status = 'destroyed';
  if (ship.squadron !== null) reviewSquadron(s, ship.squadron, (e) => ctx.emit(e));
}

/** SE-CRIT-13: no crew left: removed from play, scored as destroyed (provisional). */
export function makeDerelict(s: SeState, ship: ShipState, ctx: StepContext): void {
  ship.status = 'derelict';
  ctx.emit({ type: 'ship.derelict', data: { ship: ship.id, turn: s.turn } });
  if (ship.squadron !== null) reviewSquadron(s, ship.squadron, (e) => ctx.emit(e));
}

/** SE-END-4, SE-END-7: out of play, not destroyed. */
export function disengage(s: SeState, ship: ShipState, ctx: StepContext, reason: string): void {
  ship.status = 'disengaged';
  ctx.emit({ type: 'ship.disengaged', data: { ship: ship.id, reason } });
  if (ship.squadron !== null) leaveSquadron(s, ship, (e) => ctx.emit(e), 'disengaged');
}
