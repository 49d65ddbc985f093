/**
 * Rate of closure (SITS-BEAM-3, -4; with altitude SITS-ALT-4): the Targeting AVID sums the
 * target's velocity and the firer's reversed (SITS-Q-1), consolidates, and adds the horizontal
 * counts (or, with altitude, looks them up on the RALT against the vertical). Beam tables are
 * indexed by RoC per segment, rounded to the nearest half hex (SITS-Q-2).
 */
import { ralt, ROC_BANDS } from '../data/tables.js';
import { DIRECTIONS, opposite, zeroCounts, type Counts } from './directions.js';
import { rhuRatio } from './rounding.js';
import { addCounts, consolidate } from './vectors.js';

/** A velocity for the AVID: horizontal counts and, with altitude, the signed vertical. */
export interface AvidVelocity {
  counts: Counts;
  vertical?: number;
}

export function reversed(c: Counts): Counts {
  const out = zeroCounts();
  for (const d of DIRECTIONS) out[opposite(d)] = c[d];
  return out;
}

export interface Closure {
  /** The consolidated sum on the Targeting AVID. */
  avid: Counts;
  vertical: number;
  perTurn: number;
  perSegment: number;
  band: number;
}

/** SITS-BEAM-3 step 4: rhu(RoC_turn / 4) / 2, a multiple of 0.5. */
export function rocPerSegment(perTurn: number): number {
  return rhuRatio(perTurn, 4) / 2;
}

/** SITS-BEAM-4: the band (0–5) of a RoC in hexes per segment. */
export function rocBand(perSegment: number): number {
  let band = 0;
  for (const b of ROC_BANDS) if (perSegment >= b.perSegment.min) band = b.index;
  return band;
}

/** SITS-BEAM-3 steps 1–4, and SITS-ALT-4 when either velocity has a vertical part. */
export function rateOfClosure(target: AvidVelocity, firer: AvidVelocity): Closure {
  const avid = consolidate(addCounts(target.counts, reversed(firer.counts)));
  const vertical = (target.vertical ?? 0) - (firer.vertical ?? 0);
  const horizontal = DIRECTIONS.reduce((n, d) => n + avid[d], 0);
  const perTurn = vertical === 0 ? horizontal : ralt(horizontal, Math.abs(vertical)).value;
  const perSegment = rocPerSegment(perTurn);
  return { avid, vertical, perTurn, perSegment, band: rocBand(perSegment) };
}
