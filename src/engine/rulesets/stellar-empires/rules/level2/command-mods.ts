/**
 * What successful Level 2 commands change on a ship this turn (SE-CMD-7): own defense rating and
 * target number modifiers, bracing, full power to shields, silent running. Reads only the data,
 * so the Level 1 rules can ask it without a cycle; at Level 1 no ship has commands.
 */
import { SE_DATA } from '../../data/se-data.js';
import type { ShipState } from '../../state.js';

export function hasCommand(ship: ShipState, id: string): boolean {
  return ship.commands.some((c) => c.id === id && c.success);
}

function sumOf(ship: ShipState, field: 'own_defense_rating_mod' | 'own_target_number_mod'): number {
  let n = 0;
  for (const c of ship.commands) {
    if (!c.success) continue;
    n += SE_DATA.command_table.commands.find((d) => d.id === c.id)?.[field] ?? 0;
  }
  return n;
}

/** SE-HIT-7: All Stop +1, Evasive Action −1, Silent Running −2. */
export function ownDefenseModifier(ship: ShipState): number {
  return sumOf(ship, 'own_defense_rating_mod');
}

/** SE-HIT-8: All Stop +1, Concentrate Firepower +1, Evasive Action −1, Roll Ship −1. */
export function ownTargetModifier(ship: ShipState): number {
  return sumOf(ship, 'own_target_number_mod');
}

/** SE-CMD-BRACE: armor thresholds +1 and structure thresholds +2 against attacks on this ship. */
export function isBraced(ship: ShipState): boolean {
  return hasCommand(ship, 'CLOSE_BLAST_DOORS');
}

/** SE-CMD-SHIELDS: absorption +1 on up projectors, interception rolls −1. */
export function fullPowerToShields(ship: ShipState): boolean {
  return hasCommand(ship, 'FULL_POWER_TO_SHIELDS');
}

/** SE-CMD-SILENT: no direct fire, launches or anti-fighter fire this turn. */
export function silentRunning(ship: ShipState): boolean {
  return hasCommand(ship, 'RIG_FOR_SILENT_RUNNING');
}
