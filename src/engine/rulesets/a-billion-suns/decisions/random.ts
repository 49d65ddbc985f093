/**
 * Small helpers for drawing random legal orders (ruleset.sample) from a seeded Rng.
 */
import type { Rng } from '../../../core/rng.js';

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(items.length)];
}

export function chance(rng: Rng, p: number): boolean {
  return rng.int(1000) < p * 1000;
}

/** A uniform number in [0, max], in thousandths. */
export function upTo(rng: Rng, max: number): number {
  return Math.round((rng.int(1001) / 1000) * max * 1000) / 1000;
}

export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A point within `radius` of `c`, uniform in angle and radius. */
export function near(
  rng: Rng,
  c: { x: number; y: number },
  radius: number,
): { x: number; y: number } {
  const a = (rng.int(3600) / 10) * (Math.PI / 180);
  const r = upTo(rng, radius);
  return {
    x: Math.round((c.x + r * Math.cos(a)) * 1000) / 1000,
    y: Math.round((c.y + r * Math.sin(a)) * 1000) / 1000,
  };
}

/** Offsets of up to five ships around a centre: a compact, coherent formation (ABS-BG-4). */
export const FORMATION: readonly { x: number; y: number }[] = [
  { x: 0, y: 0 },
  { x: 1.5, y: 0 },
  { x: -1.5, y: 0 },
  { x: 0, y: 1.5 },
  { x: 0, y: -1.5 },
];
