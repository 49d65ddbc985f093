/**
 * SITS-derived vector combat (digest `sits.md`): the Saganami Island Tactical Simulator's
 * reference charts, hex vectors over eight segments a turn, rate of closure, missile salvos and
 * damage control, on the engine's one ruleset shape.
 */
import { defineRuleset } from '../../core/define-ruleset.js';
import { SITS_CATALOG } from './catalog.js';
import { cloneSitsState } from './clone.js';
import { sitsCombat } from './combat/index.js';
import { SITS_KINDS } from './decisions/index.js';
import { flow, reporter } from './flow.js';
import { outcomeOf, phaseOf } from './outcome.js';
import { concede } from './rules/end.js';
import { SITS_SCENARIOS } from './scenarios.js';
import { initialState, OPTIONS_SCHEMA, SETUP_SCHEMA, seatCount, setupProblems } from './setup.js';
import type { SitsState } from './state.js';
import { viewOf } from './view.js';
import { sitsPresentation } from './presentation/index.js';

export type { SitsState } from './state.js';

export const sits = defineRuleset<SitsState, null>({
  id: 'sits',
  version: '0.1.0',
  name: 'Saganami Island Tactical Simulator (vector combat)',
  source: 'SITS first-edition reference charts (Ad Astra Games, 2005), engine digest sits.md v0.1',
  status: 'partial',
  summary:
    'Honorverse warships on a hex map: Newtonian vectors over eight segments a turn, beams by range and rate of closure, impeller-drive missile salvos against active defence, sidewalls, wedges and damage control.',
  catalog: SITS_CATALOG,
  scenarios: SITS_SCENARIOS.map((s) => ({
    id: s.id,
    name: s.name,
    description: s.description,
    seats: s.setup.sides.map((side) => ({ name: `Side ${side.id} (${side.name})` })),
  })),
  setupSchema: SETUP_SCHEMA,
  optionsSchema: OPTIONS_SCHEMA,
  validateSetup: setupProblems,
  seatCount,
  setup: initialState,

  kinds: SITS_KINDS,
  flow,

  view: viewOf,
  phase: phaseOf,
  outcome: outcomeOf,
  resign(s, seat, ctx) {
    const side = s.seatSides[seat];
    concede(s, side, reporter(s, ctx));
    s.ended = { reason: 'resigned', resignedSide: side };
    s.step = 'over';
    s.concerned = [];
    return s;
  },
  combat: sitsCombat,
  cloneState: cloneSitsState,
  presentation: sitsPresentation,
});
