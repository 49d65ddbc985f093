/** Step 5, Defensive actions (EX-DEF): evasion target numbers and tests, PDC dual use, point defence. */
import { WEAPON_TYPES, type BandId, type WeaponType } from '../data/tables.js';
import type { Ship } from '../state.js';
import { roleScore, targeting } from './crew.js';
import { activeSystemDamage, crewShortfallPenalty, evasionQualityMod } from './ships.js';

/**
 * EX-DEF-2: the evasion TN base by weapon and band (launch band for torpedoes); `auto_hit` when
 * the item cannot be evaded; null where the weapon cannot be declared (EX-ATK-3).
 */
export function evasionBase(
  type: WeaponType,
  band: BandId,
  dualUse = false,
): number | 'auto_hit' | null {
  const t = WEAPON_TYPES[type];
  const row = type === 'torpedo' ? t.evasion_base_by_launch_band : t.evasion_base;
  const base = row?.[band];
  if (base === undefined) return null;
  if (type === 'pdc' && dualUse && typeof base === 'number') return t.dual_use_evasion_base ?? base;
  return base;
}

/** EX-DEF-3: base + targeting of the attacker (a torpedo's snapshot) + attack bonus. */
export function evasionTn(base: number, attackerTargeting: number, attackBonus: number): number {
  return base + attackerTargeting + attackBonus;
}

/** EX-DEF-2, EX-Q-20: Set-up TN 10 + captain's INT + 2 with Leadership + floor(SP / 2). */
export function setUpTn(captainInt: number, leadership: boolean, sp: number): number {
  return 10 + captainInt + (leadership ? 2 : 0) + Math.floor(sp / 2);
}

export interface EvasionContext {
  g?: number;
  ewDefence?: number;
  guidance?: number;
  evasiveManoeuvre?: boolean;
  followingNotLeader?: boolean;
  tooCloseNotCover?: boolean;
  attackerBurnThem?: boolean;
  protectedByBlockade?: boolean;
  ownBurnThem?: boolean;
  outOfControl?: boolean;
}

/** EX-DEF-4: every modifier of the target's evasion test besides the dice. */
export function evasionBonus(t: Ship, round: number, c: EvasionContext = {}): number {
  const driveDown = t.reactor.offline || t.hacked?.system === 'drive';
  const plus = (on: boolean | undefined, n: number) => (on ? n : 0);
  return (
    roleScore(t, 'pilot') -
    t.losses.manoeuvrability -
    activeSystemDamage(t, 'manoeuvrability', round) +
    (c.g ?? 0) +
    (c.ewDefence ?? 0) +
    (c.guidance ?? 0) +
    evasionQualityMod(t) +
    plus(c.evasiveManoeuvre, 2) +
    plus(c.followingNotLeader, 2) +
    plus(c.tooCloseNotCover, 2) +
    plus(c.attackerBurnThem, 2) +
    plus(c.protectedByBlockade, 2) -
    plus(driveDown, 2) -
    plus(c.ownBurnThem, 2) -
    plus(c.outOfControl, 2) -
    crewShortfallPenalty(t)
  );
}

/** EX-DEF-5: manoeuvrability offline or flinched: every evasion test fails. */
export function evasionImpossible(t: Ship, flinched = false): boolean {
  return t.offline.manoeuvrability || flinched;
}

/**
 * EX-DEF-7: dual-using iff a PDC attacked in step 4, point defence was declared on a torpedo in
 * step 5, and the ship has no Multi-targeting.
 */
export function dualUsing(p: {
  pdcAttacked: boolean;
  pointDefenceDeclared: boolean;
  multiTargeting: boolean;
}): boolean {
  return p.pdcAttacked && p.pointDefenceDeclared && !p.multiTargeting;
}

/** EX-DEF-9: TN (10, or 12 dual-using) + torpedo targeting snapshot + attack-bonus snapshot. */
export function pointDefenceTn(dualUse: boolean, snapshot: number, bonusSnapshot: number): number {
  const t = WEAPON_TYPES.pdc;
  const base = dualUse ? t.point_defence_base_dual_use! : t.point_defence_base!;
  return base + snapshot + bonusSnapshot;
}

/** EX-DEF-9: targeting(T) + EW defence vs the launcher + Guidance − shortfall. */
export function pointDefenceBonus(t: Ship, round: number, ewDefence = 0, guidance = 0): number {
  return targeting(t, round) + ewDefence + guidance - crewShortfallPenalty(t);
}
