/**
 * The Expanse space combat (digest `expanse.md`): crews in five roles, the seven steps of a round
 * with sealed orders and stunt windows, stunt points, range bands per pair of ships, torpedoes,
 * point defence, high-g and the juice, on the engine's one ruleset shape.
 */
import type { StepContext } from '../../core/contract.js';
import { defineRuleset } from '../../core/define-ruleset.js';
import type { ExpanseState } from './battle.js';
import { CATALOG as EXPANSE_CATALOG } from './catalog.js';
import { cloneBattle } from './clone.js';
import { expanseCombat } from './combat.js';
import { EXPANSE_KINDS } from './decisions/index.js';
import { flow } from './flow/index.js';
import { checkVictory } from './flow/victory.js';
import { outcomeOf, phaseOf } from './outcome.js';
import { expansePresentation } from './presentation/index.js';
import { EXPANSE_VERSIONS, SCENARIO_LIST } from './scenarios.js';
import { initialState, OPTIONS_SCHEMA, SETUP_SCHEMA, seatCount, setupProblems } from './setup.js';
import { viewOf } from './view.js';

export type { ExpanseState } from './battle.js';
export { expanseBots } from './bots/index.js';

/**
 * A side that concedes leaves the battle: its ships disengage, it owes nothing more, and the
 * victory check runs at once (with two sides the other wins).
 */
function resign(s: ExpanseState, seat: number, ctx: StepContext): ExpanseState {
  const side = s.sides[seat].id;
  if (s.result || s.resigned.includes(side)) return s;
  s.resigned.push(side);
  for (const ship of s.ships)
    if (ship.side === side && ship.status === 'active') ship.status = 'disengaged';
  delete s.submitted[side];
  s.concerned = s.concerned.filter((x) => x !== side);
  ctx.emit({ type: 'side.resigned', data: { side } });
  if (!checkVictory(s, 'S6_END', ctx)) flow.advance(s, ctx);
  return s;
}

export const expanse = defineRuleset<ExpanseState, null>({
  id: 'expanse',
  // 0.2.0: `debris-field` opens at Close and `three-sided` is two corvettes a side (EX-B-9).
  version: EXPANSE_VERSIONS[EXPANSE_VERSIONS.length - 1],
  formerVersions: EXPANSE_VERSIONS.slice(0, -1),
  name: 'The Expanse: space combat',
  source: 'The Expanse RPG (AGE) ship-to-ship combat, engine digest expanse.md v1.0',
  status: 'partial',
  summary:
    'Crewed ships in range bands: command, manoeuvres, electronic warfare, railguns, PDCs and torpedoes, evasion under high-g, loss conditions and damage control, with stunt points spent in windows after each step.',
  catalog: EXPANSE_CATALOG,
  scenarios: SCENARIO_LIST,
  setupSchema: SETUP_SCHEMA,
  optionsSchema: OPTIONS_SCHEMA,
  validateSetup: setupProblems,
  seatCount,
  setup: initialState,

  kinds: EXPANSE_KINDS,
  flow,

  view: viewOf,
  viewSharesState: true,
  phase: phaseOf,
  outcome: outcomeOf,
  resign,
  combat: expanseCombat,
  presentation: expansePresentation,
  cloneState: cloneBattle,
});
