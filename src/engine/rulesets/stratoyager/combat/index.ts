/**
 * Stratoyager combat: range bands and pools, THT, the to-hit roll with Linked, damage against
 * armor and shields, fragshell, the locked-missile landing, exact odds, the `CombatPort` the game
 * flow calls, and the stateless VTT adjudication (`resolveAttack`, `attackOdds`).
 */
export {
  BAND_LIMITS,
  MAX_FIRING_RANGE,
  MAX_LOCK_RANGE,
  bandOfSquaredDistance,
  isFiringBand,
  poolNotation,
  rangeBand,
  shiftedBand,
  toHitPool,
  type FiringBand,
  type Keep,
  type RangeBand,
  type ToHitPool,
} from './range.js';
export {
  fragBonus,
  isMainWeapon,
  toHitThreshold,
  type Threshold,
  type ThtFactors,
  type ThtTerm,
} from './tht.js';
export {
  decideToHit,
  keptIndex,
  linkedRerollIndex,
  rollToHit,
  type LinkedReroll,
  type RollLabel,
  type ToHitRoll,
} from './to-hit.js';
export {
  damageOutcome,
  damagePoints,
  effectiveArmor,
  effectiveShields,
  rollDamage,
  type DamageRoll,
} from './damage.js';
export { aspectOf, isInFrontArc } from './aspect.js';
export {
  fragshellDamageDice,
  mainWeaponDamageDice,
  needsFrontArc,
  planAttack,
  type AttackerFacts,
  type AttackFacts,
  type AttackPlan,
  type DefenderFacts,
  type PlanResult,
} from './plan.js';
export { rollPlannedAttack, type PlannedAttackRoll } from './roll.js';
export {
  COUNTERMEASURES_SAVE,
  landMissile,
  type LandingFacts,
  type MissileLanding,
} from './lmd.js';
export {
  countermeasuresFailChance,
  damageOdds,
  damagePointsDistribution,
  dieScoreChance,
  toHitChance,
  unconditionalPoints,
  type DamageOdds,
} from './odds.js';
export { toNumber, toProbability, type Fraction, type Probability } from './fraction.js';
export {
  applyDamage,
  attackFacts,
  attackProblem,
  attackWords,
  combatPort,
  factsBetween,
  fragshellTargets,
  isOnTable,
  planAttackOn,
  rollAttack,
  rollMissileDamage,
  type Battlefield,
  type MissileDamageRoll,
} from './port.js';
export {
  adjudicationDice,
  attackOdds,
  attackRequestSchema,
  resolveAttack,
  suppliedFacesProblems,
  type AttackOdds,
  type AttackRequest,
  type AttackResolution,
  type AttackResult,
  type AttackSummary,
} from './adjudicate.js';
