/**
 * The `turn_break_orders` decision (§8.3, turn-break step 1): damage-control parties, a Miracle,
 * or a concession. Parties left unassigned are assigned by the engine (SITS-DC-2), so the default
 * gives no orders at all.
 */
import type { Seat } from '../../../core/contract.js';
import type { DecisionKind } from '../../../core/define-ruleset.js';
import { checkOrder, type JsonSchema } from '../../../core/json-schema.js';
import type { Rng } from '../../../core/rng.js';
import { isRepairable } from '../rules/damage-control.js';
import type { TurnBreakOrders } from '../rules/orders.js';
import { validateTurnBreakOrders } from '../rules/validation.js';
import { activeShips, type SitsState } from '../state.js';
import { decisionId, envelopeProblems, ENVELOPE_PROPERTIES, ORD_MALFORMED } from './envelope.js';

type Submission = Partial<TurnBreakOrders>;

const schema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...ENVELOPE_PROPERTIES,
    repairs: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ship', 'record'],
        properties: { ship: { type: 'string' }, record: { type: 'string' } },
      },
    },
    miracle: {
      type: 'object',
      additionalProperties: false,
      required: ['ship'],
      properties: { ship: { type: 'string' } },
    },
    concede: { type: 'boolean' },
  },
};

function full(s: SitsState, seat: Seat, o: Submission): TurnBreakOrders {
  const {
    type: _t,
    turn: _n,
    player: _p,
    segment: _s,
    ...rest
  } = o as Submission & { segment?: number };
  return { type: 'turn_break_orders', turn: s.turn, player: s.seatSides[seat], ...rest };
}

function problemsOf(s: SitsState, seat: Seat, o: Submission) {
  const wrong = envelopeProblems(s, seat, o);
  return wrong.length > 0 ? wrong : validateTurnBreakOrders(s, s.seatSides[seat], full(s, seat, o));
}

function mine(s: SitsState, seat: Seat) {
  return activeShips(s).filter((x) => x.side === s.seatSides[seat]);
}

/** Something to decide beyond conceding: a record a party could work on, or a held Miracle. */
function hasChoices(s: SitsState, seat: Seat): boolean {
  const held = s.sides.find((x) => x.id === s.seatSides[seat])?.miracleHeld ?? false;
  return held || mine(s, seat).some((x) => x.damageRecords.some(isRepairable));
}

function sampleRepairs(s: SitsState, seat: Seat, rng: Rng): TurnBreakOrders['repairs'] {
  const repairs: NonNullable<TurnBreakOrders['repairs']> = [];
  for (const ship of mine(s, seat)) {
    for (const r of ship.damageRecords.filter(isRepairable)) {
      const next = [...repairs, { ship: ship.id, record: r.id }];
      if (rng.int(2) === 0 && problemsOf(s, seat, { repairs: next }).length === 0)
        repairs.push(next[next.length - 1]);
    }
  }
  return repairs;
}

export const turnBreakKind: DecisionKind<SitsState, Submission, null> = {
  id: (s, seat) => decisionId(s, seat),
  simultaneous: true,
  prompt: (s) =>
    `Turn ${s.turn} break: damage control${s.optionalRules.miracles ? ', miracles' : ''}, or concede`,
  schema,
  choices(s, seat) {
    if (hasChoices(s, seat)) return undefined;
    return [full(s, seat, {}), full(s, seat, { concede: true })];
  },
  validate: (s, seat, _at, order) =>
    checkOrder<Submission>(schema, order, (o) => problemsOf(s, seat, o), ORD_MALFORMED),
  sample(s, seat, _at, rng) {
    const repairs = sampleRepairs(s, seat, rng);
    return full(s, seat, repairs && repairs.length > 0 ? { repairs } : {});
  },
  defaultOrder: (s, seat) => full(s, seat, {}),
  apply(s, seat, _at, order) {
    s.submitted[s.seatSides[seat]] = full(s, seat, order);
  },
};
