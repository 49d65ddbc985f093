/**
 * A ship's movement allowance this turn (SE-MOV-6, SE-MOV-8, SE-MOV-9, SE-CMD-5, SE-CMD-7): Level 1
 * and ships without a successful movement command use the default; a successful movement or
 * combined command sets the envelope, turns and delay; a combat command may still change turns.
 */
import type { SeState, ShipState } from '../../state.js';
import { levelOneAllowance, type Allowance } from '../movement.js';
import { commandAllowance, commandDef } from './commands.js';
import { boxedIn } from './terrain/path.js';

export function shipAllowance(s: SeState, ship: ShipState): Allowance {
  const base = levelOneAllowance(ship);
  if (!s.options.level2) return base;
  const moving = ship.commands.find((c) => c.success && commandDef(c.id)?.type !== 'combat');
  const combat = ship.commands.find((c) => c.success && commandDef(c.id)?.type === 'combat');
  const def = moving ? commandDef(moving.id) : undefined;
  const { envelope, turnPoints } = commandAllowance(def, base.turnPoints);
  const combatShift = combat
    ? commandAllowance(commandDef(combat.id), turnPoints).turnPoints - turnPoints
    : 0;
  const turnDelay = def?.turn_delay ?? base.turnDelay;
  return {
    envelope,
    turnPoints: Math.max(0, turnPoints + combatShift),
    // SE-D-12: a ship whose straight run before a turn would enter a closed planet turns first.
    turnDelay: turnDelay > 0 && boxedIn(s.terrain, ship, turnDelay) ? 0 : turnDelay,
  };
}
