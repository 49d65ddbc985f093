/**
 * Dice Duel: the skeleton ruleset, used by the engine's own tests and by docs/adding-a-ruleset.md.
 * Two duelists pick attack or defend in secret each round and roll for hits. It has everything the
 * driver must handle: a simultaneous hidden choice, private state (energy, a secret bonus rolled
 * at setup), secret and public dice, illegal orders, an outcome and resignation.
 */
import type { Outcome, PhaseSummary } from '../../core/contract.js';
import { defineRuleset } from '../../core/define-ruleset.js';
import { CATALOG } from './catalog.js';
import { combat } from './combat.js';
import { stanceKind } from './decisions/stance.js';
import { flow } from './flow.js';
import { SCENARIOS } from './scenarios.js';
import { initialState, OPTIONS_SCHEMA, setupProblems } from './setup.js';
import { isOver, type DuelState } from './state.js';
import { viewOf } from './view.js';

export type { DuelOrder, DuelState, Stance } from './state.js';
export { diceDuelBots } from './bots/index.js';

function outcomeOf(s: DuelState): Outcome | null {
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
    return { winners: [], draw: true, reason: 'draw', summary: 'Both duelists stand even', scores };
  const winner = scores[0] > scores[1] ? 0 : 1;
  return {
    winners: [winner],
    draw: false,
    reason: 'hp',
    summary: `Seat ${winner} wins on hit points`,
    scores,
  };
}

export const diceDuel = defineRuleset<DuelState, null>({
  id: 'dice-duel',
  version: '1.0.0',
  name: 'Dice Duel (engine test ruleset)',
  source: 'Salvo test suite',
  status: 'test',
  summary: 'Two duelists pick attack or defend in secret each round and roll for hits.',
  catalog: CATALOG,
  scenarios: SCENARIOS,
  optionsSchema: OPTIONS_SCHEMA,

  validateSetup: setupProblems,
  seatCount: () => 2,
  setup: initialState,

  kinds: { stance: stanceKind },
  flow,

  view: viewOf,
  phase(s): PhaseSummary {
    return isOver(s)
      ? { turn: s.round, phase: 'over', label: 'Duel over' }
      : { turn: s.round, phase: 'stance', label: `Round ${s.round}: choose stances` };
  },
  outcome: outcomeOf,
  resign(s, seat) {
    s.resigned = seat;
    return s;
  },
  combat,
});
