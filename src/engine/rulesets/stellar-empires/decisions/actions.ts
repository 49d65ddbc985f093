/**
 * `actions` (spec 7.5, SE-ACT-1..4) [L2]: in step (a) of the Action Phase each side that has a ship
 * able to repair something names, per ship, the items its repair rolls go to (initiative loser
 * first). The default repairs nothing.
 */
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import {
  makeRepairs,
  REPAIR_KINDS,
  repairableItems,
  repairProblems,
  repairRolls,
  type RepairItem,
  type ShipRepairs,
} from '../rules/level2/repairs.js';
import type { SeState, ShipState, Side } from '../state.js';

export interface ActionsOrder {
  repairs: ShipRepairs[];
}

const schema: JsonSchema = {
  type: 'object',
  required: ['repairs'],
  additionalProperties: false,
  properties: {
    repairs: {
      type: 'array',
      maxItems: 24,
      description: 'per ship, the items its repair rolls go to (SE-ACT-3, SE-ACT-4)',
      items: {
        type: 'object',
        required: ['ship', 'items'],
        additionalProperties: false,
        properties: {
          ship: { type: 'string' },
          items: {
            type: 'array',
            maxItems: 2,
            items: {
              type: 'object',
              required: ['kind'],
              additionalProperties: false,
              properties: {
                kind: { enum: [...REPAIR_KINDS] },
                system: { type: 'string', description: 'the weapon system, for kind "weapon"' },
                bay: { type: 'string', description: 'the bay, for kind "bay"' },
              },
            },
          },
        },
      },
    },
  },
};

/** Ships of the side that could repair something, with their rolls and items. */
function repairers(
  s: SeState,
  side: Side,
): { ship: ShipState; rolls: number; items: RepairItem[] }[] {
  return s.ships
    .filter((x) => x.side === side && repairRolls(x) > 0)
    .map((ship) => ({ ship, rolls: repairRolls(ship), items: repairableItems(ship) }))
    .filter((r) => r.items.length > 0);
}

/** Every legal order when few: per ship nothing, one item, or (with two rolls) two items. */
const MAX_CHOICES = 64;
function allOrders(s: SeState, side: Side): ActionsOrder[] | undefined {
  let orders: ShipRepairs[][] = [[]];
  for (const r of repairers(s, side)) {
    const options: RepairItem[][] = [[], ...r.items.map((i) => [i])];
    if (r.rolls >= 2)
      r.items.forEach((a, i) => r.items.slice(i).forEach((b) => options.push([a, b])));
    const next: ShipRepairs[][] = [];
    for (const o of orders)
      for (const items of options)
        next.push(items.length === 0 ? o : [...o, { ship: r.ship.id, items }]);
    if (next.length > MAX_CHOICES) return undefined;
    orders = next;
  }
  return orders
    .map((repairs) => ({ repairs }))
    .filter((o) => repairProblems(s, side, o.repairs).length === 0);
}

export const actionsKind: DecisionKind<SeState, ActionsOrder, null> = {
  id: (s, seat) => `t${s.turn}.action.actions.${seat}`,
  simultaneous: false,
  prompt: (s) => `Turn ${s.turn}, Action: name the items your repair rolls go to`,
  schema,
  choices: (s, seat) => allOrders(s, seat as Side),
  validate: (s, seat, _at, order) =>
    checkOrder<ActionsOrder>(schema, order, (o) => repairProblems(s, seat as Side, o.repairs)),
  sample(s, seat, _at, rng) {
    const repairs: ShipRepairs[] = [];
    for (const r of repairers(s, seat as Side)) {
      if (rng.int(4) === 0) continue;
      repairs.push({ ship: r.ship.id, items: [r.items[rng.int(r.items.length)]] });
    }
    return { repairs };
  },
  defaultOrder: () => ({ repairs: [] }),
  apply(s, seat, _at, order, ctx) {
    makeRepairs(s, order.repairs, ctx);
    s.l2!.repairsOwed = s.l2!.repairsOwed.filter((x) => x !== seat);
  },
};
