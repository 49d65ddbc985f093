/**
 * Critical checks (SE-CRIT-1..3, SE-CRIT-12) in the Action Phase after the ballistic impacts
 * (SE-TURN-4d): one D10 per structure point marked this turn, section by section (F, P, S, A, then
 * the primary structure); each 9+ (8+ for EM points, −1 to the roll if braced) is a system hit.
 * Dice order: SE-Q-81 (all check dice of a place first, then each hit in turn, depth-first).
 */
import type { StepContext } from '../../../../core/contract.js';
import { SECTIONS } from '../../data/data.js';
import type { SeState, ShipState } from '../../state.js';
import { destroyShip } from '../removal.js';
import { unmarkedPrimary } from '../ships.js';
import { isBraced } from './command-mods.js';
import { primaryHit } from './primary-hits.js';
import { sectionHit, type Crits } from './section-hits.js';
import type { StruckPlace } from './struck.js';

/** SE-CRIT-2, SE-CRIT-3: the check dice of one place; `em` of the points check on 8+. */
function checkPoints(
  s: SeState,
  ship: ShipState,
  place: StruckPlace,
  normal: number,
  em: number,
  ctx: StepContext,
  label = 'critical checks',
): void {
  if (ship.status !== 'active' || normal + em <= 0) return;
  const rolls = ctx.dice.roll({
    purpose: `${label}: ${ship.id} ${place} (${normal + em} points)`,
    sides: 10,
    count: normal + em,
  });
  const brace = isBraced(ship) ? 1 : 0;
  const hits = rolls.filter((r, i) => r - brace >= (i < normal ? 9 : 8)).length;
  ctx.emit({ type: 'critical.checked', data: { ship: ship.id, place, rolls, hits } });
  const crits: Crits = {
    s,
    ctx,
    markPrimary: (points) => markPrimary(s, ship, points, ctx),
    cascade: (points) => cascade(s, ship, points, ctx),
  };
  for (let i = 0; i < hits && ship.status === 'active'; i++) {
    if (place === 'primary') primaryHit(crits, ship);
    else sectionHit(crits, ship, place);
  }
}

/** SE-CRIT-12: structure from critical results: one check per point, at once (9+, −1 braced). */
export function cascade(s: SeState, ship: ShipState, points: number, ctx: StepContext): void {
  checkPoints(s, ship, 'primary', points, 0, ctx, 'cascade checks');
}

/**
 * SE-CRIT-10, SE-CRIT-12, SE-Q-32: points marked on the primary structure without threshold; a
 * filled primary destroys the ship (no explosion). Returns the points marked.
 */
export function markPrimary(s: SeState, ship: ShipState, points: number, ctx: StepContext): number {
  const k = Math.max(0, Math.min(points, unmarkedPrimary(ship)));
  ship.primaryMarked += k;
  if (unmarkedPrimary(ship) <= 0 && ship.status === 'active') destroyShip(s, ship, ctx);
  return k;
}

/** SE-CRIT-1: every ship in play checks the structure points it took this turn. */
export function criticalChecks(s: SeState, ctx: StepContext): void {
  for (const ship of s.ships) {
    const struck = ship.struck;
    delete ship.struck;
    if (!struck || ship.status !== 'active') continue;
    for (const place of [...SECTIONS, 'primary'] as const)
      checkPoints(s, ship, place, struck[place].normal, struck[place].em, ctx);
  }
}
