/**
 * The contract's decision surface: who owes what now (`pending`), what they may order
 * (`describe`), a random legal order (`sample`), the deadline fallback (`defaultOrder`) and the
 * checks (`validate`). One decision = one spec submission (§7.1) for one side.
 */
import type { Decision, OrderDescription } from '../../../core/contract.js';
import type { Rng } from '../../../core/rng.js';
import type { GameState, Order, Side, Stage, Submission } from '../model.js';
import { inertiaOrder } from '../rules/movement.js';
import { activeUnitOf } from '../rules/segment-flow.js';
import { getUnit } from '../rules/units.js';
import { legalCombatOrders, sampleCombat, validateCombatSubmission } from './combat.js';
import type { Problem } from './common.js';
import {
  defaultDogfightCards,
  dogfightChoices,
  sampleDogfightCards,
  validateDogfightCards,
} from './dogfight.js';
import { ACCEPTED, envelopeProblems } from './envelope.js';
import {
  allInitiatives,
  defaultInitiative,
  sampleInitiative,
  validateInitiative,
} from './initiative.js';
import { sampleManeuver, validateManeuverSubmission } from './maneuver.js';
import { defaultPlacement, samplePlacement, unitToPlace, validatePlacement } from './placement.js';
import { defaultReserves, sampleReserves, validateReserves } from './reserves.js';
import { submissionSchemaFor } from './schema.js';
import { defaultTurnStart, sampleTurnStart, validateTurnStart } from './turn-start.js';

const HIDDEN: ReadonlySet<Stage> = new Set<Stage>([
  'DEPLOY_RESERVES',
  'DEPLOY_INITIATIVE',
  'TURN_START',
  'INITIATIVE',
  'DOGFIGHT_CARDS',
  'MANEUVER_ORDERS',
  'COMBAT_ORDERS',
]);

function kindOf(state: GameState): string {
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return 'reserves';
    case 'DEPLOY_INITIATIVE':
      return 'deployment-cards';
    case 'DEPLOY_PLACEMENT':
      return 'placement';
    case 'TURN_START':
      return 'turn-start';
    case 'INITIATIVE':
      return 'initiative';
    case 'DOGFIGHT_CARDS':
      return 'dogfight-cards';
    case 'MANEUVER_ORDERS':
      return 'maneuver';
    case 'COMBAT_ORDERS':
      return state.dogfight?.step === 4 ? 'fire-at-will' : 'combat';
    case 'GAME_OVER':
      return 'none';
  }
}

function idOf(state: GameState, side: Side): string {
  const t = `t${state.turn}`;
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return `deploy.reserves.${side}`;
    case 'DEPLOY_INITIATIVE':
      return `deploy.cards.${side}`;
    case 'DEPLOY_PLACEMENT':
      return `deploy.place.${state.placement!.card}.${side}`;
    case 'TURN_START':
      return `${t}.start.${side}`;
    case 'INITIATIVE':
      return `${t}.initiative.${side}`;
    case 'DOGFIGHT_CARDS':
      return `${t}.dogfight.cards.${side}`;
    case 'MANEUVER_ORDERS':
      return state.dogfight
        ? `${t}.dogfight.maneuver.${side}`
        : `${t}.s${state.segment}.maneuver.${side}`;
    case 'COMBAT_ORDERS':
      if (state.dogfight)
        return `${t}.dogfight.${state.dogfight.step === 4 ? 'fire-at-will' : 'combat'}.${side}`;
      return `${t}.s${state.segment}.combat.${side}`;
    case 'GAME_OVER':
      return `over.${side}`;
  }
}

