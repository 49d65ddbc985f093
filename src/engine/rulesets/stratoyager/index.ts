/**
 * Basic Stratoyager as a Salvo ruleset: starfighter duels with vector movement, hidden
 * simultaneous orders and a dice-pool to-hit system. Spec: the engine digest of the primer
 * (rules SY-*), with the decisions of docs/rules-decisions.md.
 */
import type { Outcome, PhaseSummary, Ruleset } from '../../core/contract.js';
import { defineRuleset } from '../../core/define-ruleset.js';
import { cloneGameState } from './clone.js';
import { combatAdjudication } from './table-adjudication.js';
import { KINDS } from './decisions/index.js';
import type { GameState, Submission } from './model.js';
import { flow } from './rules/flow.js';
import { FORMER_NAMES } from './former-names.js';
import { redrawHidden } from './rules/redraw.js';
import { resignGame } from './rules/turn-sequence.js';
import { SCENARIOS } from './scenarios.js';
import { OPTIONS_SCHEMA, SETUP_SCHEMA } from './custom-setup.js';
import { buildGame, validateSetupInput } from './setup.js';
import { unitCatalog } from './units/index.js';
import { viewOf } from './view.js';
import { CURRENT_VERSION, VERSIONS } from './versions.js';
import { stratoyagerPresentation } from './presentation/index.js';

const STAGE_WORDS: Record<GameState['stage'], string> = {
  DEPLOY_RESERVES: 'reserves',
  DEPLOY_INITIATIVE: 'deployment cards',
  DEPLOY_PLACEMENT: 'placement',
  TURN_START: 'reserves and returns',
  INITIATIVE: 'initiative',
  DOGFIGHT_CARDS: 'dogfight cards',
  MANEUVER_ORDERS: 'maneuver orders',
  COMBAT_ORDERS: 'combat orders',
  GAME_OVER: 'game over',
};

/** What a phase label is made of, and the label: the last one asked for, see `phaseLabel`. */
const lastLabel = {
  stage: '' as GameState['stage'] | '',
  turn: -1,
  segment: -1,
  step: -1,
  card: undefined as number | undefined,
  side: undefined as number | undefined,
  label: '',
};

/**
 * The phase's label, built again only when what it says changed (a few dozen times a game, against
 * about a hundred states). The driver compares the labels before and after every step, and two
 * equal labels built apart are two strings compared character by character; the one kept is
 * the same string, compared at once.
 */
function phaseLabel(s: GameState): string {
  const step = s.dogfight ? s.dogfight.step : -1;
  const card = s.placement?.card;
  const side = s.placement?.side;
  const l = lastLabel;
  if (
    l.stage === s.stage &&
    l.turn === s.turn &&
    l.segment === s.segment &&
    l.step === step &&
    l.card === card &&
    l.side === side
  ) {
    return l.label;
  }
  l.stage = s.stage;
  l.turn = s.turn;
  l.segment = s.segment;
  l.step = step;
  l.card = card;
  l.side = side;
  l.label = labelOf(s);
  return l.label;
}

function labelOf(s: GameState): string {
  const what = STAGE_WORDS[s.stage];
  if (s.stage === 'GAME_OVER') return 'Game over';
  if (s.turn === 0) {
    const card =
      s.stage === 'DEPLOY_PLACEMENT'
        ? ` (card ${s.placement?.card}, side ${s.placement?.side})`
        : '';
    return `Deployment: ${what}${card}`;
  }
  if (s.stage === 'MANEUVER_ORDERS' || s.stage === 'COMBAT_ORDERS') {
    const where = s.dogfight ? `dogfight step ${s.dogfight.step + 1}` : `segment ${s.segment}`;
    return `Turn ${s.turn}, ${where}: ${what}`;
  }
  return `Turn ${s.turn}: ${what}`;
}

function phaseOf(s: GameState): PhaseSummary {
  const label = phaseLabel(s);
  if (s.stage === 'GAME_OVER') return { turn: s.turn, phase: s.stage, label };
  if (s.turn === 0) return { turn: 0, phase: s.stage, label };
  if (s.stage === 'MANEUVER_ORDERS' || s.stage === 'COMBAT_ORDERS') {
    return { turn: s.turn, phase: s.stage, step: s.segment, label };
  }
  return { turn: s.turn, phase: s.stage, label };
}

function outcomeOf(s: GameState): Outcome | null {
  const r = s.result;
  if (!r) return null;
  return {
    winners: [...r.winners],
    draw: r.winners.length === 0,
    reason: r.reason,
    summary: r.summary,
    scores: { 0: r.scores[0], 1: r.scores[1] },
  };
}

export const stratoyager = defineRuleset<GameState, null, Submission>({
  id: 'stratoyager',
  // 1.1.0: the Vulture carries two rockets (B-9); 1.0.0 matches are set up with four.
  version: CURRENT_VERSION,
  formerVersions: VERSIONS.slice(0, -1),
  name: 'Basic Stratoyager',
  source:
    'Basic Stratoyager primer (free pilot-episode rules), engine digest with decisions SY-Q-1..60',
  status: 'complete',
  summary:
    'Starfighter duels: vector movement with inertia, hull stress, hidden simultaneous maneuver and combat orders, dice-pool to-hit by range band, shields and armor, locked missiles, dogfights.',
  catalog: unitCatalog,
  scenarios: SCENARIOS as Ruleset['scenarios'],
  setupSchema: SETUP_SCHEMA,
  optionsSchema: OPTIONS_SCHEMA,
  validateSetup: validateSetupInput,
  seatCount: () => 2,
  setup: buildGame,
  kinds: KINDS,
  flow,
  view: viewOf,
  viewSharesState: true,
  phase: phaseOf,
  outcome: outcomeOf,
  resign(state, seat, ctx) {
    resignGame(state, seat === 1 ? 1 : 0, ctx);
    return state;
  },
  combat: combatAdjudication,
  cloneState: cloneGameState,
  redrawHidden,
  formerNames: FORMER_NAMES,
  presentation: stratoyagerPresentation,
});

export type { GameState, Submission } from './model.js';
