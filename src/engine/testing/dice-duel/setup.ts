/**
 * The opening state from a scenario and options (Dice Duel has no custom setups: a ruleset that has
 * them validates them here, once, and `index.ts` hands the same check to `validateSetup`).
 */
import type { SetupInput, StepContext } from '../../core/contract.js';
import type { JsonSchema } from '../../core/json-schema.js';
import type { Problem } from '../../core/problems.js';
import { setupInputProblems } from '../../core/setup-checks.js';
import { DUELIST } from './catalog.js';
import type { DuelState } from './state.js';

export const OPTIONS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { rounds: { type: 'integer', minimum: 1, maximum: 50 } },
  additionalProperties: false,
};

export function setupProblems(input: SetupInput): Problem[] {
  return setupInputProblems(input, { options: OPTIONS_SCHEMA });
}

/** DD-SETUP-1, DD-SETUP-2: full HP and energy, and a secret bonus of 0 or 1 rolled for each. */
export function initialState(input: SetupInput, ctx: StepContext): DuelState {
  const duelists = [0, 1].map((seat) => ({
    hp: DUELIST.hp,
    energy: DUELIST.energy,
    bonus:
      ctx.dice.roll({
        purpose: `secret bonus for seat ${seat}`,
        sides: 2,
        seat,
        visibleTo: [seat],
      })[0] - 1,
  }));
  return {
    round: 1,
    maxRounds: Number(input.options.rounds ?? 6),
    duelists,
    orders: [null, null],
    resigned: null,
  };
}