function promptOf(state: GameState, side: Side): string {
  const where = state.turn === 0 ? 'Deployment' : `Turn ${state.turn}`;
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return 'Deployment: list the units you hold in reserve (possibly none)';
    case 'DEPLOY_INITIATIVE':
      return `Deployment: give each deploying unit a distinct card 1-${state.segmentCount}`;
    case 'DEPLOY_PLACEMENT':
      return `Deployment: place ${unitToPlace(state, side)?.id} (card ${state.placement!.card})`;
    case 'TURN_START':
      return `${where}: enter arrived reserves and return units that left the table`;
    case 'INITIATIVE':
      return `${where}: give each unit on the table a distinct initiative card 1-${state.segmentCount}`;
    case 'DOGFIGHT_CARDS':
      return `${where} (dogfight): choose your Movement card`;
    case 'MANEUVER_ORDERS':
      return `${where}, segment ${state.segment}: maneuver order for ${activeUnitOf(state, side)}`;
    case 'COMBAT_ORDERS':
      return state.dogfight?.step === 4
        ? `${where} (dogfight): trigger your Fire at Will, or not`
        : `${where}, segment ${state.segment}: combat order and Fire-at-Will triggers`;
    case 'GAME_OVER':
      return 'The game is over';
  }
}

export function pendingDecisions(state: GameState): Decision[] {
  if (state.result) return [];
  const out: Decision[] = [];
  for (const side of [0, 1] as const) {
    if (!state.owes[side] || state.submitted[side] !== null) continue;
    out.push({
      id: idOf(state, side),
      seat: side,
      kind: kindOf(state),
      simultaneous:
        HIDDEN.has(state.stage) && !(state.dogfight && state.stage !== 'DOGFIGHT_CARDS'),
      prompt: promptOf(state, side),
      ...countdownFor(state, side),
    });
  }
  return out;
}

/** SY-ARC-2: once a segment has its first pilot, the other player's order is on the clock. */
function countdownFor(state: GameState, side: Side): Pick<Decision, 'timeLimitSeconds'> {
  const { arcade } = state.config;
  const counting =
    arcade.enabled &&
    state.stage === 'MANEUVER_ORDERS' &&
    state.firstPilot !== null &&
    state.firstPilot !== side;
  return counting ? { timeLimitSeconds: arcade.countdownSeconds } : {};
}

function sideOf(decision: Decision): Side {
  return decision.seat === 1 ? 1 : 0;
}

export function validateSubmission(
  state: GameState,
  decision: Decision,
  value: unknown,
): Problem[] {
  const side = sideOf(decision);
  const envelope = envelopeProblems(state, side, value);
  // Malformed orders cannot be checked further; other envelope problems are reported with the rest.
  if (envelope.some((p) => p.code === 'MALFORMED')) return envelope;
  return [...envelope, ...stageProblems(state, side, value as Submission)];
}

function stageProblems(state: GameState, side: Side, sub: Submission): Problem[] {
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return validateReserves(state, side, sub);
    case 'DEPLOY_INITIATIVE':
    case 'INITIATIVE':
      return validateInitiative(state, side, sub);
    case 'DEPLOY_PLACEMENT':
      return validatePlacement(state, side, sub);
    case 'TURN_START':
      return validateTurnStart(state, side, sub);
    case 'DOGFIGHT_CARDS':
      return validateDogfightCards(state, side, sub);
    case 'MANEUVER_ORDERS':
      return validateManeuverSubmission(state, side, sub);
    case 'COMBAT_ORDERS':
      return validateCombatSubmission(state, side, sub);
    case 'GAME_OVER':
      return [{ code: 'WRONG_STAGE', message: 'the game is over', path: '' }];
  }
}

export function sampleSubmission(state: GameState, decision: Decision, rng: Rng): Submission {
  const side = sideOf(decision);
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return sampleReserves(state, side, rng);
    case 'DEPLOY_INITIATIVE':
    case 'INITIATIVE':
      return sampleInitiative(state, side, rng);
    case 'DEPLOY_PLACEMENT':
      return samplePlacement(state, side, rng);
    case 'TURN_START':
      return sampleTurnStart(state, side, rng);
    case 'DOGFIGHT_CARDS':
      return sampleDogfightCards(state, side, rng);
    case 'MANEUVER_ORDERS':
      return { orders: [sampleManeuver(getUnit(state, activeUnitOf(state, side)!), rng)] };
    case 'COMBAT_ORDERS':
      return sampleCombat(state, side, rng);
    case 'GAME_OVER':
      throw new Error('no decision after the game is over');
  }
}

