/**
 * A stateless beam shot (SITS-BEAM): no to-hit roll, so a graser, laser or torpedo's damage is
 * certain; only a grav lance rolls (3d10v against the sidewall).
 */
import type { Dice } from '../../../core/dice.js';
import { GRAV_LANCE } from '../data/tables.js';
import { effectiveRange, lanceSucceeds, tableBeamDamage, torpedoDamage } from '../rules/beams.js';
import { rateOfClosure, rocBand, rocPerSegment } from '../rules/closure.js';
import { counts } from '../rules/directions.js';
import { rollVariance, varianceOutcomes, VARIANCE_OFFSET } from '../rules/dice.js';
import { probability, type Probability } from '../../../core/exact.js';
import type { ParsedBeam } from './request.js';

export interface BeamSummary {
  kind: string;
  weapons: number;
  range: number;
  effectiveRange: number;
  rocPerTurn: number;
  rocPerSegment: number;
  rocBand: number;
  protection: string;
  /** Damage of each hit (empty: the shot does nothing). */
  hits: number[];
  totalDamage: number;
}

function closure(p: ParsedBeam): number {
  const r = p.request;
  if (r.rocPerTurn !== undefined) return r.rocPerTurn;
  if (!r.velocities) return 0;
  return rateOfClosure(
    { counts: counts(r.velocities.target) },
    { counts: counts(r.velocities.attacker) },
  ).perTurn;
}

export function beamSummary(p: ParsedBeam): BeamSummary {
  const { request: r, mount } = p;
  const perTurn = closure(p);
  const perSegment = rocPerSegment(perTurn);
  const band = rocBand(perSegment);
  let each = 0;
  if (mount.kind === 'energy_torpedo')
    each = torpedoDamage(mount.etType ?? '1ET', r.range, r.protection);
  else if (mount.kind !== 'grav_lance')
    each = tableBeamDamage(mount.table ?? '', r.range, band, r.protection);
  const hits = each > 0 ? new Array<number>(p.operational).fill(each) : [];
  return {
    kind: mount.kind,
    weapons: p.operational,
    range: r.range,
    effectiveRange: effectiveRange(mount.kind as 'graser', r.range, r.protection),
    rocPerTurn: perTurn,
    rocPerSegment: perSegment,
    rocBand: band,
    protection: r.protection,
    hits,
    totalDamage: hits.reduce((a, b) => a + b, 0),
  };
}

/** SITS-BEAM-8: the lance rolls only at a protected flank within range with a weapon working. */
function lanceRolls(p: ParsedBeam): boolean {
  const max = p.mount.maxRange ?? GRAV_LANCE.maxRange;
  return (
    p.mount.kind === 'grav_lance' &&
    p.request.protection === 'protected' &&
    p.request.range <= max &&
    p.operational > 0
  );
}

export function resolveBeam(p: ParsedBeam, dice: Dice) {
  const summary = beamSummary(p);
  if (!lanceRolls(p)) return { ...summary, variance: null, knockedDown: false };
  const quality = p.mount.quality ?? 0;
  const variance = rollVariance(dice, `grav lance ${p.cls.id} ${p.mount.id} (quality ${quality})`);
  return {
    ...summary,
    variance,
    knockedDown: lanceSucceeds(quality, variance, p.request.sidewallStrength ?? 0),
  };
}

export function beamOdds(p: ParsedBeam): BeamSummary & { knockDown: Probability } {
  const summary = beamSummary(p);
  if (!lanceRolls(p)) return { ...summary, knockDown: probability(0n, 1n) };
  const quality = p.mount.quality ?? 0;
  const strength = p.request.sidewallStrength ?? 0;
  const ways = varianceOutcomes().reduce(
    (n, w, i) => n + (lanceSucceeds(quality, i - VARIANCE_OFFSET, strength) ? w : 0),
    0,
  );
  return { ...summary, knockDown: probability(BigInt(ways), 1000n) };
}
