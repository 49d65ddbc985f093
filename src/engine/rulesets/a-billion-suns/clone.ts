/**
 * A fast deep copy of the state for the driver (Ruleset.cloneState). Tables and contracts never
 * change during play and are shared.
 */
import { copyJson } from '../../core/json.js';
import type { AbsState } from './state.js';

export function cloneState(s: AbsState): AbsState {
  const { tables, contracts, ...rest } = s;
  return { ...copyJson(rest), tables, contracts };
}
