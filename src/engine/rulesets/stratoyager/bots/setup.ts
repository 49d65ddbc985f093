/**
 * The heuristic bot's choices outside the segments: keep everyone on the table (no reserves),
 * deploy spread along the own edge heading straight in at a moderate speed, bring back units
 * that left, give the strongest units the latest initiative cards, and in a dogfight move second
 * and shoot first.
 */
import type {
  GameState,
  Hour,
  InitiativeAssignment,
  PlacementOrder,
  ReturnOrder,
  Submission,
} from '../model.js';
import { eligibleUnits } from '../decisions/initiative.js';
import { unitType } from '../units/index.js';
import { inObstacle } from '../rules/geometry.js';
import type { SeatView } from './situation.js';

/** Starting speed: slow enough to turn in, fast enough to close the 36-Klick table. */
const DEPLOY_SPEED = 3;
/**
 * One unit a side is a dogfight (SY-DOG-1) on a table the guns already span: standing still keeps
 * every THT at its lowest (SY-HIT-4), so both shoot, and hit, from the first turn.
 */
const DUEL_SPEED = 0;

function deploySpeed(view: SeatView): number {
  const sides = [0, 1].map((s) => view.units.filter((u) => u.side === s).length);
  return view.config.dogfightAuto && sides.every((n) => n === 1) ? DUEL_SPEED : DEPLOY_SPEED;
}
const SPREAD = 3;

/** Spread own units along the short edge; other deployment modes keep the engine's spot. */
export function placement(view: SeatView, side: 0 | 1, example: Submission): Submission {
  const base = example.orders[0] as PlacementOrder;
  const { tableWidth: w, tableLength: l, deploymentMode, deploymentDepth } = view.config;
  const speed = deploySpeed(view);
  if (deploymentMode !== 'SHORT_EDGES') return { orders: [{ ...base, speed }] };
  const y = side === 0 ? deploymentDepth / 2 : l - deploymentDepth / 2;
  const course: Hour = side === 0 ? 0 : 6;
  const taken = view.units.filter((u) => u.pos !== null).map((u) => u.pos!);
  for (let k = 0; k < 2 * Math.ceil(w / SPREAD); k++) {
    const x = w / 2 + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * SPREAD;
    if (x < 0.5 || x > w - 0.5) continue;
    const free = taken.every((p) => (p.x - x) ** 2 + (p.y - y) ** 2 > 1);
    if (free && !inObstacle(view.obstacles, { x, y })) {
      return { orders: [{ ...base, x, y, course, speed }] };
    }
  }
  return { orders: [{ ...base, speed }] };
}

const INWARD: Record<string, Hour> = { SOUTH: 0, NORTH: 6, WEST: 3, EAST: 9 };

/** Arrived reserves enter where the engine suggests; units that left come back straight in. */
export function turnStart(view: SeatView, side: 0 | 1, example: Submission): Submission {
  const returns: ReturnOrder[] = view.units
    .filter(
      (u) =>
        u.side === side &&
        u.status === 'OFF_TABLE' &&
        u.offTable !== null &&
        view.turn >= u.offTable.exitTurn + 2,
    )
    .map((u) => ({ type: 'RETURN', unitId: u.id, course: INWARD[u.offTable!.exitEdge] }));
  return { orders: [...example.orders, ...returns] };
}

/**
 * SY-INIT: the weakest units activate first and the strongest last, when the enemy has moved and
 * the shots it sets up can be seen: a late activation picks its position against where the enemy
 * is, not where it may go, and its fire lands on units that have already spent their turn.
 */
export function initiative(view: SeatView, side: 0 | 1): Submission {
  // The units the rules give a card to, read from the view (their stage, the deploying units and
  // the units on the table): the engine's example would come with a list of every assignment.
  const ids = eligibleUnits(view as unknown as GameState, side);
  const cards = Array.from({ length: Math.max(view.segmentCount, ids.length) }, (_, i) => i + 1);
  const worth = (id: string) => {
    const u = view.units.find((x) => x.id === id);
    return u ? unitType(u.typeId).points : 0;
  };
  const byWorth = [...ids].sort((a, b) => worth(a) - worth(b) || a.localeCompare(b));
  const used = cards.slice(cards.length - ids.length);
  const assigned: Record<string, number> = {};
  byWorth.forEach((id, i) => (assigned[id] = used[i]));
  const discards = cards.slice(0, cards.length - ids.length);
  const order: InitiativeAssignment = { type: 'INITIATIVE', cards: assigned };
  if (discards.length > 0) order.discards = discards;
  return { orders: [order] };
}

/** Move with the higher card (see the other move first), fight with the lower (shoot first). */
export function dogfightCards(view: SeatView, example: Submission): Submission {
  const hand = view.dogfight?.myHand;
  if (!hand || hand.length === 0) return example;
  return { orders: [{ type: 'DOGFIGHT_CARDS', movementCard: Math.max(...hand) }] };
}
