/**
 * The `segment_orders` decision (§8.1, step 2): each side with a ship in play writes thrust,
 * pivots, rolls, fire and launches for its ships, in secret. Checked whole (SITS-ORD-1); the
 * default gives no new orders (SITS-ORD-2).
 */
import { copyJson } from '../../../core/json.js';
import type { Seat } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import type { Rng } from '../../../core/rng.js';
import type { SegmentOrders, ShipOrders } from '../rules/orders.js';
import { validateSegmentOrders } from '../rules/validation.js';
import { activeShips, shipClass, type ShipState, type SitsState } from '../state.js';
import { decisionId, envelopeProblems, ENVELOPE_PROPERTIES, ORD_MALFORMED } from './envelope.js';

type Submission = Partial<Omit<SegmentOrders, 'ships'>> & { ships: ShipOrders[] };

const shot = (extra: Record<string, JsonSchema> = {}): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['mount', 'target', ...Object.keys(extra)],
  properties: { mount: { type: 'string' }, target: { type: 'string' }, ...extra },
});

/** The schema; pitch steps (`up`, `down`) exist only with the altitude module (§8.1). */
function schemaFor(altitude: boolean): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['ships'],
    properties: {
      ...ENVELOPE_PROPERTIES,
      ships: {
        type: 'array',
        maxItems: 64,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['ship'],
          properties: {
            ship: { type: 'string' },
            thrust: { type: 'number', description: 'The new thrust setting, 0 to maxThrust.' },
            pivot: {
              type: 'object',
              additionalProperties: false,
              required: ['dir', 'hexsides'],
              properties: {
                dir: { enum: altitude ? ['cw', 'ccw', 'up', 'down'] : ['cw', 'ccw'] },
                hexsides: { type: 'integer' },
              },
            },
            roll: {
              type: 'object',
              additionalProperties: false,
              required: ['dir', 'quarters'],
              properties: { dir: { enum: ['cw', 'ccw'] }, quarters: { type: 'integer' } },
            },
            fire: { type: 'array', maxItems: 32, items: shot() },
            launch: { type: 'array', maxItems: 32, items: shot({ warhead: { type: 'string' } }) },
          },
        },
      },
    },
  };
}

const SCHEMAS = { flat: schemaFor(false), altitude: schemaFor(true) };

function schema(s: SitsState): JsonSchema {
  return s.optionalRules.altitude ? SCHEMAS.altitude : SCHEMAS.flat;
}

function head(s: SitsState, seat: Seat): Omit<SegmentOrders, 'ships'> {
  return { type: 'segment_orders', turn: s.turn, segment: s.segment, player: s.seatSides[seat] };
}

function full(s: SitsState, seat: Seat, o: Submission): SegmentOrders {
  return { ...head(s, seat), ships: o.ships };
}

function validate(s: SitsState, seat: Seat, order: unknown) {
  return checkOrder<Submission>(
    schema(s),
    order,
    (o) => {
      const wrong = envelopeProblems(s, seat, o);
      return wrong.length > 0
        ? wrong
        : validateSegmentOrders(s, s.seatSides[seat], full(s, seat, o));
    },
    ORD_MALFORMED,
  );
}

function legal(s: SitsState, seat: Seat, entry: ShipOrders): boolean {
  return (
    validateSegmentOrders(s, s.seatSides[seat], full(s, seat, { ships: [entry] })).length === 0
  );
}

function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.int(xs.length)];
}

/** A random legal plan for one ship: each part kept only if the ship's orders stay legal. */
function sampleShip(s: SitsState, seat: Seat, ship: ShipState, rng: Rng): ShipOrders {
  const entry: ShipOrders = { ship: ship.id };
  const tryAdd = (change: (e: ShipOrders) => void) => {
    const next = copyJson(entry);
    change(next);
    if (legal(s, seat, next)) change(entry);
  };
  if (rng.int(3) === 0) tryAdd((e) => (e.thrust = rng.int(ship.maxThrust + 1)));
  if (rng.int(4) === 0)
    tryAdd((e) => (e.pivot = { dir: pick(rng, ['cw', 'ccw'] as const), hexsides: 1 }));
  if (rng.int(12) === 0)
    tryAdd((e) => (e.roll = { dir: pick(rng, ['cw', 'ccw'] as const), quarters: 1 }));
  const enemies = activeShips(s).filter((x) => x.side !== ship.side);
  for (const mount of shipClass(s, ship).mounts) {
    const target = enemies.length > 0 ? pick(rng, enemies).id : null;
    if (!target || rng.int(3) === 0) continue;
    if (mount.kind === 'missile') {
      const warhead = pick(rng, ['laser', 'nuke'] as const);
      tryAdd((e) => (e.launch = [...(e.launch ?? []), { mount: mount.id, target, warhead }]));
    } else {
      tryAdd((e) => (e.fire = [...(e.fire ?? []), { mount: mount.id, target }]));
    }
  }
  return entry;
}

/**
 * The example for one ship: every mount fires (or launches a laser-warhead missile) at the first
 * enemy it legally can. No thrust or turns: the example must be legal whatever the ship's state.
 */
function exampleShip(s: SitsState, seat: Seat, ship: ShipState): ShipOrders {
  const entry: ShipOrders = { ship: ship.id };
  const enemies = activeShips(s).filter((x) => x.side !== ship.side);
  for (const mount of shipClass(s, ship).mounts) {
    for (const enemy of enemies) {
      const next = copyJson(entry);
      if (mount.kind === 'missile') {
        next.launch = [
          ...(next.launch ?? []),
          { mount: mount.id, target: enemy.id, warhead: 'laser' },
        ];
      } else {
        next.fire = [...(next.fire ?? []), { mount: mount.id, target: enemy.id }];
      }
      if (!legal(s, seat, next)) continue;
      Object.assign(entry, next);
      break;
    }
  }
  return entry;
}

export const segmentOrdersKind: DecisionKind<SitsState, Submission, null> = {
  id: (s, seat) => decisionId(s, seat),
  simultaneous: true,
  prompt: (s) =>
    `Turn ${s.turn}, segment ${s.segment}: thrust, pivots, rolls, fire and launches for your ships`,
  schema: (s) => schema(s),
  validate: (s, seat, _at, order) => validate(s, seat, order),
  sample(s, seat, _at, rng) {
    const mine = activeShips(s).filter((x) => x.side === s.seatSides[seat]);
    return { ...head(s, seat), ships: mine.map((ship) => sampleShip(s, seat, ship, rng)) };
  },
  defaultOrder: (s, seat) => ({ ...head(s, seat), ships: [] }),
  example(s, seat) {
    const mine = activeShips(s).filter((x) => x.side === s.seatSides[seat]);
    return { ...head(s, seat), ships: mine.map((ship) => exampleShip(s, seat, ship)) };
  },
  apply(s, seat, _at, order) {
    s.submitted[s.seatSides[seat]] = full(s, seat, order);
  },
};
