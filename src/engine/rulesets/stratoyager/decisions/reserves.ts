/** DEPLOY_RESERVES (SY-DEP-1): one hidden list of the units held back, possibly empty. */
import type { Rng } from '../../../core/rng.js';
import type { GameState, ReserveDeclaration, Side, Submission } from '../model.js';
import { exactlyOne, ordersOfType, problem, type Problem } from './common.js';
import { keptIds, sideKind } from './kind.js';

export function validateReserves(state: GameState, side: Side, sub: Submission): Problem[] {
  const found = ordersOfType<ReserveDeclaration>(sub.orders, 'RESERVES');
  const out = exactlyOne(found.length, 'RESERVES');
  for (const { order, index } of found) {
    const seen = new Set<string>();
    order.unitIds.forEach((id, j) => {
      const u = state.units.find((x) => x.id === id);
      const why = !u
        ? 'is not a unit'
        : u.side !== side
          ? 'is not in your force'
          : seen.has(id)
            ? 'appears twice'
            : null;
      if (why)
        out.push(problem('RESERVE_UNIT_INVALID', `${id} ${why}`, `/orders/${index}/unitIds/${j}`));
      seen.add(id);
    });
  }
  return out;
}

/** Random play keeps about one unit in ten back. */
export function sampleReserves(state: GameState, side: Side, rng: Rng): Submission {
  const unitIds = state.units.filter((u) => u.side === side && rng.int(10) === 0).map((u) => u.id);
  return { orders: [{ type: 'RESERVES', unitIds }] };
}

export function defaultReserves(): Submission {
  return { orders: [{ type: 'RESERVES', unitIds: [] }] };
}

export const reservesKind = sideKind({
  types: ['RESERVES'],
  note: 'One RESERVES order listing the units held in reserve (SY-DEP-1).',
  simultaneous: true,
  id: keptIds(
    () => 0,
    (_state, side) => `deploy.reserves.${side}`,
  ),
  prompt: () => 'Deployment: list the units you hold in reserve (possibly none)',
  rules: validateReserves,
  sample: sampleReserves,
  defaultOrder: defaultReserves,
});