/** The deadline fallback (§7.4, SY-ARC-3), always legal. */
export function defaultSubmission(state: GameState, decision: Decision): Submission {
  const side = sideOf(decision);
  switch (state.stage) {
    case 'DEPLOY_RESERVES':
      return defaultReserves();
    case 'DEPLOY_INITIATIVE':
    case 'INITIATIVE':
      return defaultInitiative(state, side);
    case 'DEPLOY_PLACEMENT':
      return defaultPlacement(state, side);
    case 'TURN_START':
      return defaultTurnStart(state, side);
    case 'DOGFIGHT_CARDS':
      return defaultDogfightCards(state, side);
    case 'MANEUVER_ORDERS': {
      const draft = state.drafts[side];
      if (draft && validateManeuverSubmission(state, side, draft).length === 0) {
        return { orders: draft.orders };
      }
      return { orders: [inertiaOrder(activeUnitOf(state, side)!)] };
    }
    case 'COMBAT_ORDERS':
      return { orders: [] };
    case 'GAME_OVER':
      throw new Error('no decision after the game is over');
  }
}

const CHOICE_LIMIT = 120;

function choicesOf(state: GameState, side: Side): Submission[] | undefined {
  switch (state.stage) {
    case 'DEPLOY_INITIATIVE':
    case 'INITIATIVE':
      return allInitiatives(state, side, CHOICE_LIMIT) ?? undefined;
    case 'DOGFIGHT_CARDS':
      return dogfightChoices(state, side);
    case 'COMBAT_ORDERS': {
      const id = state.dogfight?.step === 4 ? null : activeUnitOf(state, side);
      const armed = state.units.some(
        (u) => u.side === side && u.fireAtWill !== null && u.id !== id,
      );
      if (armed || id === null) return undefined;
      const { orders, ejections } = legalCombatOrders(state, getUnit(state, id));
      return [...orders, ...ejections].map((o) => ({ orders: [o] }));
    }
    default:
      return undefined;
  }
}

const NOTES: Record<Stage, string> = {
  DEPLOY_RESERVES: 'One RESERVES order listing the units held in reserve (SY-DEP-1).',
  DEPLOY_INITIATIVE:
    'One INITIATIVE order: a distinct card 1..N for each deploying unit (SY-DEP-2).',
  DEPLOY_PLACEMENT: 'One PLACE order for the unit holding the current card (SY-DEP-4, SY-DEP-5).',
  TURN_START:
    'An ENTER order for each arrived reserve and optional RETURN orders (SY-RES-2, SY-EXIT-4).',
  INITIATIVE: 'One INITIATIVE order: a distinct card 1..N for each unit on the table (SY-INIT-3).',
  DOGFIGHT_CARDS: 'One DOGFIGHT_CARDS order naming the Movement card (SY-DOG-3).',
  MANEUVER_ORDERS: 'One MANEUVER order for the active unit (SY-MOV); arcade mode accepts drafts.',
  COMBAT_ORDERS: 'At most one COMBAT order for the active unit, and FAW_TRIGGER orders (SY-CA).',
  GAME_OVER: 'The game is over.',
};

export function describeDecision(state: GameState, decision: Decision): OrderDescription {
  const side = sideOf(decision);
  const types: readonly Order['type'][] = ACCEPTED[state.stage];
  const choices = choicesOf(state, side);
  return {
    decision,
    schema: submissionSchemaFor(types, NOTES[state.stage]),
    ...(choices ? { choices } : {}),
    example: defaultSubmission(state, decision),
  };
}
