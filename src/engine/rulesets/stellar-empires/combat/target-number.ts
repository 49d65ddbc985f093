/**
 * SE-HIT-8 for a stateless attack: the caller states range, section hit and screens; terrain on
 * the caller's table adds its line-of-sight modifiers (SE-TER-3, SE-TER-5, SE-TER-6).
 */
import { position } from '../rules/bearings.js';
import { terrainOnLine, type LineTerrain } from '../rules/level2/terrain/line-of-sight.js';
import { crewSkill, sensorOf } from '../rules/ships.js';
import { weaponOfSystem } from '../rules/systems.js';
import {
  attackerPenalties,
  defenseRating,
  facingOf,
  rangeModifier,
  targetNumber,
  traitModifier,
} from '../rules/to-hit.js';
import type { AttackRequest, Situation } from './request.js';

export function attackTargetNumber(sit: Situation, r: AttackRequest, tnShift: number): number {
  return targetNumber({
    skill: crewSkill(sit.attacker).combatSkill,
    defenseRating: defenseRating(sit.target),
    facing: facingOf(r.target.section),
    range: rangeModifier(r.range, sensorOf(sit.attacker)),
    escorts: r.escorts ?? 0,
    squadronScreens: r.squadron_screens ?? 0,
    ...attackerPenalties(sit.attacker),
    traits: traitModifier(weaponOfSystem(sit.attacker, r.attacker.system)),
    saturation: tnShift,
    terrain: lineTerrain(sit).tn,
  });
}

/** The terrain between the two ships (none without a table: they stand on an empty one). */
export function lineTerrain(sit: Situation): LineTerrain {
  return terrainOnLine(sit.state.terrain, position(sit.attacker), position(sit.target));
}
