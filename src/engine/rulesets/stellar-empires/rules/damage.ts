/**
 * Damage resolution (SE-DMG-1..11), shields against it (SE-SHLD-2..6) and the weapon-type rules
 * that change it (SE-WPN-FUSION, PLASMA, PARTICLE, LINEAR, TACHYON, SE-TRAIT-PENETRATING_1).
 * One call resolves the dice of one hitting weapon against one section.
 */
import { OPPOSITE, type SectionId, type WeaponFile } from '../data/data.js';
import type { ShipState } from '../state.js';
import {
  armorBoxes,
  armorThreshold,
  design,
  sectionDestroyed,
  unmarkedBlocks,
  unmarkedPrimary,
} from './ships.js';
import { hasTrait, RANGE_EPSILON } from './to-hit.js';
import { fullPowerToShields, isBraced } from './level2/command-mods.js';
import { projectorIsUp } from './level2/fields.js';
import { systemDamage } from './level2/system-damage.js';

/**
 * SE-WPN-FUSION, SE-WPN-PLASMA, SE-WPN-PARTICLE: the range penalty on every damage die. Plasma's
 * applies to direct fire only.
 */
export function rangeDamageModifier(w: WeaponFile, range: number, direct: boolean): number {
  const r = range + RANGE_EPSILON;
  if (w.type === 'fusion') return -Math.floor(r / 4);
  if (w.type === 'plasma' && direct) return -Math.floor(r / 3);
  if (w.type === 'particle' && range > w.max_range / 2 + RANGE_EPSILON) return -1;
  return 0;
}

/**
 * SE-SHLD-1: a projector is up while the ship has shields and that projector has capacity, and
 * [L2] neither it nor the generator is destroyed (SE-CRIT-7, SE-CRIT-14).
 */
export function projectorUp(ship: ShipState, section: SectionId): boolean {
  return projectorIsUp(ship, section);
}

/** SE-SHLD-2; [L2] less the permanent Shield Core losses (SE-CRIT-14). */
export function absorption(ship: ShipState, section: SectionId): number {
  const abs = design(ship).shields?.projectors[section].absorption ?? 0;
  return Math.max(0, abs - systemDamage(ship).shieldLevel);
}

/** SE-DMG-3, SE-SHLD-2, SE-WPN-LINEAR: the effective armor threshold E of a weapon on a section. */
export function effectiveThreshold(w: WeaponFile, ship: ShipState, section: SectionId): number {
  const a = Math.max(
    0,
    armorThreshold(ship, section) + w.threshold_mods.armor + (isBraced(ship) ? 1 : 0),
  );
  const sh = projectorUp(ship, section)
    ? Math.max(
        0,
        absorption(ship, section) + w.threshold_mods.shield + (fullPowerToShields(ship) ? 1 : 0),
      )
    : 0;
  const t = a + sh;
  if (w.type !== 'linear') return t;
  return Math.min(t, Math.max(2, t - (w.damage.die - t)));
}

/** SE-SHLD-3: capacity a die removes from an up projector (SE-Q-17). */
export function shieldLoss(w: WeaponFile, v: number, absorb: number): number {
  const red = w.reduction.shield;
  const qualifies = v >= 7 || (red >= 2 && v >= 2 * absorb);
  if (!qualifies) return 0;
  return red >= 3 ? red - 1 : 1;
}

export interface WeaponDamage {
  /** Structure points marked: section, primary, opposite section. */
  section: number;
  primary: number;
  opposite: number;
  /** Armor points lost on the section hit (may hold a half) and on the opposite section. */
  armor: number;
  oppositeArmor: number;
  shield: number;
  blowThrough: boolean;
  destroyed: boolean;
  /** [L2] a blow-through check made the ship explode (SE-DMG-14). */
  exploded: boolean;
}

function penetrating(w: WeaponFile): number {
  if (hasTrait(w, 'penetrating_2')) return 2;
  return hasTrait(w, 'penetrating_1') ? 1 : 0;
}

/**
 * SE-DMG-4..6, SE-DMG-10, SE-DMG-11: the dice of one weapon, lowest first, against one E; marks
 * structure at once and returns armor and shield losses for the caller to mark (SE-DMG-7/8).
 * [L2] `blowThrough` is asked about every die that passes points beyond the primary structure
 * and answers whether the ship explodes (SE-DMG-14); an exploding ship takes no more dice.
 */
