/** Step 7, Damage control (EX-DC): repair, restore, remove hack, suppress System Damage. */
import { own, ownWeapon } from '../copy-on-write.js';
import { tn } from '../data/tables.js';
import type { CrewMember, Ship, SystemId } from '../state.js';
import { testScore } from './crew.js';
import { crewShortfallPenalty } from './ships.js';
import { advance, basicTest, type TestFaces, type TestResult } from './test.js';

/** Units of damage on a system: losses, plus one for the offline state. */
export function systemDamageUnits(ship: Ship, system: SystemId): number {
  return ship.losses[system] + (ship.offline[system] ? 1 : 0);
}

/** Removes one unit: the offline state first, then one loss; progress resets when clean (EX-Q-53). */
export function removeDamageUnit(ship: Ship, system: SystemId): void {
  if (ship.offline[system]) own(ship, 'offline')[system] = false;
  else if (ship.losses[system] > 0) own(ship, 'losses')[system] -= 1;
  if (systemDamageUnits(ship, system) === 0) own(ship, 'dcProgress')[system] = 0;
}

function engineeringBonus(ship: Ship, c: CrewMember, guidance: number): number {
  return testScore(c, 'INT', 'Engineering') + guidance - crewShortfallPenalty(ship);
}

/**
 * EX-DC-2: INT + Engineering + cond + Guidance − shortfall vs TN 11 − Eye Patch; success adds DD
 * to progress, and every 5 progress removes one unit while the system has damage.
 */
export function repair(
  ship: Ship,
  c: CrewMember,
  system: SystemId,
  faces: TestFaces,
  mods: { guidance?: number; eyePatch?: number } = {},
): TestResult {
  const eye = system === 'sensors' ? (mods.eyePatch ?? 0) : 0;
  const r = basicTest(
    faces,
    engineeringBonus(ship, c, mods.guidance ?? 0),
    tn('damage_control_repair') - eye,
  );
  const progress = own(ship, 'dcProgress');
  progress[system] = advance(progress[system], r);
  const step = tn('dc_threshold_per_loss');
  while (progress[system] >= step && systemDamageUnits(ship, system) > 0) {
    progress[system] -= step;
    removeDamageUnit(ship, system);
  }
  return r;
}

/**
 * EX-DC-3: restore the offline reactor or one offline weapon, INT + Engineering vs TN 13;
 * success: temporarily online through round r + DD.
 */
export function restore(
  ship: Ship,
  c: CrewMember,
  target: 'reactor' | string,
  faces: TestFaces,
  round: number,
  guidance = 0,
): TestResult {
  const r = basicTest(faces, engineeringBonus(ship, c, guidance), tn('restore_offline'));
  if (!r.success) return r;
  const until = round + r.drama;
  if (target === 'reactor') own(ship, 'reactor').tempOnlineUntilRound = until;
  else {
    const w = ownWeapon(ship, target);
    w.status = 'temp_online';
    w.tempOnlineUntilRound = until;
  }
  return r;
}

/** EX-DC-4: INT + Technology (+ Guidance) vs TN 15 ends the hack. */
export function removeHack(ship: Ship, c: CrewMember, faces: TestFaces, guidance = 0): TestResult {
  const r = basicTest(
    faces,
    testScore(c, 'INT', 'Technology') + guidance - crewShortfallPenalty(ship),
    tn('remove_hack'),
  );
  if (r.success) ship.hacked = null;
  return r;
}

/** EX-DC-5: INT + Engineering (+ Guidance) vs TN 11 ignores a system's System Damage through round r + DD. */
export function suppress(
  ship: Ship,
  c: CrewMember,
  system: SystemId,
  faces: TestFaces,
  round: number,
  guidance = 0,
): TestResult {
  const r = basicTest(faces, engineeringBonus(ship, c, guidance), tn('suppress_system_damage'));
  if (r.success) own(ship, 'systemDamageSuppressedUntil')[system] = round + r.drama;
  return r;
}
