/**
 * Range bands and their to-hit pools (SY-HIT-3), with the dumb-missile shift (SY-FEAT-7).
 * Distances are in Klicks, peg to peg; upper bounds are inclusive with the kit's tolerance
 * (SY-GEO-4), so a band is decided on squared distances and no square root can round a boundary
 * case into the next band.
 */
import { GEOMETRY_EPSILON } from '../../../geometry/tolerance.js';
import type { RangeBand } from '../model.js';

export type { RangeBand };

/** The bands that have a to-hit pool: an attack is possible only in one of these. */
export type FiringBand = Exclude<RangeBand, 'VISUAL' | 'BEYOND'>;

/** Which die of the pool decides: the best, the worst, or the only one. */
export type Keep = 'HIGHEST' | 'LOWEST';

export interface ToHitPool {
  /** The band whose pool is rolled (for dumb missiles, one band further than the target's). */
  band: FiringBand;
  count: number;
  keep: Keep;
}

/** Upper bounds of the bands, nearest first (SY-HIT-3, SY-Q-1: the Klick column). */
export const BAND_LIMITS: readonly { band: Exclude<RangeBand, 'BEYOND'>; upTo: number }[] = [
  { band: 'POINT_BLANK', upTo: 1 },
  { band: 'CLOSE', upTo: 6 },
  { band: 'MEDIUM', upTo: 12 },
  { band: 'LONG', upTo: 18 },
  { band: 'EXTREME', upTo: 24 },
  { band: 'VISUAL', upTo: 30 },
];

/** The farthest distance at which anything can be fired (SY-HIT-1 item 4). */
export const MAX_FIRING_RANGE = 24;
/** The farthest distance at which a lock can be declared or held (SY-LOCK-2). */
export const MAX_LOCK_RANGE = 30;

const POOLS: Readonly<Record<FiringBand, ToHitPool>> = {
  POINT_BLANK: { band: 'POINT_BLANK', count: 3, keep: 'HIGHEST' },
  CLOSE: { band: 'CLOSE', count: 2, keep: 'HIGHEST' },
  // One die: keeping the highest or the lowest is the same thing.
  MEDIUM: { band: 'MEDIUM', count: 1, keep: 'HIGHEST' },
  LONG: { band: 'LONG', count: 2, keep: 'LOWEST' },
  EXTREME: { band: 'EXTREME', count: 3, keep: 'LOWEST' },
};

const FIRING_BANDS: readonly FiringBand[] = ['POINT_BLANK', 'CLOSE', 'MEDIUM', 'LONG', 'EXTREME'];

/** The band of a squared peg-to-peg distance (SY-HIT-3, SY-GEO-4). */
export function bandOfSquaredDistance(distanceSquared: number): RangeBand {
  if (!(distanceSquared >= 0)) throw new RangeError(`bad squared distance ${distanceSquared}`);
  for (const { band, upTo } of BAND_LIMITS) {
    if (distanceSquared <= upTo * upTo + GEOMETRY_EPSILON) return band;
  }
  return 'BEYOND';
}

/** The band of a peg-to-peg distance in Klicks (SY-HIT-3). */
export function rangeBand(distance: number): RangeBand {
  if (!(distance >= 0) || !Number.isFinite(distance)) {
    throw new RangeError(`bad distance ${distance}`);
  }
  return bandOfSquaredDistance(distance * distance);
}

export function isFiringBand(band: RangeBand): band is FiringBand {
  return (FIRING_BANDS as readonly RangeBand[]).includes(band);
}

/** The to-hit pool of a band, or null where no attack can be made (SY-HIT-3). */
export function toHitPool(band: RangeBand): ToHitPool | null {
  return isFiringBand(band) ? POOLS[band] : null;
}

/**
 * The band one step further (SY-FEAT-7, SY-Q-44): dumb missiles roll the next band's pool, so a
 * target at EXTREME, which would need VISUAL, cannot be engaged.
 */
export function shiftedBand(band: RangeBand): RangeBand {
  const order: readonly RangeBand[] = [...FIRING_BANDS, 'VISUAL', 'BEYOND'];
  const i = order.indexOf(band);
  return order[Math.min(i + 1, order.length - 1)];
}

/** Human notation of a pool: `1D`, `2D keep highest`, `3D keep lowest`. */
export function poolNotation(pool: ToHitPool): string {
  return pool.count === 1 ? '1D' : `${pool.count}D keep ${pool.keep.toLowerCase()}`;
}
