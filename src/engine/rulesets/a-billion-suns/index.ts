/**
 * A Billion Suns (first edition, quick reference + engine digest): 2–4 CEOs requisition ships,
 * jump them in through their own jump points and earn credits from contracts. Rules ids ABS-*.
 */
import type { PhaseSummary, Ruleset, SetupInput } from '../../core/contract.js';
import { defineRuleset, type RulesetDefinition } from '../../core/define-ruleset.js';
import type { JsonSchema } from '../../core/json-schema.js';
import { setupInputProblems } from '../../core/setup-checks.js';
import { CATALOG } from './catalog.js';
import { cloneState } from './clone.js';
import { combatAdjudication } from './combat/index.js';
import { KINDS } from './decisions/index.js';
import { FORMER_NAMES } from './former-names.js';
import { advance, flow } from './flow/index.js';
import type { Frame } from './flow/frames.js';
import { outcomeOf } from './rules/score.js';
import { DEFAULT_SCENARIO_ID, DEFAULT_SETUP, type AbsSetup } from './scenario.js';
import { initialState, setupRuleProblems, setupSchema } from './setup.js';
import type { AbsState } from './state.js';
import { viewOf, type AbsView } from './view.js';
import { aBillionSunsPresentation } from './presentation/index.js';

export const RULESET_ID = 'a-billion-suns';

const optionsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    scale: { type: 'integer', minimum: 1, maximum: 6, description: 'S, the scale (ABS-Q-1)' },
    roundLimit: { type: 'integer', minimum: 1, maximum: 20, description: 'rounds (ABS-END-2)' },
  },
};

function baseSetup(input: SetupInput): AbsSetup {
  return input.setup !== undefined ? (input.setup as AbsSetup) : DEFAULT_SETUP;
}

/** The setup as given: `initialState` copies what it keeps, so the state never aliases it. */
function setupOf(input: SetupInput): AbsSetup {
  const o = input.options as { scale?: number; roundLimit?: number };
  return {
    ...baseSetup(input),
    ...(o.scale !== undefined ? { scale: o.scale } : {}),
    ...(o.roundLimit !== undefined ? { roundLimit: o.roundLimit } : {}),
  };
}

const PHASE_NAMES: Record<AbsState['phase'], string> = {
  command: 'Command Phase',
  jump: 'Jump Phase',
  tactical: 'Tactical Phase',
  end: 'End Phase',
  over: 'Game over',
};

export const aBillionSuns: Ruleset<AbsState> & RulesetDefinition<AbsState, Frame> = defineRuleset({
  id: RULESET_ID,
  version: '1.0.0',
  name: 'A Billion Suns',
  source:
    'A Billion Suns, first edition (Mike Hutchinson, Osprey Games 2021): quick reference sheet, with the Salvo engine digest v0.1',
  status: 'complete',
  summary:
    'Fleet battles for 2–4 CEOs: secret helms, initiative, jump points and jump shock, battlegroup activations, passive and active attacks, and contracts that pay the credits that decide the winner.',
  catalog: CATALOG,
  scenarios: [
    {
      id: DEFAULT_SCENARIO_ID,
      name: 'Two-Sector Contract Run',
      description:
        'Two CEOs, scale 3, two 36″ tables, four rounds. Mine asteroids in dangerous space on table A; on table B take bounties on a facility and a criminal ship, and rescue lifeboats.',
      seats: [{ name: 'C1 (Helios Extraction)' }, { name: 'C2 (Vanta Logistics)' }],
    },
  ],
  setupSchema,
  optionsSchema,

  validateSetup(input) {
    const out = setupInputProblems(input, { options: optionsSchema, setup: setupSchema });
    return out.length > 0 || input.setup === undefined ? out : setupRuleProblems(input.setup);
  },
  // Options change neither the CEOs nor their number: no copy of the setup to count them.
  seatCount: (input) => baseSetup(input).ceos.length,
  setup: (input) => initialState(setupOf(input)),

  kinds: KINDS,
  flow,

  view: (s, viewer): AbsView => viewOf(s, viewer, aBillionSuns.pending(s)),
  phase(s): PhaseSummary {
    return {
      turn: s.round,
      phase: s.phase,
      label: s.phase === 'over' ? 'Game over' : `Round ${s.round}: ${PHASE_NAMES[s.phase]}`,
    };
  },
  outcome: (s) => outcomeOf(s),
  cloneState,
  formerNames: FORMER_NAMES,
  presentation: aBillionSunsPresentation,
  combat: combatAdjudication,
  resign(s, seat, ctx) {
    const ceo = s.ceos[seat];
    if (ceo.resigned || s.phase === 'over') return s;
    ceo.resigned = true;
    ctx.emit({ type: 'ceo.resigned', data: { ceo: ceo.id, seat } });
    if (s.ceos.filter((c) => !c.resigned).length <= 1) {
      s.phase = 'over';
      s.endedBy = 'resignation';
      s.agenda = [];
      return s;
    }
    // More than two CEOs: the others play on; the engine decides for this seat from now on.
    advance(s, ctx);
    return s;
  },
});

export default aBillionSuns;
