/**
 * Stellar Empires: Fleet (digest `stellar-empires.md`), Level 1: squadrons on a measured table,
 * alternating movement and fire, screens, interceptors, armor tracks with structure thresholds,
 * shields, and ballistic volleys and torpedoes, on the engine's one ruleset shape.
 */
import { defineRuleset } from '../../core/define-ruleset.js';
import { SE_CATALOG } from './catalog.js';
import { seCombat } from './combat/index.js';
import { SE_KINDS } from './decisions/index.js';
import { flow } from './flow.js';
import { outcomeOf, phaseOf, resign } from './outcome.js';
import { stellarEmpiresPresentation } from './presentation/index.js';
import { SE_SCENARIOS } from './scenarios.js';
import { initialState, OPTIONS_SCHEMA, SETUP_SCHEMA, setupProblems } from './setup.js';
import type { SeState } from './state.js';
import { viewOf } from './view.js';

export type { SeState } from './state.js';

export const stellarEmpires = defineRuleset<SeState, null>({
  id: 'stellar-empires',
  version: '0.1.0',
  name: 'Stellar Empires: Fleet',
  source: 'Stellar Empires: Fleet rules, engine digest stellar-empires.md (Level 1)',
  status: 'partial',
  summary:
    'Squadrons of starships on a measured table: alternating movement and fire, escort and squadron screens, interceptors, armor tracks with structure thresholds, shields, missile volleys and torpedo salvos.',
  catalog: SE_CATALOG,
  scenarios: SE_SCENARIOS,
  setupSchema: SETUP_SCHEMA,
  optionsSchema: OPTIONS_SCHEMA,
  validateSetup: setupProblems,
  seatCount: () => 2,
  setup: initialState,

  kinds: SE_KINDS,
  flow,

  view: viewOf,
  viewSharesState: true,
  phase: phaseOf,
  outcome: outcomeOf,
  resign: (s, seat) => resign(s, seat),
  combat: seCombat,
  presentation: stellarEmpiresPresentation,
});
