/**
 * Card assignments (SY-DEP-2, SY-INIT-2..3): every eligible unit gets a distinct card of 1..N;
 * the side with fewer units discards the rest, of its own choice.
 */
import type { Rng } from '../../../core/rng.js';
import type { GameState, InitiativeAssignment, Side, Submission } from '../model.js';
import { getUnit } from '../rules/units.js';
import { exactlyOne, ordersOfType, pointerToken, problem, type Problem } from './common.js';
import { keptIds, sideKind, turnIds, when } from './kind.js';

/** The units of `side` that get a card now: deploying units, or units on the table. */
export function eligibleUnits(state: GameState, side: Side): string[] {
  const out: string[] = [];
  if (state.stage === 'DEPLOY_INITIATIVE') {
    for (const id of state.deploying) if (getUnit(state, id).side === side) out.push(id);
    return out;
  }
  for (const u of state.units) if (u.side === side && u.status === 'ON_TABLE') out.push(u.id);
  return out;
}

/** Paths are made only for a problem: every turn's assignments are checked, nearly all legal. */
function cardPath(index: number, id: string): string {
  return `/orders/${index}/cards/${pointerToken(id)}`;
}

export function validateInitiative(state: GameState, side: Side, sub: Submission): Problem[] {
  const found = ordersOfType<InitiativeAssignment>(sub.orders, 'INITIATIVE');
  const out = exactlyOne(found.length, 'INITIATIVE');
  const n = state.segmentCount;
  const eligible = eligibleUnits(state, side);
  for (const { order, index } of found) {
    // The unit holding each card so far, by card (whole numbers 1..n once checked).
    const holder: (string | undefined)[] = [];
    for (const id of Object.keys(order.cards)) {
      const card = order.cards[id];
      if (!eligible.includes(id)) {
        out.push(
          problem(
            'IC_UNKNOWN_UNIT',
            `${id} gets no card now (not one of ${eligible.join(', ')})`,
            cardPath(index, id),
          ),
        );
        continue;
      }
      if (!Number.isInteger(card) || card < 1 || card > n) {
        out.push(
          problem(
            'IC_CARD_OUT_OF_RANGE',
            `card ${card} is not an integer in 1..${n}`,
            cardPath(index, id),
          ),
        );
        continue;
      }
      const earlier = holder[card];
      if (earlier !== undefined) {
        out.push(
          problem(
            'IC_DUPLICATE_CARD',
            `card ${card} is given to both ${earlier} and ${id}`,
            cardPath(index, id),
          ),
        );
        continue;
      }
      holder[card] = id;
    }
    for (const id of eligible) {
      if (!(id in order.cards))
        out.push(problem('IC_UNIT_MISSING', `${id} has no card`, `/orders/${index}/cards`));
    }
    if (order.discards !== undefined) {
      const assigned = new Set(Object.values(order.cards));
      const expected: number[] = [];
      for (let c = 1; c <= n; c++) if (!assigned.has(c)) expected.push(c);
      const given = [...order.discards].sort((a, b) => a - b);
      if (given.length !== expected.length || given.some((c, i) => c !== expected[i])) {
        out.push(
          problem(
            'IC_DISCARD_MISMATCH',
            `discards must be exactly the unassigned cards [${expected.join(', ')}]`,
            `/orders/${index}/discards`,
          ),
        );
      }
    }
  }
  return out;
}

/** A random assignment: a shuffled hand of 1..N, dealt in canonical unit order. */
export function sampleInitiative(state: GameState, side: Side, rng: Rng): Submission {
  // Loops, not `Array.from({ length })` and a swap through an array: this runs every turn.
  const cards: number[] = [];
  for (let c = 1; c <= state.segmentCount; c++) cards.push(c);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const card = cards[i];
    cards[i] = cards[j];
    cards[j] = card;
  }
  const assignment: Record<string, number> = {};
  const units = eligibleUnits(state, side);
  for (let i = 0; i < units.length; i++) assignment[units[i]] = cards[i];
  return { orders: [{ type: 'INITIATIVE', cards: assignment }] };
}

/** §7.4: cards in canonical unit order, discarding the highest numbers. */
export function defaultInitiative(state: GameState, side: Side): Submission {
  const assignment: Record<string, number> = {};
  eligibleUnits(state, side).forEach((id, i) => (assignment[id] = i + 1));
  return { orders: [{ type: 'INITIATIVE', cards: assignment }] };
}

/** Every assignment, when there are few enough to list (at most `limit`). */
export function allInitiatives(state: GameState, side: Side, limit: number): Submission[] | null {
  const units = eligibleUnits(state, side);
  const n = state.segmentCount;
  let count = 1;
  for (let i = 0; i < units.length; i++) count *= n - i;
  if (count > limit) return null;
  const out: Submission[] = [];
  const walk = (i: number, used: Set<number>, acc: Record<string, number>) => {
    if (i === units.length) {
      out.push({ orders: [{ type: 'INITIATIVE', cards: { ...acc } }] });
      return;
    }
    for (let c = 1; c <= n; c++) {
      if (used.has(c)) continue;
      used.add(c);
      acc[units[i]] = c;
      walk(i + 1, used, acc);
      used.delete(c);
    }
  };
  walk(0, new Set(), {});
  return out;
}

/** Beyond this many assignments the description lists none (bots sample instead). */
const CHOICE_LIMIT = 120;

const cardKind = {
  types: ['INITIATIVE'] as const,
  simultaneous: true,
  rules: validateInitiative,
  choices: (state: GameState, side: Side) => allInitiatives(state, side, CHOICE_LIMIT) ?? undefined,
  sample: sampleInitiative,
  defaultOrder: defaultInitiative,
};

/** SY-DEP-2: the hidden deployment cards. */
export const deploymentCardsKind = sideKind({
  ...cardKind,
  note: 'One INITIATIVE order: a distinct card 1..N for each deploying unit (SY-DEP-2).',
  id: keptIds(
    () => 0,
    (_state, side) => `deploy.cards.${side}`,
  ),
  prompt: (state) => `Deployment: give each deploying unit a distinct card 1-${state.segmentCount}`,
});

/** SY-INIT-3: the hidden initiative cards of a turn. */
export const initiativeKind = sideKind({
  ...cardKind,
  note: 'One INITIATIVE order: a distinct card 1..N for each unit on the table (SY-INIT-3).',
  id: turnIds('initiative'),
  prompt: (state) =>
    `${when(state)}: give each unit on the table a distinct initiative card 1-${state.segmentCount}`,
});
