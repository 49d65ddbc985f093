/**
 * The face of a defender an attack strikes (SY-GEO-6, SY-Q-26): six 60° sectors centred on the
 * defender's facing. Only FORE and AFT change anything in the basic rules (SY-HIND-1, SY-HIND-3),
 * and the boundaries between them and the side sectors belong to the side sectors.
 */
import { isInClosedArc, isInOpenArc } from '../../../geometry/arcs.js';
import { CLOCK } from '../../../geometry/clock.js';
import { headingDirection, oppositeHeading } from '../../../geometry/rose.js';
import { cross, dot, sub, type Vec } from '../../../geometry/vector.js';
import type { Aspect, Hour } from '../model.js';

/** Aspect of an attack from `from` against a defender at `pos` facing `facing`. */
export function aspectOf(pos: Vec, facing: Hour, from: Vec): Aspect {
  if (isInOpenArc(CLOCK, pos, facing, 1, from)) return 'FORE';
  if (isInOpenArc(CLOCK, pos, oppositeHeading(CLOCK, facing), 1, from)) return 'AFT';
  const u = sub(from, pos);
  const nose = headingDirection(CLOCK, facing);
  // Starboard is clockwise of the nose: a negative cross product with y up. Exactly abeam (3 or
  // 9 o'clock) counts as the forward side sector; a coincident attacker, which has no direction,
  // as FORE_STAR. Neither choice changes any rule.
  const fore = dot(u, nose) >= 0;
  const starboard = cross(nose, u) <= 0;
  if (starboard) return fore ? 'FORE_STAR' : 'AFT_STAR';
  return fore ? 'FORE_PORT' : 'AFT_PORT';
}

/** Front arc, hours 11 to 1 of the facing, boundaries inside (SY-GEO-5). */
export function isInFrontArc(pos: Vec, facing: Hour, target: Vec): boolean {
  return isInClosedArc(CLOCK, pos, facing, 1, target);
}
