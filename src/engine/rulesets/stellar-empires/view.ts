/**
 * What a viewer may see. The table is open: positions, damage, charge and energy are public. An
 * area-effect target point stays hidden from the other side until impact (SE-TECH-4).
 */
import type { Viewer } from '../../core/contract.js';
import type { FighterCombatOrder } from './rules/level2/fighters/flight-state.js';
import type { SeState } from './state.js';

export function viewOf(s: SeState, viewer: Viewer) {
  const hide = (side: number) => viewer !== side;
  return {
    options: s.options,
    tech: s.tech,
    turn: s.turn,
    phase: s.phase,
    you: viewer,
    table: s.table,
    terrain: s.terrain,
    // SE-FTR-14: a side's fighter combat order stays secret until both are in.
    fighters: s.fighters && {
      ...s.fighters,
      orders: s.fighters.orders.map((o, side) => (side === viewer ? o : null)) as [
        FighterCombatOrder | null,
        FighterCombatOrder | null,
      ],
    },
    turnLimit: s.turnLimit,
    sideNames: s.sideNames,
    initiativeLoser: s.initiativeLoser,
    burst: s.burst,
    spent: s.spent,
    ships: s.ships,
    squadrons: s.squadrons,
    declared: s.declared,
    acted: s.acted,
    squadronTargets: s.squadronTargets,
    markers: s.markers.map((m) => (m.kind === 'aoe' && hide(m.side) ? { ...m, point: null } : m)),
    interception: s.interception && { ...s.interception, allocations: null },
    ended: s.ended,
  };
}