export function resolveDice(
  w: WeaponFile,
  ship: ShipState,
  section: SectionId,
  values: readonly number[],
  blowThrough?: (passed: number) => boolean,
): WeaponDamage {
  const d = design(ship);
  const e = effectiveThreshold(w, ship, section);
  const up = projectorUp(ship, section);
  const opposite = OPPOSITE[section];
  const brace = isBraced(ship) ? 2 : 0;
  const tSec = Math.max(
    1,
    d.sections[section].structure.threshold + w.threshold_mods.structure + brace,
  );
  const tPri = Math.max(1, d.primary_structure.threshold + w.threshold_mods.structure + brace);
  const tOpp = Math.max(
    1,
    d.sections[opposite].structure.threshold + w.threshold_mods.structure + brace,
  );
  const out: WeaponDamage = {
    section: 0,
    primary: 0,
    opposite: 0,
    armor: 0,
    oppositeArmor: 0,
    shield: 0,
    blowThrough: false,
    destroyed: false,
    exploded: false,
  };
  const pen = penetrating(w);
  for (const v of [...values].sort((a, b) => a - b)) {
    if (up) out.shield += shieldLoss(w, v, absorption(ship, section));
    if (out.destroyed) continue;
    if (v === e && w.reduction.armor >= 2) out.armor += 1;
    if (v > e) {
      const raw = v - e;
      const x = w.type === 'linear' ? Math.ceil(raw / 2) : raw;
      out.armor += w.reduction.armor;
      const k1 = sectionDestroyed(ship, section)
        ? 0
        : Math.min(x, tSec, unmarkedBlocks(ship, section));
      ship.sections[section].blocksMarked += k1;
      out.section += k1;
      const p1 = x - k1;
      const k2 = Math.min(p1, tPri, unmarkedPrimary(ship));
      ship.primaryMarked += k2;
      out.primary += k2;
      if (unmarkedPrimary(ship) <= 0) {
        out.destroyed = true;
        continue;
      }
      const p2 = p1 - k2;
      if (p2 > 0) out.blowThrough = true;
      const k3 = Math.min(p2, tOpp, unmarkedBlocks(ship, opposite));
      ship.sections[opposite].blocksMarked += k3;
      out.opposite += k3;
      out.oppositeArmor += p2 - k3;
      if (p2 > 0 && blowThrough?.(p2)) {
        out.destroyed = true;
        out.exploded = true;
        continue;
      }
    }
    if (pen > 0 && v >= e) {
      if (!sectionDestroyed(ship, section)) {
        const k = Math.min(pen, unmarkedBlocks(ship, section));
        ship.sections[section].blocksMarked += k;
        out.section += k;
      } else {
        const k = Math.min(pen, unmarkedPrimary(ship));
        ship.primaryMarked += k;
        out.primary += k;
        if (unmarkedPrimary(ship) <= 0) out.destroyed = true;
      }
    }
  }
  // SE-WPN-TACHYON, SE-WPN-LINEAR: the weapon's armor points halved, rounded down.
  if (w.type === 'tachyon' || w.type === 'linear') out.armor = Math.floor(out.armor / 2);
  return out;
}

/** Marks armor points on a section's track (never past its last box). */
export function markArmor(ship: ShipState, section: SectionId, points: number): void {
  const sec = ship.sections[section];
  sec.armorMarked = Math.min(armorBoxes(ship, section), sec.armorMarked + points);
}

/** SE-SHLD-5, SE-SHLD-6: capacity losses after the weapon's dice; at 0 the projector drops. */
export function markShield(ship: ShipState, section: SectionId, loss: number, turn: number): void {
  const p = ship.shields?.[section];
  if (!p || loss <= 0 || p.capacity <= 0) return;
  p.capacity = Math.max(0, p.capacity - loss);
  if (p.capacity === 0) p.droppedTurn = turn;
}

/**
 * SE-GEN-4, SE-DMG-7: armor half points are summed per (attacking ship, target, section); whole
 * points are marked as they accrue and the last half is rounded up when that ship's fire ends.
 */
export function accrueArmor(
  halves: Record<string, number>,
  key: string,
  ship: ShipState,
  section: SectionId,
  points: number,
): void {
  const before = halves[key] ?? 0;
  const after = before + points;
  halves[key] = after;
  markArmor(ship, section, Math.floor(after) - Math.floor(before));
}

/** Rounds up every open accumulator of one attacking ship (its fire at its targets has ended). */
export function settleArmor(
  halves: Record<string, number>,
  attacker: string,
  shipOf: (id: string) => ShipState | undefined,
): void {
  for (const key of Object.keys(halves)) {
    const [a, target, section] = key.split('>');
    if (a !== attacker) continue;
    const total = halves[key];
    delete halves[key];
    const ship = shipOf(target);
    if (ship && ship.status === 'active' && total % 1 !== 0)
      markArmor(ship, section as SectionId, 1);
  }
}
