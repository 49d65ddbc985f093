/** Step 4, Weapon attacks (EX-ATK): band limits, usability, targeted attacks and torpedo launch. */
import {
  BAND,
  TARGETED_ATTACK,
  tn,
  WEAPON_TYPES,
  type BandId,
  type LossKind,
} from '../data/tables.js';
import type { Ship, WeaponSystem } from '../state.js';
import { roleHolder, testScore } from './crew.js';
import { crewShortfallPenalty } from './ships.js';
import { basicTest, type TestFaces, type TestResult } from './test.js';

/** EX-ATK-3: grappler and PDC XC–C, railgun XC–M, torpedo C–L. */
export function inRange(weapon: WeaponSystem, band: BandId): boolean {
  const t = WEAPON_TYPES[weapon.type];
  return BAND[band] >= BAND[t.min_band] && BAND[band] <= BAND[t.max_band];
}

/**
 * EX-ATK-9: online, temporarily online until its round, or jury-rigged with shots; the ship's
 * weapons system not offline (jury-rigged weapons ignore that); not the hacked system.
 */
export function usable(ship: Ship, weapon: WeaponSystem, round: number): boolean {
  if (ship.hacked?.system === weapon.id) return false;
  if (weapon.status === 'jury_rigged') return (weapon.juryShots ?? 0) > 0;
  if (ship.offline.weapons) return false;
  if (weapon.status === 'online') return true;
  return weapon.status === 'temp_online' && (weapon.tempOnlineUntilRound ?? -1) >= round;
}

/** EX-ATK-2: the problem with one declared attack, or null when it is valid. */
export function attackProblem(
  ship: Ship,
  weapon: WeaponSystem,
  band: BandId,
  round: number,
  targetedLoss?: string,
): string | null {
  if (weapon.firedThisRound) return 'WEAPON_ALREADY_FIRED';
  if (!usable(ship, weapon, round)) return 'WEAPON_OFFLINE';
  if (!inRange(weapon, band)) return 'WEAPON_OUT_OF_RANGE';
  if (weapon.type === 'torpedo' && weapon.magazine !== null && weapon.magazine <= 0) {
    return 'NO_AMMUNITION';
  }
  if (targetedLoss !== undefined) {
    if (!WEAPON_TYPES[weapon.type].targetable || !(targetedLoss in TARGETED_ATTACK)) {
      return 'TARGETED_ATTACK_NOT_ALLOWED';
    }
  }
  return null;
}

/**
 * EX-ATK-5: ACC + Gunnery + cond − shortfall − 2 against Evasive Manoeuvre − 2 under a hinder
 * Blockade, vs TN 11/13/15/15 by loss type. Failure wastes the shot.
 */
export function targetedAttackTest(
  attacker: Ship,
  faces: TestFaces,
  loss: LossKind,
  mods: { evasiveManoeuvre?: boolean; hindered?: boolean } = {},
): TestResult {
  const bonus =
    testScore(roleHolder(attacker, 'weapons'), 'ACC', 'Gunnery') -
    crewShortfallPenalty(attacker) -
    (mods.evasiveManoeuvre ? 2 : 0) -
    (mods.hindered ? 2 : 0);
  return basicTest(faces, bonus, TARGETED_ATTACK[loss].tn);
}

/** EX-ATK-6: the gunnery SP roll, ACC + Gunnery + cond vs TN 11 (no shortfall is listed). */
export function gunnerySpRoll(attacker: Ship, faces: TestFaces): TestResult {
  return basicTest(
    faces,
    testScore(roleHolder(attacker, 'weapons'), 'ACC', 'Gunnery'),
    tn('gunnery_sp_roll'),
  );
}

/** §1.8, EX-ATK-7: launched at C → this round, M → next round, L → two rounds later. */
export function impactRound(launchRound: number, band: BandId): number {
  const t = WEAPON_TYPES.torpedo.time_to_impact_rounds?.[band];
  if (t === undefined) throw new RangeError(`torpedoes cannot launch at ${band}`);
  return launchRound + t;
}

/**
 * EX-ATK-11: the attack bonus added to evasion and point-defence TNs against an attack:
 * floor(On-target SP / 2) + EW offence bonus + Combined Fire + 2 for a manual torpedo.
 */
export function attackBonus(p: {
  onTargetSp?: number;
  ewOffence?: number;
  combinedFire?: number;
  manualTorpedo?: boolean;
}): number {
  return (
    Math.floor((p.onTargetSp ?? 0) / 2) +
    (p.ewOffence ?? 0) +
    (p.combinedFire ?? 0) +
    (p.manualTorpedo ? 2 : 0)
  );
}
