/**
 * Terrain along a line of sight (SE-HIT-12, SE-TER-3, SE-TER-5, SE-TER-6): what blocks it, the
 * target number penalty, the damage die penalty of atmospheres, and whether matter weapons and
 * ballistics may pass.
 */
import type { Vec } from '../../../../../geometry/index.js';
import { weaponFamily, type WeaponFile } from '../../../data/data.js';
import { isBallistic } from '../../systems.js';
import { chordInDisc, coreRadius, ringChord, type Terrain } from './terrain.js';

export interface LineTerrain {
  /** A rock planetoid or a planet's solid core lies on the line (SE-HIT-12). */
  blocked: boolean;
  /** Inches of the line inside atmosphere or gas giant rings (SE-TER-5). */
  ring: number;
  /** Summed target number modifiers (≤ 0). */
  tn: number;
  /** Modifier to every damage die (≤ 0): −ceil(ring / 2) (SE-TER-5). */
  dieModifier: number;
}

/** Chords shorter than this are a graze, not a crossing (SE-GEN-5). */
const GRAZE = 1e-6;

function ceilOf(length: number): number {
  return length > GRAZE ? Math.ceil(length - GRAZE) : 0;
}

export function terrainOnLine(t: Terrain, from: Vec, to: Vec): LineTerrain {
  let tn = 0;
  let ring = 0;
  let blocked = false;
  // SE-TER-3: −ceil(length inside / 3) per asteroid zone; asteroids never block (SE-Q-41).
  for (const a of t.asteroids) tn -= ceilOf(chordInDisc(from, to, a, a.radius) / 3);
  for (const p of t.planets) {
    if (chordInDisc(from, to, p, coreRadius(p)) > GRAZE) blocked = true;
    ring += ringChord(from, to, p);
  }
  // SE-TER-5: the ring gives −ceil(length in ring) to the TN.
  tn -= ceilOf(ring);
  // SE-TER-6, SE-Q-43: −ceil(length / 4) per nebula stretch.
  if (t.nebula?.mode === 'interior') tn -= ceilOf(Math.hypot(to.x - from.x, to.y - from.y) / 4);
  else if (t.nebula)
    for (const m of t.nebula.markers) tn -= ceilOf(chordInDisc(from, to, m, m.radius) / 4);
  const die = ceilOf(ring / 2);
  return { blocked, ring, tn, dieModifier: die === 0 ? 0 : -die };
}

/** SE-TER-5: matter weapons (SE-WPN-* family "matter") and ballistics cannot pass a ring. */
export function losProblem(t: Terrain, from: Vec, to: Vec, w: WeaponFile): string | null {
  const line = terrainOnLine(t, from, to);
  if (line.blocked) return 'a planet blocks the line of sight (SE-HIT-12)';
  if (line.ring > GRAZE && (isBallistic(w) || weaponFamily(w) === 'matter'))
    return `${w.name} cannot pass an atmosphere (SE-TER-5)`;
  return null;
}
