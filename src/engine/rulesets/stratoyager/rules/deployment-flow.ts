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
  Submission,
} from '../model.js';
import { decideFirstPlacer, deploymentCardCount } from './deployment.js';
import { openStage, owing } from './stage.js';
import { startTurn } from './turn-sequence.js';
import { getUnit, other } from './units.js';

export function startDeployment(state: GameState, ctx: StepContext): void {
  openStage(
    state,
    'DEPLOY_RESERVES',
    owing((side) => state.units.some((u) => u.side === side)),
    ctx,
  );
}

/** SY-DEP-1: both lists revealed together. */
export function closeReserves(state: GameState, ctx: StepContext): void {
  const reserves: Record<number, string[]> = { 0: [], 1: [] };
  for (const side of [0, 1] as const) {
    const decl = state.submitted[side]?.orders[0] as ReserveDeclaration | undefined;
    reserves[side] = decl ? [...decl.unitIds].sort() : [];
  }
  state.deploying = state.units.filter((u) => !reserves[u.side].includes(u.id)).map((u) => u.id);
  ctx.emit({ type: 'reserves.revealed', data: { reserves } });
  const n0 = deploymentCardCount(state);
  state.segmentCount = n0;
  if (n0 === 0) {
    finishDeployment(state, ctx);
    return;
  }
  const hasDeploying = (side: Side) =>
    state.deploying.some((id) => getUnit(state, id).side === side);
  openStage(state, 'DEPLOY_INITIATIVE', owing(hasDeploying), ctx);
}

/** SY-DEP-2..4: cards revealed, first placer decided, placements begin. */
export function closeDeployInitiative(state: GameState, ctx: StepContext): void {
  const cards: Record<string, number> = {};
  for (const side of [0, 1] as const) {
    const assignment = state.submitted[side]?.orders[0] as InitiativeAssignment | undefined;
    if (!assignment) continue;
    for (const [id, card] of Object.entries(assignment.cards)) {
      getUnit(state, id).initiativeCard = card;
      cards[id] = card;
    }
  }
  ctx.emit({ type: 'deployment.cards-revealed', data: { cards } });
  const first = decideFirstPlacer(state, ctx);
  state.firstPlacer = first.side;
  ctx.emit({ type: 'deployment.first-placer', data: { side: first.side, by: first.by } });
  nextPlacement(state, ctx);
}

/** The next unit due, in card order, first placer first within a card (SY-DEP-4). */
function nextPlacement(state: GameState, ctx: StepContext): void {
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
        openStage(
          state,
          'DEPLOY_PLACEMENT',
          owing((s) => s === side),
          ctx,
        );
        return;
      }
    }
  }
  finishDeployment(state, ctx);
}

/** SY-DEP-5: an accepted PlacementOrder. */
export function placeUnit(state: GameState, side: Side, sub: Submission, ctx: StepContext): void {
  const order = sub.orders[0] as PlacementOrder;
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
  nextPlacement(state, ctx);
}

/** SY-DEP-7: the deployment cards are discarded; turn 1 starts at its Initiative phase. */
function finishDeployment(state: GameState, ctx: StepContext): void {
  for (const u of state.units) u.initiativeCard = null;
  state.placement = null;
  state.deploying = [];
  state.segment = 0;
  state.segmentCount = 0;
  startTurn(state, 1, ctx);
}
