/**
 * What a viewer may know: ships, crews, losses, bands, torpedoes and this round's attacks are all
 * in plain sight; another side's sealed bundle is not, until its stage closes (§2.4).
 */
import { copyJson } from '../../core/json.js';
import type { Viewer } from '../../core/contract.js';
import type { ExpanseState } from './battle.js';
import { kindNow } from './flow/index.js';

export function viewOf(s: ExpanseState, viewer: Viewer) {
  const mySide = viewer === null ? null : (s.sides[viewer]?.id ?? null);
  return {
    round: s.round,
    roundLimit: s.roundLimit,
    step: s.step,
    phase: s.phase,
    decision: kindNow(s),
    objective: s.objective,
    scenarioId: s.scenarioId,
    mySide,
    sides: copyJson(s.sides),
    ships: copyJson(s.ships),
    pairs: copyJson(s.pairs),
    torpedoes: copyJson(
      s.torpedoes.filter((t) => t.status === 'in_flight' || t.launchRound === s.round),
    ),
    attacks: copyJson(s.attacks),
    effects: copyJson(s.fx),
    outOfControl: [...s.outOfControl],
    awaiting: s.concerned.filter((side) => !(side in s.submitted)),
    mySubmission: mySide !== null && mySide in s.submitted ? copyJson(s.submitted[mySide]) : null,
    resigned: [...s.resigned],
    result: s.result ? { ...s.result } : null,
  };
}

export type ExpanseView = ReturnType<typeof viewOf>;
