/**
 * Error codes of spec 7.5. `Problem.code` is the code; the message names the rule it enforces.
 */
import { problem, type Problem } from '../../core/problems.js';

export const E = {
  malformed: 'E_MALFORMED',
  unknownId: 'E_UNKNOWN_ID',
  wrongPhase: 'E_WRONG_PHASE',
  notYourTurn: 'E_NOT_YOUR_TURN',
  alreadySubmitted: 'E_ALREADY_SUBMITTED',
  notYourUnit: 'E_NOT_YOUR_UNIT',
  helmTotal: 'E_HELM_TOTAL',
  noToken: 'E_NO_TOKEN',
  jumpPointLimit: 'E_JUMP_POINT_LIMIT',
  planetoidProximity: 'E_PLANETOID_PROXIMITY',
  jumpPointSpacing: 'E_JUMP_POINT_SPACING',
  offTable: 'E_OFF_TABLE',
  notFriendlyJumpPoint: 'E_NOT_FRIENDLY_JUMP_POINT',
  carrierWingsOnly: 'E_CARRIER_WINGS_ONLY',
  outOfJumpRange: 'E_OUT_OF_JUMP_RANGE',
  battlegroupSize: 'E_BATTLEGROUP_SIZE',
  mixedClass: 'E_MIXED_CLASS',
  reserveShipUnavailable: 'E_RESERVE_SHIP_UNAVAILABLE',
  utilityLimit: 'E_UTILITY_LIMIT',
  coherency: 'E_COHERENCY',
  alreadyActivated: 'E_ALREADY_ACTIVATED',
  combinedCount: 'E_COMBINED_COUNT',
  combinedRange: 'E_COMBINED_RANGE',
  combinedMass: 'E_COMBINED_MASS',
  orderMissing: 'E_ORDER_MISSING',
  orderInvalid: 'E_ORDER_INVALID',
  engageTargetInvalid: 'E_ENGAGE_TARGET_INVALID',
  moveCount: 'E_MOVE_COUNT',
  moveExceedsThrust: 'E_MOVE_EXCEEDS_THRUST',
  effectAlreadyUsed: 'E_EFFECT_ALREADY_USED',
  effectTiming: 'E_EFFECT_TIMING',
  hopNotEligible: 'E_HOP_NOT_ELIGIBLE',
  targetFriendly: 'E_TARGET_FRIENDLY',
  targetOtherTable: 'E_TARGET_OTHER_TABLE',
  targetOutOfRange: 'E_TARGET_OUT_OF_RANGE',
  targetNotInArc: 'E_TARGET_NOT_IN_ARC',
  multiplePrimaryTargets: 'E_MULTIPLE_PRIMARY_TARGETS',
  primaryInPassive: 'E_PRIMARY_IN_PASSIVE',
  passiveTargetNotActive: 'E_PASSIVE_TARGET_NOT_ACTIVE',
  highGPrimary: 'E_HIGH_G_PRIMARY',
  targetSheltered: 'E_TARGET_SHELTERED',
  miningLaserTarget: 'E_MINING_LASER_TARGET',
  diceAllocation: 'E_DICE_ALLOCATION',
  weaponReused: 'E_WEAPON_REUSED',
  powerCap: 'E_POWER_CAP',
  powerDieType: 'E_POWER_DIE_TYPE',
  shieldsZero: 'E_SHIELDS_ZERO',
  overrideNotOwnDie: 'E_OVERRIDE_NOT_OWN_DIE',
  rogueShipInvalid: 'E_ROGUE_SHIP_INVALID',
  rerollNotAllowed: 'E_REROLL_NOT_ALLOWED',
  rerollTwice: 'E_REROLL_TWICE',
  scanRange: 'E_SCAN_RANGE',
  scanTwice: 'E_SCAN_TWICE',
  rescueNotUtility: 'E_RESCUE_NOT_UTILITY',
  rescueCapacity: 'E_RESCUE_CAPACITY',
  /** Stateless requests: a position the table measurement needs is missing. */
  positionNeeded: 'E_POSITION_NEEDED',
  /** Stateless requests: neither a stated distance nor positions. */
  geometryNeeded: 'E_GEOMETRY_NEEDED',
  /** Stateless requests: a stated distance or angle contradicts the positions given with it. */
  tableDisagrees: 'E_TABLE_DISAGREES',
} as const;

export type ErrorCode = (typeof E)[keyof typeof E];

export function fail(code: ErrorCode, message: string, path = ''): Problem {
  return problem(code, message, path);
}
