/**
 * Dice Duel: a minimal ruleset used only by the engine's own tests. It has everything the driver
 * must handle: a simultaneous hidden choice each round, private state (energy, a secret bonus
 * rolled at setup), secret and public dice, illegal orders, an outcome and resignation.
 */
import type {
  Decision,
  OrderDescription,
  Outcome,
  PhaseSummary,
  Ruleset,
  Seat,
  SetupInput,
  StepContext,
  Viewer,
} from '../core/contract.js';
import { schemaProblems, type JsonSchema } from '../core/json-schema.js';
import { problem, type Problem } from '../core/problems.js';
import type { Rng } from '../core/rng.js';

export type Stance = 'attack' | 'defend';
export interface DuelOrder {
  stance: Stance;
  effort: number;
}

interface Duelist {
  hp: number;
  energy: number;
  bonus: number;
}

export interface DuelState {
  round: number;
  maxRounds: number;
  duelists: Duelist[];
  orders: (DuelOrder | null)[];
  resigned: Seat | null;
}

const MAX_EFFORT = 3;

const orderSchema: JsonSchema = {
  type: 'object',
  required: ['stance', 'effort'],
  additionalProperties: false,
  properties: {
    stance: { enum: ['attack', 'defend'] },
    effort: { type: 'integer', minimum: 1, maximum: MAX_EFFORT },
  },
};

function isOver(s: DuelState): boolean {
  return s.resigned !== null || s.round > s.maxRounds || s.duelists.some((d) => d.hp <= 0);
}

function legalOrders(s: DuelState, seat: Seat): DuelOrder[] {
  const out: DuelOrder[] = [];
  for (const stance of ['attack', 'defend'] as const) {
    for (let effort = 1; effort <= Math.min(MAX_EFFORT, s.duelists[seat].energy); effort++)
      out.push({ stance, effort });
  }
  return out;
}

function resolveRound(s: DuelState, ctx: StepContext): void {
  const orders = s.orders as DuelOrder[];
  ctx.emit({ type: 'duel.revealed', data: { round: s.round, orders: structuredClone(orders) } });
  const damage = [0, 0];
  orders.forEach((o, seat) => {
    if (o.stance !== 'attack') return;
    const faces = ctx.dice.roll({
      purpose: `round ${s.round}: seat ${seat} attacks with effort ${o.effort}`,
      sides: 6,
      count: o.effort,
      seat,
    });
    const hits = faces.filter((f) => f + s.duelists[seat].bonus >= 5).length;
    const target = 1 - seat;
    damage[target] += orders[target].stance === 'defend' ? Math.floor(hits / 2) : hits;
  });
  s.duelists.forEach((d, seat) => {
    d.hp -= damage[seat];
    d.energy = Math.min(6, d.energy - orders[seat].effort + 2);
  });
  ctx.emit({
    type: 'duel.round-resolved',
    data: { round: s.round, damage, hp: s.duelists.map((d) => d.hp) },
  });
  s.orders = [null, null];
  s.round += 1;
}

export const diceDuel: Ruleset<DuelState, DuelOrder> = {
  id: 'dice-duel',
  version: '1.0.0',
  name: 'Dice Duel (engine test ruleset)',
  source: 'Salvo test suite',
  status: 'test',
  summary: 'Two duelists pick attack or defend in secret each round and roll for hits.',
  catalog: [
    {
      id: 'duelist',
      name: 'Duelist',
      kind: 'unit',
      stats: {
        hp: { value: 6, provenance: 'source' },
        energy: { value: 4, provenance: 'provisional', note: 'test value' },
      },
    },
  ],
  scenarios: [
    {
      id: 'standard',
      name: 'Standard duel',
      description: 'Six rounds, 6 HP each.',
      seats: [{ name: 'Left' }, { name: 'Right' }],
    },
  ],
  optionsSchema: {
    type: 'object',
    properties: { rounds: { type: 'integer', minimum: 1, maximum: 50 } },
    additionalProperties: false,
  },

  validateSetup(input: SetupInput): Problem[] {
    const problems = schemaProblems(this.optionsSchema, input.options, 'INVALID_OPTION').map(
      (p) => ({ ...p, path: `/options${p.path}` }),
    );
    if (input.setup !== undefined)
      problems.push(problem('INVALID_SETUP', 'dice-duel has no custom setup', '/setup'));
    return problems;
  },
  seatCount: () => 2,
  setup(input, ctx) {
    const duelists = [0, 1].map((seat) => ({
      hp: 6,
      energy: 4,
      bonus:
        ctx.dice.roll({
          purpose: `secret bonus for seat ${seat}`,
          sides: 2,
          seat,
          visibleTo: [seat],
        })[0] - 1,
    }));
    return {
      round: 1,
      maxRounds: Number(input.options.rounds ?? 6),
      duelists,
      orders: [null, null],
      resigned: null,
    };
  },

  pending(s) {
    if (isOver(s)) return [];
    return [0, 1]
      .filter((seat) => s.orders[seat] === null)
      .map((seat) => ({
        id: `r${s.round}.stance.${seat}`,
        seat,
        kind: 'stance',
        simultaneous: true,
        prompt: `Round ${s.round}: attack or defend, and how hard`,
      }));
  },
  describe(s, decision): OrderDescription {
    const choices = legalOrders(s, decision.seat);
    return { decision, schema: orderSchema, choices, example: choices[0] };
  },
  sample(s, decision: Decision, rng: Rng) {
    const choices = legalOrders(s, decision.seat);
    return choices[rng.int(choices.length)];
  },
  defaultOrder: () => ({ stance: 'defend', effort: 1 }),
  validate(s, decision, order) {
    const problems = schemaProblems(orderSchema, order);
    if (problems.length > 0) return problems;
    const o = order as DuelOrder;
    if (o.effort > s.duelists[decision.seat].energy) {
      problems.push(
        problem(
          'NOT_ENOUGH_ENERGY',
          `effort ${o.effort} needs more energy than the ${s.duelists[decision.seat].energy} left`,
          '/effort',
        ),
      );
    }
    return problems;
  },
  apply(s, decision, order, ctx) {
    s.orders[decision.seat] = { stance: order.stance, effort: order.effort };
    if (s.orders.every((o) => o !== null)) resolveRound(s, ctx);
    return s;
  },

  view(s, viewer: Viewer) {
    return {
      round: s.round,
      duelists: s.duelists.map((d, seat) => (seat === viewer ? { ...d } : { hp: d.hp })),
      submitted: s.orders.map((o) => o !== null),
      myOrder: viewer === null ? null : s.orders[viewer],
    };
  },
  phase(s): PhaseSummary {
    return isOver(s)
      ? { turn: s.round, phase: 'over', label: 'Duel over' }
      : { turn: s.round, phase: 'stance', label: `Round ${s.round}: choose stances` };
  },
  outcome(s): Outcome | null {
    if (!isOver(s)) return null;
    const scores = { 0: s.duelists[0].hp, 1: s.duelists[1].hp };
    if (s.resigned !== null)
      return {
        winners: [1 - s.resigned],
        draw: false,
        reason: 'resigned',
        summary: `Seat ${s.resigned} resigned`,
        scores,
      };
    if (scores[0] === scores[1])
      return {
        winners: [],
        draw: true,
        reason: 'draw',
        summary: 'Both duelists stand even',
        scores,
      };
    const winner = scores[0] > scores[1] ? 0 : 1;
    return {
      winners: [winner],
      draw: false,
      reason: 'hp',
      summary: `Seat ${winner} wins on hit points`,
      scores,
    };
  },
  resign(s, seat) {
    s.resigned = seat;
    return s;
  },
};
