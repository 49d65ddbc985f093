/**
 * The dogfight turn (SY-DOG): when one unit faces one, a shuffled five-card deck gives each side
 * two cards; each picks a Movement card in secret, the other is its Combat card. Movement and
 * combat are sequential, lower card first, and combat damage is immediate.
 */
import type { StepContext } from '../../../core/contract.js';
import type { DogfightCardChoice, GameState, Side } from '../model.js';
import { resolveCombat } from './combat-resolution.js';
import { sideWithoutCombatCapableUnits } from './end.js';
import { resolveMovement } from './segment.js';
import { submittedCombat, submittedManeuvers } from './segment-flow.js';
import { open, owing, type Step } from './step.js';
import { canAct, getUnit } from './units.js';

export const DOGFIGHT_DECK = [1, 2, 3, 4, 5];

/** SY-RNG-5: Fisher–Yates with j = randInt(i + 1), drawn as a d(i+1) − 1 no player sees. */
export function shuffleDeck(ctx: StepContext, deck: readonly number[]): number[] {
  const out = [...deck];
  for (let i = out.length - 1; i >= 1; i--) {
    const j =
      ctx.dice.roll({
        purpose: `dogfight deck shuffle (position ${i})`,
        sides: i + 1,
        count: 1,
        visibleTo: [],
      })[0] - 1;
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}

/** SY-DOG-2: dealt alternately from the top, side 0 first; the fifth card is unused. */
export function dealHands(deck: readonly number[]): [number[], number[]] {
  return [
    [deck[0], deck[2]],
    [deck[1], deck[3]],
  ];
}

/** The unit of a side in a dogfight (the only one it has on the table). */
function fighter(state: GameState, side: Side): string {
  const id = state.active.find((i) => getUnit(state, i).side === side);
  if (!id) throw new Error(`no dogfighter for side ${side}`);
  return id;
}

export function combatCard(state: GameState, side: Side): number {
  const d = state.dogfight!;
  return d.hands[side].find((c) => c !== d.movementCards[side])!;
}

export function startDogfight(state: GameState, ctx: StepContext): Step {
  const hands = dealHands(shuffleDeck(ctx, DOGFIGHT_DECK));
  state.active = state.units.filter((u) => u.status === 'ON_TABLE').map((u) => u.id);
  state.segment = 1;
  state.segmentCount = 1;
  state.dogfight = { hands, movementCards: [null, null], moveOrder: [], combatOrder: [], step: 0 };
  ctx.emit({ type: 'dogfight.started', data: { turn: state.turn, units: state.active } });
  for (const side of [0, 1] as const) {
    ctx.emit({ type: 'dogfight.dealt', visibleTo: [side], data: { side, cards: hands[side] } });
  }
  return open('DOGFIGHT_CARDS', [true, true]);
}

/** SY-DOG-3, SY-DOG-4: Movement cards revealed; the lower one moves first. */
export function closeDogfightCards(state: GameState, ctx: StepContext): Step {
  const d = state.dogfight!;
  for (const side of [0, 1] as const) {
    d.movementCards[side] = (state.submitted[side]!.orders[0] as DogfightCardChoice).movementCard;
  }
  const first: Side = d.movementCards[0]! < d.movementCards[1]! ? 0 : 1;
  d.moveOrder = [first, first === 0 ? 1 : 0];
  ctx.emit({
    type: 'movement_cards.revealed',
    data: { cards: [...d.movementCards], firstMover: first },
  });
  d.step = 0;
  return { go: 'dogfight-move' };
}

export function openMove(state: GameState): Step {
  const d = state.dogfight!;
  const side = d.moveOrder[d.step];
  const unit = getUnit(state, fighter(state, side));
  if (unit.status !== 'ON_TABLE') return { go: 'dogfight-next' };
  return open(
    'MANEUVER_ORDERS',
    owing((s) => s === side),
  );
}

/** SY-DOG-4: one unit's MA through steps 2-7 of SY-SEG-1. */
export function closeDogfightManeuver(state: GameState, ctx: StepContext): Step {
  const orders = submittedManeuvers(state);
  ctx.emit({
    type: 'maneuvers.revealed',
    data: { turn: state.turn, segment: state.segment, orders, dogfight: true },
  });
  resolveMovement(state, orders, ctx);
  return { go: 'dogfight-next' };
}

export function nextStep(state: GameState, ctx: StepContext): Step {
  const d = state.dogfight!;
  d.step += 1;
  if (d.step === 1) return { go: 'dogfight-move' };
  if (d.step === 2) {
    const cards = [combatCard(state, 0), combatCard(state, 1)];
    const first: Side = cards[0] < cards[1] ? 0 : 1;
    d.combatOrder = [first, first === 0 ? 1 : 0];
    ctx.emit({ type: 'combat_cards.revealed', data: { cards, firstToFire: first } });
  }
  if (d.step === 2 || d.step === 3) {
    const side = d.combatOrder[d.step - 2];
    return open(
      'COMBAT_ORDERS',
      owing((s) => s === side && canAct(getUnit(state, fighter(state, s)))),
    );
  }
  if (d.step === 4) {
    // SY-DOG-6: the first to fire may trigger the Fire at Will it armed, once.
    const side = d.combatOrder[0];
    const u = getUnit(state, fighter(state, side));
    return open(
      'COMBAT_ORDERS',
      owing((s) => s === side && u.fireAtWill !== null && canAct(u)),
    );
  }
  if (sideWithoutCombatCapableUnits(state)) state.endAfterLmd = true;
  return { go: 'end-of-turn' };
}

/** SY-DOG-5: one unit's combat action, resolved completely, damage included. */
export function closeDogfightCombat(state: GameState, ctx: StepContext): Step {
  const sides = submittedCombat(state);
  if (sides.length > 0) {
    ctx.emit({
      type: 'combat.revealed',
      data: {
        turn: state.turn,
        segment: state.segment,
        dogfight: true,
        submissions: sides.map((s) => ({ side: s.side, orders: s.orders, triggers: s.triggers })),
      },
    });
    resolveCombat(state, sides, ctx);
  }
  return { go: 'dogfight-next' };
}
