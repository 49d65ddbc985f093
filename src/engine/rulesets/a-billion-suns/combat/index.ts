/**
 * A Billion Suns' stateless combat, for tables that keep their own map: one attack (ABS-ATK-9)
 * rolled with the caller's dice, or its exact odds. The die rules here are the ones the match flow
 * judges its dice with.
 */
import type { CombatAdjudication } from '../../../core/contract.js';
import { attackOdds } from './odds.js';
import { combatRequestSchema } from './request.js';
import { resolveAttack } from './resolve.js';

export { attackOdds, type CombatOdds, type DieOdds } from './odds.js';
export {
  combatRequestSchema,
  prepareAttack,
  type CombatRequest,
  type PreparedAttack,
} from './request.js';
export { resolveAttack, rollAttack, type CombatResolution } from './resolve.js';
export type { Probability } from '../../../core/exact.js';

export const combatAdjudication: CombatAdjudication = {
  requestSchema: combatRequestSchema,
  resolve: resolveAttack,
  odds: attackOdds,
};
