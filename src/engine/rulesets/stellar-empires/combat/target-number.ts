/** SE-HIT-8 for a stateless attack: the caller states range, section hit and screens. */
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
  });
}
