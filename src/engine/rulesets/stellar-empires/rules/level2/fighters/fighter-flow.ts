/**
 * Where fighters enter the turn: groups of up to 4 flights after every ship unit moved (SE-MOV-4),
 * the fighter combat step after every unit activated (SE-FTR-14), the per-turn pools, and area
 * effects on flights at impact (SE-BAL-18).
 */
import type { StepContext } from '../../../../../core/contract.js';
import { distance, vec } from '../../../../../geometry/index.js';
import { weaponDef } from '../../../data/data.js';
import type { BallisticMarker, SeState } from '../../../state.js';
import { position } from '../../bearings.js';
import { activeFlights, hitFlight } from './flights.js';
import { hasUnmoved } from './moves.js';
import { resolveFighterCombat } from './fighter-combat.js';

/** SE-MOV-4: who moves the next group once all ship units have moved; null when nobody. */
export function openFighterGroups(s: SeState): boolean {
  const f = s.fighters;
  if (!f) return false;
  if (f.groupSide === null) {
    const loser = s.initiativeLoser;
    f.groupSide = hasUnmoved(s, loser)
      ? loser
      : hasUnmoved(s, (1 - loser) as 0 | 1)
        ? ((1 - loser) as 0 | 1)
        : null;
  }
  return f.groupSide !== null;
}

/** After a group: the other side if it has flights to move, else the same side, else done. */
export function groupMoved(s: SeState, side: 0 | 1): void {
  const f = s.fighters!;
  const other = (1 - side) as 0 | 1;
  f.groupSide = hasUnmoved(s, other) ? other : hasUnmoved(s, side) ? side : null;
}

/** SE-FTR-14: the sides that still owe a fighter combat order this turn. */
export function fighterCombatOwed(s: SeState): (0 | 1)[] {
  const f = s.fighters;
  if (!f || f.combatResolvedTurn === s.turn) return [];
  return ([0, 1] as const).filter(
    (side) => activeFlights(s, side).length > 0 && f.orders[side] === null,
  );
}

/** Resolves the step once every side with flights has ordered; false while one is owed. */
export function stepFighterCombat(s: SeState, ctx: StepContext): boolean {
  const f = s.fighters;
  if (!f || f.combatResolvedTurn === s.turn) return true;
  if (fighterCombatOwed(s).length > 0) return false;
  if (activeFlights(s).length > 0) {
    ctx.emit({ type: 'fighter_combat.revealed', data: { orders: f.orders } });
    resolveFighterCombat(s, f.orders, ctx);
  }
  f.orders = [null, null];
  f.combatResolvedTurn = s.turn;
  return true;
}

/** Start of a turn: AFF dice and Aegis offence and defence reset (SE-TURN-5 d). */
export function resetFighterTurn(s: SeState): void {
  if (!s.fighters) return;
  s.fighters.closeForAff = {};
  s.fighters.aegisOffense = [];
  s.fighters.aegisDefence = [];
  s.fighters.groupSide = null;
}

/** SE-BAL-18: each flight within the radius rolls D12: 4+ avoids, else a save with armor + 2. */
export function areaVsFlights(s: SeState, m: BallisticMarker, ctx: StepContext): void {
  if (m.kind !== 'aoe' || !m.point) return;
  const radius = weaponDef(m.weapon).aoe_radius ?? 2;
  const centre = vec(m.point.x, m.point.y);
  for (const f of activeFlights(s)) {
    if (distance(position(f), centre) > radius + 1e-6) continue;
    const [roll] = ctx.dice.roll({
      purpose: `area effect: flight ${f.id} avoids on 4+`,
      sides: 12,
      count: 1,
      seat: f.side,
    });
    if (roll >= 4) continue;
    hitFlight(s, f, { modifier: 0, armorPlus: 2, cause: 'area effect' }, ctx);
  }
}
