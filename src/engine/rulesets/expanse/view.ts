/**
 * What a viewer may know: ships, crews, losses, bands, torpedoes and this round's attacks are all
 * in plain sight; another side's sealed bundle is not, until its stage closes (§2.4).
 *
 * The view hands out the state's own sides, ships, pairs, torpedoes and attacks rather than copies
 * (`viewSharesState`: the match freezes them, and the rules copy before they write): search
 * playouts ask the policy for a view at every order.
 */
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
    sides: s.sides,
    ships: s.ships,
    pairs: s.pairs,
    torpedoes: s.torpedoes.filter((t) => t.status === 'in_flight' || t.launchRound === s.round),
    attacks: s.attacks,
    effects: s.fx,
    outOfControl: [...s.outOfControl],
    awaiting: s.concerned.filter((side) => !(side in s.submitted)),
    mySubmission: mySide !== null && mySide in s.submitted ? s.submitted[mySide] : null,
    resigned: [...s.resigned],
    result: s.result,
  };
}

export type ExpanseView = ReturnType<typeof viewOf>;
