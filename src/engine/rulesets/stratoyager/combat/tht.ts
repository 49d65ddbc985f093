/**
 * The To-Hit Threshold (SY-HIT-4) with every modifier: Greyout and Evasive (SY-EVA-2, SY-EVA-3,
 * SY-STRESS-4), Pulse (SY-FEAT-2), the fragshell bonus (SY-FEAT-6) and sensors for locked missiles.
 * Each term is returned with its rule so that an event or a VTT user can see how THT was reached.
 */
import type { AttackWeapon, StressState } from '../model.js';
import type { FiringBand } from './range.js';

export interface ThtFactors {
  weapon: AttackWeapon;
  /** The target's band (not the dumb-missile shifted one): Pulse and fragBonus depend on it. */
  band: FiringBand;
  attackerSpeed: number;
  defenderSpeed: number;
  targetingComputer: number;
  sensors: number;
  attackerStress: StressState;
  attackerEvasive: boolean;
  defenderEvasive: boolean;
  /** The attacker's main weapon has PULSE. */
  pulse: boolean;
}

export interface ThtTerm {
  label: string;
  value: number;
  rule: string;
}

export interface Threshold {
  tht: number;
  terms: ThtTerm[];
}

/** Attacks made with the main gun: Pulse, Turret and Linked apply to these. */
export function isMainWeapon(weapon: AttackWeapon): boolean {
  return weapon === 'MAIN_WEAPON' || weapon === 'FIRE_AT_WILL';
}

/** fragBonus of SY-FEAT-6: 2 at POINT_BLANK, 1 at CLOSE, nothing beyond (no attack there). */
export function fragBonus(band: FiringBand): number {
  return band === 'POINT_BLANK' ? 2 : band === 'CLOSE' ? 1 : 0;
}

export function toHitThreshold(f: ThtFactors): Threshold {
  const terms: ThtTerm[] = [
    { label: 'target speed', value: f.defenderSpeed, rule: 'SY-HIT-4' },
    { label: 'attacker speed', value: f.attackerSpeed, rule: 'SY-HIT-4' },
    { label: 'targeting computer', value: -f.targetingComputer, rule: 'SY-HIT-4' },
  ];
  if (f.weapon === 'LOCKED_MISSILE') {
    terms.push({ label: 'sensors', value: -f.sensors, rule: 'SY-HIT-4' });
  }
  if (f.weapon === 'FRAGSHELL') {
    terms.push({ label: 'fragshell bonus', value: -fragBonus(f.band), rule: 'SY-FEAT-6' });
  }
  if (f.attackerStress === 'GREYOUT') {
    terms.push({ label: 'attacker greyout', value: 2, rule: 'SY-STRESS-4' });
  }
  if (f.attackerEvasive) {
    terms.push({ label: 'attacker evasive (greyout)', value: 2, rule: 'SY-EVA-2' });
  }
  if (f.defenderEvasive) {
    terms.push({ label: 'target evasive', value: 2, rule: 'SY-EVA-2' });
  }
  if (f.pulse && isMainWeapon(f.weapon) && (f.band === 'POINT_BLANK' || f.band === 'CLOSE')) {
    terms.push({ label: 'pulse', value: -1, rule: 'SY-FEAT-2' });
  }
  return { tht: terms.reduce((sum, t) => sum + t.value, 0), terms };
}
