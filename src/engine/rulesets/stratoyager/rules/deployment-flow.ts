/**
 * The deployment sequence (SY-DEP-1..7): hidden reserve lists, hidden deployment cards, the first
 * placer, then one placement at a time in card order, first placer first in each segment.
 */
import type { StepContext } from '../../../core/contract.js';
import type {
  GameState,
  InitiativeAssignment,
  PlacementOrder,
  ReserveDeclaration,
  Side,
} from '../model.js';
import { decideFirstPlacer, deploymentCardCount } from './deployment.js';
import { open, owing, type Step } from './step.js';
import { getUnit, other } from './units.js';

export function startDeployment(state: GameState): Step {
  return open(
    'DEPLOY_RESERVES',
    owing((side) => state.units.some((u) => u.side === side)),
  );
}

/** SY-DEP-1: both lists revealed together. */
export function closeReserves(state: GameState, ctx: StepContext): Step {
  const reserves: Record<number, string[]> = { 0: [], 1: [] };
  for (const side of [0, 1] as const) {
    const decl = state.submitted[side]?.orders[0] as ReserveDeclaration | undefined;
    reserves[side] = decl ? [...decl.unitIds].sort() : [];
  }
  state.deploying = state.units.filter((u) => !reserves[u.side].includes(u.id)).map((u) => u.id);
  ctx.emit({ type: 'reserves.revealed', data: { reserves } });
  const n0 = deploymentCardCount(state);
  state.segmentCount = n0;
  if (n0 === 0) return { go: 'finish-deployment' };
  const hasDeploying = (side: Side) =>
    state.deploying.some((id) => getUnit(state, id).side === side);
  return open('DEPLOY_INITIATIVE', owing(hasDeploying));
}

/** SY-DEP-2..4: cards revealed, first placer decided, placements begin. */
export function closeDeployInitiative(state: GameState, ctx: StepContext): Step {
  const cards: Record<string, number> = {};
  for (const side of [0, 1] as const) {
    const assignment = state.submitted[side]?.orders[0] as InitiativeAssignment | undefined;
    if (!assignment) continue;
    for (const [id, card] of Object.entries(assignment.cards)) {
      getUnit(state, id).initiativeCard = card;
      cards[id] = card;
    }
  }
  ctx.emit({ type: 'deployment_cards.revealed', data: { cards } });
  const first = decideFirstPlacer(state, ctx);
  state.firstPlacer = first.side;
  ctx.emit({ type: 'first_placer.decided', data: { side: first.side, by: first.by } });
  return { go: 'next-placement' };
}

/** The next unit due, in card order, first placer first within a card (SY-DEP-4). */
export function nextPlacement(state: GameState): Step {
  const first = state.firstPlacer!;
  for (let k = 1; k <= state.segmentCount; k++) {
    for (const side of [first, other(first)]) {
      const due = state.deploying.some((id) => {
        const u = getUnit(state, id);
        return u.side === side && u.initiativeCard === k;
      });
      if (due) {
        state.placement = { card: k, side };
        state.segment = k;
        return open(
          'DEPLOY_PLACEMENT',
          owing((s) => s === side),
        );
      }
    }
  }
  return { go: 'finish-deployment' };
}

/** SY-DEP-5: the placement order of the side that owed it. */
export function closePlacement(state: GameState, ctx: StepContext): Step {
  const side = state.placement!.side;
  const order = state.submitted[side]!.orders[0] as PlacementOrder;
  const u = getUnit(state, order.unitId);
  u.status = 'ON_TABLE';
  u.pos = { x: order.x, y: order.y };
  u.course = order.course;
  u.facing = order.course;
  u.speed = order.speed;
  state.deploying = state.deploying.filter((id) => id !== u.id);
  ctx.emit({
    type: 'unit.placed',
    data: {
      unitId: u.id,
      side,
      card: u.initiativeCard,
      pos: u.pos,
      course: u.course,
      speed: u.speed,
    },
  });
  return { go: 'next-placement' };
}

/** SY-DEP-7: the deployment cards are discarded; turn 1 starts at its Initiative phase. */
export function finishDeployment(state: GameState): Step {
  for (const u of state.units) u.initiativeCard = null;
  state.placement = null;
  state.deploying = [];
  state.segment = 0;
  state.segmentCount = 0;
  return { go: 'start-turn', turn: 1 };
}
