/**
 * Jump shock targets (ABS-JUMP-6): what an arriving ship shocks, nearest first.
 */
import type { AbsState, Ship } from '../state.js';
import { distance, within } from './measure.js';
import { modelsOnTable, shipInPlay, type Model } from './models.js';
import { classStats } from './units.js';

/** ABS-JUMP-6: who an arriving ship shocks, ascending distance then seq. */
export function jumpShockTargets(s: AbsState, ship: Ship): Model[] {
  if (!shipInPlay(ship)) return [];
  const m = classStats(s, ship.classId).mass;
  if (m < 1) return [];
  const at = ship.at;
  return modelsOnTable(
    s,
    at.table,
    // The distance first: it rules out most models without a keyed lookup.
    (id, p, bg) => within(p, at, m) && bg !== ship.bg && s.objects[id]?.type !== 'jump_point',
  )
    .map((t) => ({ t, d: distance(t.at, at) }))
    .sort((a, b) => a.d - b.d || a.t.seq - b.t.seq)
    .map((x) => x.t);
}
