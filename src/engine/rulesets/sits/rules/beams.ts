/**
 * Beam weapons (SITS-BEAM-1..10): grasers and lasers read their table at the effective range and
 * the RoC band, energy torpedoes need an open aspect, grav lances test a sidewall, and nothing
 * passes a wedge. No to-hit roll is made (SITS-BEAM-2).
 */
import {
  beamDamage,
  findBeamTable,
  GRAV_LANCE,
  torpedo,
  type TorpedoType,
} from '../data/tables.js';
import type { BeamKind, MountClass } from '../state.js';
import type { Protection } from './arcs.js';

/** SITS-BEAM-5: grasers and lasers halve the range (floor) against an unprotected aspect. */
export function effectiveRange(kind: BeamKind, range: number, protection: Protection): number {
  if ((kind === 'graser' || kind === 'laser') && protection === 'unprotected') {
    return Math.floor(range / 2);
  }
  return range;
}

/**
 * SITS-BEAM-6 and -10: damage of one graser or laser weapon, or 0 against a wedge or past the
 * table's last row.
 */
export function tableBeamDamage(
  tableId: string,
  range: number,
  band: number,
  protection: Protection,
): number {
  if (protection === 'wedge') return 0;
  const kind = findBeamTable(tableId)?.family ?? 'graser';
  return beamDamage(tableId, effectiveRange(kind, range, protection), band)?.value ?? 0;
}

/** SITS-BEAM-7: one ET hit of 100 or 250 within 2 hexes on an unprotected aspect, else nothing. */
export function torpedoDamage(type: TorpedoType, range: number, protection: Protection): number {
  const t = torpedo(type);
  return protection === 'unprotected' && range <= t.range ? t.damage : 0;
}

/** SITS-BEAM-8: the lance knocks the sidewall down when quality + 3d10v > its strength. */
export function lanceSucceeds(quality: number, variance: number, strength: number): boolean {
  return quality + variance > strength;
}

/**
 * SITS-ORD-4: how far a fire order may reach: 2 × the table's last row + 1 for grasers and
 * lasers (the farthest halving brings into the table), 2 for ETs and grav lances.
 */
export function orderRangeLimit(mount: MountClass): number {
  if (mount.kind === 'graser' || mount.kind === 'laser') {
    const t = findBeamTable(mount.table ?? '');
    return t ? 2 * t.maxRange + 1 : 0;
  }
  if (mount.kind === 'energy_torpedo') return torpedo(mount.etType ?? '1ET').range;
  if (mount.kind === 'grav_lance') return mount.maxRange ?? GRAV_LANCE.maxRange;
  return 0;
}

/** SITS-BEAM-1: the mount may fire in g if it never fired or g ≥ lastFiredG + cycle. */
export function isRecharged(lastFiredG: number | null, cycle: number, g: number): boolean {
  return lastFiredG === null || g >= lastFiredG + cycle;
}

/** SITS-BEAM-9: the fire step's four sub-steps, in order. */
export const BEAM_SUBSTEPS: readonly BeamKind[] = [
  'grav_lance',
  'energy_torpedo',
  'laser',
  'graser',
];
